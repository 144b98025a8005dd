import type {ProxyLogger} from './log.js';

/** How long `close()` lets answers in flight finish by default: most answers take under 20 s. */
export const DEFAULT_CLOSE_DEADLINE_MS = 25_000;
/** After the deadline, how long `close()` waits for the streams it ended to report it. */
const CLOSE_GRACE_MS = 1000;

/** The proxy's requests in flight and its graceful close. @internal */
export interface Drain {
  /** Whether `close()` was called. */
  readonly closing: boolean;
  /** The answers streaming now; each ends itself with a `shutting_down` event when called. */
  readonly answering: Set<() => void>;
  /** A request is on its way: `close()` waits for it. */
  begin(): void;
  /** That request ended (its stream too, if it had one). */
  end(): void;
  /**
   * Starts the close, or brings its deadline forward when called again with a shorter one (a
   * second `SIGTERM`: end the answers now, each with its error event, rather than cut them).
   */
  close(deadlineMs: number | undefined): Promise<void>;
}

/** @internal */
export const createDrain = (log: ProxyLogger): Drain => {
  const answering = new Set<() => void>();
  let inFlight = 0;
  let closing: Promise<void> | undefined;
  let settled = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let deadline = Infinity;

  const interrupt = () => {
    for (const stop of [...answering]) stop();
    // Every stream ends at once on the abort; a response a runtime never started to send has no
    // stream to end, and must not hold the close forever.
    setTimeout(settled, CLOSE_GRACE_MS);
  };
  const schedule = (deadlineMs: number) => {
    const at = performance.now() + deadlineMs;
    if (at >= deadline) return;
    deadline = at;
    clearTimeout(timer);
    timer = setTimeout(interrupt, deadlineMs);
  };

  return {
    get closing() {
      return closing !== undefined;
    },
    answering,
    begin() {
      inFlight++;
    },
    end() {
      inFlight--;
      if (closing && inFlight === 0) settled();
    },
    close(deadlineMs) {
      if (closing) {
        if (deadlineMs !== undefined) schedule(deadlineMs);
        return closing;
      }
      const ms = deadlineMs ?? DEFAULT_CLOSE_DEADLINE_MS;
      log({
        level: 'info',
        event: 'closing',
        message: `Closing: ${String(inFlight)} ${inFlight === 1 ? 'answer in flight gets' : 'answers in flight get'} up to ${String(ms)} ms to finish.`,
      });
      closing = new Promise<void>((resolve) => {
        settled = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      schedule(ms);
      if (inFlight === 0) settled();
      return closing;
    },
  };
};
