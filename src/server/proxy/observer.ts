import type {StreamOutcome} from './relay-core.js';

export type {StreamOutcome} from './relay-core.js';

/**
 * What became of one request the proxy answered: an answer `streamed`, `refused` before anything
 * went upstream, an `upstream_error` (the agent service failed or refused it), a `preflight`
 * (CORS `OPTIONS`), or an `error` of the proxy or of its hooks.
 */
export type RequestOutcome = 'streamed' | 'refused' | 'upstream_error' | 'preflight' | 'error';

/** What the proxy tells its metrics as requests go by. @internal */
export interface ProxyObserver {
  /** A response was decided (its status line is about to leave). */
  answered(outcome: RequestOutcome, status: number): void;
  /** A refusal, by its error code (`rate_limited`, `conflict`, `store_unavailable`...). */
  refused(reason: string): void;
  /** An answer started streaming. */
  streamOpened(): void;
  /** The upstream's first bytes arrived, `seconds` after the request did. */
  firstEvent(seconds: number): void;
  /** An answer stopped streaming after `seconds`. */
  streamClosed(outcome: StreamOutcome, seconds: number): void;
}

/** What a proxy's state looks like to its metrics, read at each scrape. @internal */
export interface ObservedState {
  draining(): boolean;
  /** `undefined` for a store that cannot tell (the in-memory one is always there). */
  storeAvailable(): Promise<boolean | undefined>;
}

/** Where the proxy finds its observer on a `ProxyMetrics`. @internal */
export const OBSERVE = Symbol('wealth-agent-chat.observe');

/** The observer side of a `ProxyMetrics`. @internal */
export interface Observable {
  [OBSERVE]: {observer: ProxyObserver; watch(state: ObservedState): void};
}

/** Seconds since `start`, a `performance.now()` reading. @internal */
export const secondsSince = (start: number): number => (performance.now() - start) / 1000;
