import type {AgentErrorInfo} from '../../protocol/index.js';

/** Every way a request can fail, as the user is told about it. */
export const FAILURE_KINDS = [
  'invalid-request',
  'unauthorized',
  'missing-field',
  'conflict',
  'quota',
  'rate-limited',
  'server',
  'unavailable',
  'network',
  'offline',
  'misconfigured',
  'not-sse',
  'interrupted',
  'stream-error',
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** A failed agent request: what kind of failure, the HTTP status if any, and the server's words. */
export class AgentRequestError extends Error {
  override readonly name = 'AgentRequestError';

  constructor(
    readonly kind: FailureKind,
    readonly info: AgentErrorInfo = {},
    readonly status?: number,
  ) {
    super(info.message ?? kind);
  }
}

/**
 * A request that never reached the proxy. The browser says why only on its console (a refused
 * connection, DNS, CORS); what the page can tell apart is whether the browser knows it is offline,
 * the one case where "check your network" is advice the user can act on.
 */
export const unreachable = (): AgentRequestError =>
  new AgentRequestError(navigator.onLine ? 'network' : 'offline');

/**
 * Statuses that mean no proxy route answered at that URL (a static server, a mistyped path, a
 * route mounted for GET only), not a proxy that failed: `proxy-url` is what to check.
 */
export const WRONG_PATH_STATUSES: readonly number[] = [404, 405, 501];

const STATUS_KINDS: Readonly<Record<number, FailureKind>> = {
  400: 'invalid-request',
  401: 'unauthorized',
  403: 'unauthorized',
  409: 'conflict',
  413: 'missing-field',
  415: 'missing-field',
  422: 'missing-field',
  429: 'quota',
  502: 'unavailable',
  503: 'unavailable',
  504: 'unavailable',
};

/**
 * The failure kind for an HTTP status that refused a request before any answer. A `429` is the
 * daily quota unless its body says it is the proxy's own rate limit, which passes in minutes.
 */
export const kindForStatus = (status: number, info: AgentErrorInfo = {}): FailureKind =>
  (status === 429 && info.code === 'rate_limited' ? 'rate-limited' : STATUS_KINDS[status]) ??
  'server';

const STREAM_CODES: Readonly<Record<string, FailureKind>> = {
  quota_exceeded: 'quota',
  rate_limited: 'rate-limited',
  rate_limit_exceeded: 'rate-limited',
  upstream_timeout: 'unavailable',
  upstream_unavailable: 'unavailable',
  shutting_down: 'interrupted',
};

/** The failure kind for an `error` event that arrived mid-stream. */
export const kindForStreamError = (info: AgentErrorInfo): FailureKind =>
  (info.code ? STREAM_CODES[info.code] : undefined) ?? 'stream-error';
