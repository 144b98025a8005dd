import {ERROR_CODES, SSE_PING, createSseByteParser, encodeSseEvent} from '../../protocol/index.js';
import type {SseMessage} from '../../protocol/index.js';
import type {ProxyLogger} from './log.js';
import {describeError} from './describe-error.js';
import {clientTimeoutCode} from './upstream-fetch.js';

/** What a relay needs, whichever streams carry its bytes. @internal */
export interface RelayOptions {
  /** Aborts the upstream request; called on timeout, failure and when the browser goes away. */
  abortUpstream: () => void;
  /** The browser's request signal: once it aborts, a failing read is no fault to report. */
  clientSignal: AbortSignal;
  heartbeatMs: number;
  idleTimeoutMs: number;
  /** Sees every SSE message of the forwarded bytes, which it cannot alter. */
  onMessage?: (message: SseMessage) => void;
  /** Called once, however the stream ends, with how it ended. */
  onEnd: (outcome: StreamOutcome) => void;
  /** Called once, when the upstream's first bytes arrive. */
  onFirstData?: () => void;
  /**
   * The proxy's answers in flight: the relay is in it until it ends. When the proxy closes and its
   * deadline passes, each is called and the answer ends with one error event. A set rather than
   * an `AbortSignal`: hundreds of open streams made Node warn of a listener leak on a shared signal.
   */
  inFlight?: Set<() => void>;
  log: ProxyLogger;
}

/** How a relayed stream ended. @internal */
export type StreamOutcome =
  'completed' | 'client_closed' | 'upstream_error' | 'upstream_timeout' | 'shutting_down';

/** Where a relay writes: a WHATWG stream controller or a Node response. @internal */
export interface RelaySink {
  write(bytes: Uint8Array): void;
  close(): void;
}

/** One relayed stream, fed by whoever reads the upstream. @internal */
export interface Relay {
  /** Nothing is being read or written: heartbeats and the idle timeout run from now. */
  wait(): void;
  /** The reader pauses (the browser is slow): no heartbeat, no idle timeout meanwhile. */
  pause(): void;
  /** Forwards upstream bytes as they came. */
  data(bytes: Uint8Array): void;
  /** The upstream ended cleanly. */
  done(): void;
  /** Reading the upstream failed. */
  failed(error: unknown): void;
  /** The browser went away: stop everything, quietly. */
  cancel(): void;
  readonly finished: boolean;
}

const encoder = new TextEncoder();
const PING = encoder.encode(SSE_PING);
const TERMINATOR = encoder.encode('\n\n');

/** A byte that ends a line: LF or CR. */
const isLineEnd = (byte: number | undefined): boolean => byte === 10 || byte === 13;

/**
 * Bytes of one line end ending at `end` (exclusive) in `tail`: 2 for CRLF, 1 for LF or CR, 0 for
 * none.
 */
const lineEndAt = (tail: readonly number[], end: number): number =>
  tail[end - 1] === 10 && tail[end - 2] === 13 ? 2 : isLineEnd(tail[end - 1]) ? 1 : 0;

/**
 * Whether the bytes forwarded so far end on an event boundary (a line end, then an empty line),
 * judged from their last four bytes. Anything inserted elsewhere would corrupt the event in
 * flight: a ping after `data: {"a` would become part of that JSON.
 */
const atBoundary = (tail: readonly number[]): boolean => {
  if (tail.length === 0) return true;
  const first = lineEndAt(tail, tail.length);
  if (first === 0) return false;
  const rest = tail.length - first;
  // Fewer than four bytes were ever sent: the stream began with this empty line.
  return rest === 0 || lineEndAt(tail, rest) > 0;
};

/** A timer restarted in place where the runtime allows it (Node's `refresh()`), else anew. */
type Timer = ReturnType<typeof setTimeout>;
const restart = (timer: Timer | undefined, run: () => void, ms: number): Timer => {
  if (timer !== undefined && typeof timer === 'object' && 'refresh' in timer) {
    return timer.refresh();
  }
  clearTimeout(timer);
  return setTimeout(run, ms);
};

/**
 * The relay of one upstream SSE body to the browser, byte for byte, independent of the streams
 * that carry it: the fetch-standard handler drives it from a `ReadableStream`, the Node fast path
 * from the upstream socket straight to the response.
 *
 * While the relay waits for the upstream, a `: ping` goes out every `heartbeatMs` (only between
 * events) and, after `idleTimeoutMs` without a byte, the answer ends with one `upstream_timeout`
 * error event. A failing upstream ends it with one `upstream_unavailable` event.
 *
 * @internal
 */
export const createRelay = (options: RelayOptions, sink: RelaySink): Relay => {
  const parser = options.onMessage ? createSseByteParser(options.onMessage) : undefined;
  // The last four bytes sent: enough to tell whether a ping or an error may go in between.
  let tail: number[] = [];
  let finished = false;
  let started = false;
  let heartbeat: Timer | undefined;
  let idle: Timer | undefined;

  const stopTimers = () => {
    clearTimeout(heartbeat);
    clearTimeout(idle);
    heartbeat = undefined;
    idle = undefined;
  };

  const end = (outcome: StreamOutcome, error?: {code: string; message: string}) => {
    if (finished) return;
    finished = true;
    stopTimers();
    options.inFlight?.delete(shutDown);
    if (error) {
      // An event cut mid-way is closed first, so the error is parsed as an event of its own.
      if (!atBoundary(tail)) sink.write(TERMINATOR);
      sink.write(encoder.encode(encodeSseEvent('error', {error})));
    }
    sink.close();
    options.onEnd(outcome);
  };

  const idleTimeout = () => {
    options.log({
      level: 'warn',
      event: 'upstream_idle_timeout',
      message: `The upstream sent nothing for ${options.idleTimeoutMs} ms; the answer was ended.`,
    });
    end('upstream_timeout', {
      code: ERROR_CODES.upstreamTimeout,
      message: 'The agent service stopped responding. Please try again.',
    });
  };

  const ping = () => {
    if (finished) return;
    // Mid-event a ping would corrupt the event; the upstream is not silent then anyway.
    if (atBoundary(tail)) {
      sink.write(PING);
      tail = [10, 10];
    }
    heartbeat = restart(heartbeat, ping, options.heartbeatMs);
  };

  function shutDown() {
    if (finished) return;
    options.log({
      level: 'warn',
      event: 'shutdown_interrupted',
      message: 'The proxy closed before this answer finished; it was ended with an error event.',
    });
    end('shutting_down', {
      code: ERROR_CODES.shuttingDown,
      message: 'The answer was interrupted by a server restart. Please ask again.',
    });
    options.abortUpstream();
  }
  options.inFlight?.add(shutDown);

  const idleFired = () => {
    if (finished) return;
    idleTimeout();
    options.abortUpstream();
  };

  return {
    get finished() {
      return finished;
    },
    wait() {
      if (finished) return;
      heartbeat = restart(heartbeat, ping, options.heartbeatMs);
      idle = restart(idle, idleFired, options.idleTimeoutMs);
    },
    pause: stopTimers,
    data(bytes) {
      if (finished) return;
      if (!started) {
        started = true;
        options.onFirstData?.();
      }
      sink.write(bytes);
      const length = bytes.byteLength;
      tail =
        length >= 4
          ? [
              bytes[length - 4] ?? 0,
              bytes[length - 3] ?? 0,
              bytes[length - 2] ?? 0,
              bytes[length - 1] ?? 0,
            ]
          : [...tail, ...bytes].slice(-4);
      parser?.feed(bytes);
    },
    done() {
      if (finished) return;
      parser?.end();
      end('completed');
    },
    failed(error) {
      stopTimers();
      if (finished) return;
      if (options.clientSignal.aborted) {
        // Nobody is listening any more: end quietly, no error event to report.
        finished = true;
        options.inFlight?.delete(shutDown);
        options.onEnd('client_closed');
        sink.close();
        return;
      }
      if (clientTimeoutCode(error) === undefined) {
        options.log({
          level: 'warn',
          event: 'upstream_interrupted',
          message: `The upstream stream broke off: ${describeError(error)}`,
        });
        end('upstream_error', {
          code: ERROR_CODES.upstreamUnavailable,
          message: 'The connection to the agent service was lost. Please try again.',
        });
      } else {
        // The HTTP client's body timeout is idleTimeoutMs too: whichever fires, it is this one.
        idleTimeout();
      }
      options.abortUpstream();
    },
    cancel() {
      if (finished) return;
      finished = true;
      stopTimers();
      options.inFlight?.delete(shutDown);
      options.abortUpstream();
      options.onEnd('client_closed');
    },
  };
};
