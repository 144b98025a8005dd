import {ERROR_CODES, SSE_PING, createSseByteParser, encodeSseEvent} from '../../protocol/index.js';
import type {SseMessage} from '../../protocol/index.js';
import type {ProxyLogger} from './log.js';
import {clientTimeoutCode} from './upstream-fetch.js';

/** What {@link relayEventStream} needs. @internal */
export interface RelayOptions {
  upstream: ReadableStream<Uint8Array>;
  /** Aborts the upstream request; called on timeout, failure and when the browser goes away. */
  abortUpstream: () => void;
  /** The browser's request signal: once it aborts, a failing read is no fault to report. */
  clientSignal: AbortSignal;
  heartbeatMs: number;
  idleTimeoutMs: number;
  /** Sees every SSE message of the forwarded bytes, which it cannot alter. */
  onMessage?: (message: SseMessage) => void;
  /** Called once, however the stream ends. */
  onEnd: () => void;
  log: ProxyLogger;
}

const encoder = new TextEncoder();
const PING = encoder.encode(SSE_PING);
const TERMINATOR = encoder.encode('\n\n');

const lineEnd = (text: string): number =>
  text.endsWith('\r\n') ? 2 : text.endsWith('\n') || text.endsWith('\r') ? 1 : 0;

/**
 * Whether the bytes forwarded so far end on an event boundary (a line end, then an empty line),
 * judged from their last four characters. Anything inserted elsewhere would corrupt the event in
 * flight: a ping after `data: {"a` would become part of that JSON.
 */
const atBoundary = (tail: string): boolean => {
  if (tail === '') return true;
  const first = lineEnd(tail);
  if (first === 0) return false;
  const rest = tail.slice(0, -first);
  // Fewer than four characters were ever sent: the stream began with this empty line.
  return rest === '' || lineEnd(rest) > 0;
};

/**
 * Streams an upstream SSE body to the browser byte for byte.
 *
 * The upstream is read only when the browser side pulls (`highWaterMark: 0`), so a slow browser
 * slows the upstream read instead of filling memory. While a read is pending, a `: ping` goes out
 * every `heartbeatMs` and, after `idleTimeoutMs` without a byte, the answer ends with one
 * `upstream_timeout` error event. A failing upstream ends it with one `upstream_unavailable` event.
 *
 * @internal
 */
export const relayEventStream = (options: RelayOptions): ReadableStream<Uint8Array> => {
  const reader = options.upstream.getReader();
  const parser = options.onMessage ? createSseByteParser(options.onMessage) : undefined;
  let tail = '';
  let finished = false;
  // A function, not the variable: timers and cancel() flip it while a read is awaited.
  const isFinished = () => finished;
  let heartbeat: ReturnType<typeof setTimeout> | undefined;
  let idle: ReturnType<typeof setTimeout> | undefined;

  const remember = (bytes: Uint8Array) => {
    const start = Math.max(0, bytes.byteLength - 4);
    tail = (tail + String.fromCharCode(...bytes.subarray(start))).slice(-4);
  };

  const stopTimers = () => {
    clearTimeout(heartbeat);
    clearTimeout(idle);
  };

  const end = (
    controller: ReadableStreamDefaultController<Uint8Array>,
    error?: {code: string; message: string},
  ) => {
    if (finished) return;
    finished = true;
    stopTimers();
    if (error) {
      // An event cut mid-way is closed first, so the error is parsed as an event of its own.
      if (!atBoundary(tail)) controller.enqueue(TERMINATOR);
      controller.enqueue(encoder.encode(encodeSseEvent('error', {error})));
    }
    controller.close();
    options.onEnd();
  };

  const idleTimeout = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    options.log({
      level: 'warn',
      event: 'upstream_idle_timeout',
      message: `The upstream sent nothing for ${options.idleTimeoutMs} ms; the answer was ended.`,
    });
    end(controller, {
      code: ERROR_CODES.upstreamTimeout,
      message: 'The agent service stopped responding. Please try again.',
    });
  };

  const armTimers = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    const ping = () => {
      if (finished) return;
      // Mid-event a ping would corrupt the event; the upstream is not silent then anyway.
      if (atBoundary(tail)) {
        controller.enqueue(PING);
        tail = '\n\n';
      }
      heartbeat = setTimeout(ping, options.heartbeatMs);
    };
    heartbeat = setTimeout(ping, options.heartbeatMs);
    idle = setTimeout(() => {
      if (finished) return;
      idleTimeout(controller);
      options.abortUpstream();
      reader.cancel().catch(() => undefined);
    }, options.idleTimeoutMs);
  };

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (finished) return;
        armTimers(controller);
        let result: ReadableStreamReadResult<Uint8Array>;
        try {
          result = await reader.read();
        } catch (error) {
          stopTimers();
          if (isFinished()) return;
          if (options.clientSignal.aborted) {
            // Nobody is listening any more: end quietly, no error event to report.
            finished = true;
            options.onEnd();
            try {
              controller.close();
            } catch {
              // Already cancelled by the consumer.
            }
            return;
          }
          if (clientTimeoutCode(error) === undefined) {
            options.log({
              level: 'warn',
              event: 'upstream_interrupted',
              message: `The upstream stream broke off: ${describe(error)}`,
            });
            end(controller, {
              code: ERROR_CODES.upstreamUnavailable,
              message: 'The connection to the agent service was lost. Please try again.',
            });
          } else {
            // The HTTP client's body timeout is idleTimeoutMs too: whichever fires, it is this one.
            idleTimeout(controller);
          }
          options.abortUpstream();
          return;
        }
        stopTimers();
        if (isFinished()) return;
        if (result.done) {
          parser?.end();
          end(controller);
          return;
        }
        controller.enqueue(result.value);
        remember(result.value);
        parser?.feed(result.value);
      },
      cancel() {
        if (finished) return;
        finished = true;
        stopTimers();
        options.abortUpstream();
        reader.cancel().catch(() => undefined);
        options.onEnd();
      },
    },
    {highWaterMark: 0},
  );
};

/** A short reason for a log line, from whatever was thrown. @internal */
export const describe = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause: unknown = error.cause;
  const code =
    typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string'
      ? ` (${cause.code})`
      : '';
  return `${error.message}${code}`;
};
