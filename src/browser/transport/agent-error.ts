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

/** The failure kind for an HTTP status that refused a request before any answer. */
export const kindForStatus = (status: number): FailureKind => {
  switch (status) {
    case 400:
      return 'invalid-request';
    case 401:
    case 403:
      return 'unauthorized';
    case 409:
      return 'conflict';
    case 413:
    case 415:
    case 422:
      return 'missing-field';
    case 429:
      return 'quota';
    case 502:
    case 503:
    case 504:
      return 'unavailable';
    default:
      return 'server';
  }
};

const STREAM_CODES: Readonly<Record<string, FailureKind>> = {
  quota_exceeded: 'quota',
  rate_limited: 'rate-limited',
  rate_limit_exceeded: 'rate-limited',
  upstream_timeout: 'unavailable',
  upstream_unavailable: 'unavailable',
};

/** The failure kind for an `error` event that arrived mid-stream. */
export const kindForStreamError = (info: AgentErrorInfo): FailureKind =>
  (info.code ? STREAM_CODES[info.code] : undefined) ?? 'stream-error';
