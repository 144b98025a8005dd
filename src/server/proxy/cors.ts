import type {ProxyConfig} from './options.js';

/** What the CORS check decided for one request. @internal */
export interface CorsDecision {
  allowed: boolean;
  /** Headers every response to this request carries (so a browser can read even an error). */
  headers: Record<string, string>;
}

/** Headers a preflight answer adds to {@link CorsDecision.headers}. @internal */
export const PREFLIGHT_HEADERS = {
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, idempotency-key',
  'access-control-max-age': '600',
} as const;

/**
 * Checks a request's `Origin` against `allowedOrigins`.
 *
 * No `Origin` (a server-to-server call) is always allowed. Without `allowedOrigins` the proxy
 * sends no CORS headers, so browsers keep it same-origin by themselves; any `Origin` passes here.
 *
 * @internal
 */
export const checkCors = (
  allowedOrigins: ProxyConfig['allowedOrigins'],
  origin: string | null,
): CorsDecision => {
  if (origin === null || allowedOrigins === undefined) return {allowed: true, headers: {}};
  const exposed = {'access-control-expose-headers': 'retry-after'};
  if (allowedOrigins === '*') {
    return {allowed: true, headers: {'access-control-allow-origin': '*', ...exposed}};
  }
  // The answer depends on Origin, so a shared cache must not hand one origin's answer to another.
  if (!allowedOrigins.has(origin)) return {allowed: false, headers: {vary: 'Origin'}};
  return {
    allowed: true,
    headers: {'access-control-allow-origin': origin, vary: 'Origin', ...exposed},
  };
};
