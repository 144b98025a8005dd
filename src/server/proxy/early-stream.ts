import {encodeSseEvent} from '../../protocol/index.js';
import type {ServerResponse} from 'node:http';
import type {NodeRequest} from '../node/context.js';
import {pipeRelay} from './node-relay.js';
import type {RelayOptions} from './relay-core.js';
import {relayEventStream} from './relay-stream.js';
import type {UpstreamResult} from './upstream.js';

const encoder = new TextEncoder();

/**
 * The comment an early stream opens with. Sent the moment the request is admitted, with the
 * headers: a load balancer and the browser see the answer start before the agent service has
 * answered (it may take seconds to send its own headers), and nothing on the way times out.
 */
export const ACCEPTED_COMMENT = ': accepted\n\n';

/** What an early stream needs of the proxy. @internal */
export interface EarlyStream {
  headers: Record<string, string>;
  /** Where `toNodeHandler` offered to write the body socket to socket, if it did. */
  node: NodeRequest | undefined;
  /** Calls the upstream; started only once the headers are on their way. */
  connect: () => Promise<UpstreamResult>;
  /** The relay of an upstream stream. */
  relay: (upstream: Exclude<UpstreamResult, {kind: 'error'}>) => RelayOptions;
  /** The upstream refused or failed before its stream: the answer ends with this error event. */
  failed: () => void;
}

/** The upstream's HTTP error, as the `error` event an open stream ends with. */
const errorEvent = async (response: Response): Promise<string> => {
  let code = 'upstream_unavailable';
  let message = 'The agent service is unavailable. Please try again in a moment.';
  try {
    const body = (await response.json()) as {error?: {code?: unknown; message?: unknown}};
    if (typeof body.error?.code === 'string') code = body.error.code;
    if (typeof body.error?.message === 'string') message = body.error.message;
  } catch {
    // The proxy's own error responses are JSON; the defaults cover anything else.
  }
  return encodeSseEvent('error', {error: {code, message}});
};

/** Writes a web stream to a Node response, with backpressure. */
const pump = async (body: ReadableStream<Uint8Array>, res: ServerResponse) => {
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  if (res.destroyed) cancel();
  else res.once('close', cancel);
  for (;;) {
    const {done, value} = await reader.read();
    if (done || res.destroyed) break;
    if (!res.write(value)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
};

/**
 * A `200` event stream answered at once, before the upstream is called; its errors (a refused
 * key, a quota, a timeout) then arrive as one `error` event instead of an HTTP status.
 *
 * @internal
 */
export const openEarly = (stream: EarlyStream): Response => {
  const response = new Response(null, {status: 200, headers: stream.headers});
  if (stream.node) {
    return stream.node.withNodeBody(response, (res) => {
      res.write(ACCEPTED_COMMENT);
      void stream.connect().then(async (upstream) => {
        if (upstream.kind === 'error') {
          stream.failed();
          if (!res.destroyed) res.end(await errorEvent(upstream.response));
        } else if (upstream.kind === 'node-stream') {
          pipeRelay(upstream.body, res, stream.relay(upstream));
        } else {
          await pump(relayEventStream({...stream.relay(upstream), upstream: upstream.body}), res);
        }
      });
    });
  }
  // Called at once, not on the first read: the point is not to wait for the browser's reads.
  const connected = stream.connect().then((upstream) => {
    if (upstream.kind === 'error') stream.failed();
    return upstream;
  });
  const relayed = connected.then((upstream) =>
    upstream.kind === 'stream'
      ? relayEventStream({...stream.relay(upstream), upstream: upstream.body}).getReader()
      : undefined,
  );
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(ACCEPTED_COMMENT));
      },
      async pull(controller) {
        const reader = await relayed;
        if (cancelled) return;
        if (!reader) {
          const upstream = await connected;
          if (upstream.kind === 'error') {
            controller.enqueue(encoder.encode(await errorEvent(upstream.response)));
          }
          controller.close();
          return;
        }
        const {done, value} = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      async cancel() {
        cancelled = true;
        // The relay ends itself on a cancel: the upstream call is aborted and the close counted.
        await (await relayed)?.cancel();
      },
    },
    {highWaterMark: 0},
  );
  return new Response(body, {status: 200, headers: stream.headers});
};
