import {createRelay} from './relay-core.js';
import type {Relay, RelayOptions} from './relay-core.js';

export type {RelayOptions} from './relay-core.js';

/**
 * Streams an upstream SSE body to the browser byte for byte, as a `ReadableStream` for the
 * fetch-standard handler (see {@link createRelay} for heartbeats, the idle timeout and errors).
 *
 * The upstream is read only when the browser side pulls (`highWaterMark: 0`), so a slow browser
 * slows the upstream read instead of filling memory; heartbeats and the idle timeout run only
 * while a read is pending.
 *
 * @internal
 */
export const relayEventStream = (
  options: RelayOptions & {upstream: ReadableStream<Uint8Array>},
): ReadableStream<Uint8Array> => {
  const reader = options.upstream.getReader();
  let relay: Relay | undefined;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        relay = createRelay(
          {
            ...options,
            abortUpstream: () => {
              options.abortUpstream();
              reader.cancel().catch(() => undefined);
            },
          },
          {
            write: (bytes) => {
              controller.enqueue(bytes);
            },
            close: () => {
              try {
                controller.close();
              } catch {
                // Already cancelled by the consumer.
              }
            },
          },
        );
      },
      async pull() {
        if (!relay || relay.finished) return;
        relay.wait();
        let result: ReadableStreamReadResult<Uint8Array>;
        try {
          result = await reader.read();
        } catch (error) {
          relay.failed(error);
          return;
        }
        relay.pause();
        if (result.done) relay.done();
        else relay.data(result.value);
      },
      cancel() {
        relay?.cancel();
      },
    },
    {highWaterMark: 0},
  );
};
