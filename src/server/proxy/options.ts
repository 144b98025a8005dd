import {createClientAddress} from './client-address.js';
import type {TrustProxy} from './client-address.js';
import type {AgentRequest, Usage} from '../../protocol/index.js';
import type {ProxyLogger} from './log.js';
import type {ProxyMetrics} from './metrics.js';
import type {ProxyStore, RateLimitStore} from './rate-limit.js';

/** The environment variables the proxy reads its upstream from. */
export const PROXY_ENV = {
  baseUrl: 'WEALTH_AGENT_BASE_URL',
  apiKey: 'WEALTH_AGENT_API_KEY',
} as const;

/** The prefix every live key of the agent API carries. */
export const API_KEY_PREFIX = 'sk_live_';

/** A token bucket: `capacity` requests in a burst, refilled at `refillPerSecond`. */
export interface TokenBucketLimit {
  capacity: number;
  refillPerSecond: number;
}

/** A per-client token bucket: `capacity` requests in a burst, refilled at `refillPerSecond`. */
export interface ProxyRateLimit extends TokenBucketLimit {
  /** Where buckets live; default the proxy's `store`. */
  store?: RateLimitStore;
  /**
   * A second bucket per end user, checked when the user is known (`getUserId`, or `userId` set by
   * `transformRequest`); both buckets must allow a request. Default none.
   */
  perUser?: TokenBucketLimit;
  /**
   * Which client a request belongs to. The default is the client's address: the connection's
   * peer, or with `trustProxy` the right-most `X-Forwarded-For` entry your own proxies did not
   * add. A client writes any `X-Forwarded-For` it likes, so its left-most entry is never read.
   * Required where the runtime gives the proxy no address (Workers, Deno, Bun, Next.js): the
   * proxy refuses to start there, or refuses requests it cannot place, rather than put every
   * client in one bucket. Prefer a signed-in user's id when there is one.
   */
  key?: (request: Request) => string;
}

/** Per-request facts the proxy's hooks may read and set. */
export interface ProxyRequestContext {
  /**
   * The signed-in end user the request is for, from `getUserId`; `transformRequest` may set it
   * (it often knows the user already). Used for `rateLimit.perUser`; never sent upstream.
   */
  userId: string | undefined;
}

/** How long an `Idempotency-Key` is remembered. */
export interface ProxyIdempotency {
  /** In ms; a repeat within this time is refused with `409`. Default 600 000 (10 minutes). */
  ttlMs?: number;
}

/** Usage reported by the upstream for one answer, with the conversation it belongs to. */
export type ProxyUsage = Usage & {session_id: string};

/** Options of `createAgentProxy`; every one is optional. */
export interface AgentProxyOptions {
  /** The agent service, e.g. `https://agent.example.com`; default env `WEALTH_AGENT_BASE_URL`. */
  baseUrl?: string;
  /** The `sk_live_...` key; default env `WEALTH_AGENT_API_KEY`. Never sent to a browser. */
  apiKey?: string;
  /** Where to read the two variables instead of `process.env` (Workers bindings, Deno.env...). */
  env?: Record<string, string | undefined>;
  /** Largest request body accepted, in bytes; default 256 KiB. */
  maxBodyBytes?: number;
  /** How long to wait for the upstream's response headers, in ms; default 10 000. */
  connectTimeoutMs?: number;
  /** How long the upstream may send no byte mid-stream before the answer is ended, in ms; default 60 000. */
  idleTimeoutMs?: number;
  /** How often a `: ping` comment goes to the browser while the upstream is silent, in ms; default 15 000. */
  heartbeatMs?: number;
  /**
   * Sends the stream's headers and a `: accepted` comment as soon as a request is admitted,
   * before the agent service answers, so that load balancers and the browser see the answer open
   * at once. The upstream's refusals and failures (quota, key, timeout) then arrive as one `error`
   * event instead of an HTTP status. Default `false`; the `wealth-agent-proxy` command sets it.
   */
  openStreamEarly?: boolean;
  /** Origins allowed to call the proxy from a browser, or `'*'`; default none (same origin only). */
  allowedOrigins?: string[] | '*';
  /** A per-client (and optionally per-user) rate limit, checked before the upstream is called. */
  rateLimit?: ProxyRateLimit;
  /**
   * The proxies in front of this one (load balancers) whose `X-Forwarded-For` entries are
   * believed, as Express's `trust proxy`: their addresses and CIDR ranges (`['10.0.0.0/8']`,
   * `'loopback'`, `'linklocal'`, `'uniquelocal'`, `'private'`), or a hop count (`1` behind one
   * nginx or ALB), which believes any peer: only for an instance that nothing but the load
   * balancer can reach. Default none: the client is the connection's peer.
   */
  trustProxy?: TrustProxy;
  /**
   * Where rate-limit buckets and idempotency keys live. Default an in-memory store, right for one
   * process; several instances share one with `createRedisStore`.
   */
  store?: ProxyStore;
  /**
   * Refuses a request whose `Idempotency-Key` header was already seen (a double submit, a
   * gateway's retry) with `409`, before it is billed. Default on, 10 minutes; `false` turns it off.
   */
  idempotency?: ProxyIdempotency | false;
  /** The signed-in end user a request is for, e.g. from your session cookie; for `rateLimit.perUser`. */
  getUserId?: (request: Request) => string | undefined | Promise<string | undefined>;
  /**
   * Rewrites the validated request (force a residence, derive `session_id`...); the result is
   * validated again. `context.userId` may be set here instead of in `getUserId`.
   */
  transformRequest?: (
    body: AgentRequest,
    request: Request,
    context: ProxyRequestContext,
  ) => AgentRequest | Promise<AgentRequest>;
  /** Receives the proxy's log entries; default prints warnings and errors to `console.error`. */
  onLog?: ProxyLogger;
  /**
   * Prometheus metrics to count requests, refusals and streams into, from `createProxyMetrics()`;
   * serve them with `createProxyProbes`. Default none.
   */
  metrics?: ProxyMetrics;
  /** Called with the token usage the upstream reports in an answer's `metadata` event. */
  onUsage?: (usage: ProxyUsage) => void | Promise<void>;
  /**
   * The fetch used to call the upstream. Default: in Node, undici's fetch over an agent whose
   * connect, header and body timeouts come from the two options above; elsewhere the runtime's
   * `fetch`. One supplied here must apply its own timeouts.
   */
  fetch?: typeof fetch;
}

/**
 * The options with every default applied and checked.
 *
 * @internal
 */
export interface ProxyConfig {
  endpoint: string;
  apiKey: string;
  maxBodyBytes: number;
  connectTimeoutMs: number;
  idleTimeoutMs: number;
  heartbeatMs: number;
  allowedOrigins: ReadonlySet<string> | '*' | undefined;
  rateLimit: ProxyRateLimit | undefined;
  /** The client's address from the connection's and `X-Forwarded-For`, under `trustProxy`. */
  clientAddress: (socketAddress: string, forwardedFor: string | null) => string;
  /** `undefined` when idempotency is off. */
  idempotencyTtlMs: number | undefined;
}

const processEnv = (): Record<string, string | undefined> | undefined =>
  // Workers and Deno may have no `process`: read it defensively so the module still loads there.
  (globalThis as {process?: {env?: Record<string, string | undefined>}}).process?.env;

const positive = (name: string, value: number | undefined, fallback: number): number => {
  const result = value ?? fallback;
  if (!Number.isFinite(result) || result <= 0) {
    throw new Error(`createAgentProxy: ${name} must be a positive number.`);
  }
  return result;
};

const normaliseOrigin = (origin: string): string => {
  try {
    return new URL(origin).origin;
  } catch {
    throw new Error(`createAgentProxy: allowedOrigins holds an invalid origin: ${origin}`);
  }
};

/**
 * Applies defaults and refuses a configuration that cannot work, naming the variable to fix.
 * Error messages never repeat the key, not even a wrong one.
 *
 * @internal
 */
export const resolveConfig = (options: AgentProxyOptions): ProxyConfig => {
  const env = options.env ?? processEnv() ?? {};
  const apiKey = options.apiKey ?? env[PROXY_ENV.apiKey] ?? '';
  if (apiKey.trim() === '') {
    throw new Error(
      `createAgentProxy: no API key. Set ${PROXY_ENV.apiKey} (or the apiKey option) to your sk_live_... key.`,
    );
  }
  if (!apiKey.startsWith(API_KEY_PREFIX) || /\s/.test(apiKey)) {
    throw new Error(
      `createAgentProxy: ${PROXY_ENV.apiKey} (or the apiKey option) is not a live key: it must start with ${API_KEY_PREFIX} and hold no spaces.`,
    );
  }

  const baseUrl = (options.baseUrl ?? env[PROXY_ENV.baseUrl] ?? '').trim();
  let base: URL | undefined;
  try {
    base = baseUrl === '' ? undefined : new URL(baseUrl);
  } catch {
    base = undefined;
  }
  if (!base || (base.protocol !== 'http:' && base.protocol !== 'https:')) {
    throw new Error(
      `createAgentProxy: ${PROXY_ENV.baseUrl} (or the baseUrl option) must be the agent service's http(s) URL, e.g. https://agent.example.com.`,
    );
  }
  base.search = '';
  base.hash = '';
  const endpoint = `${base.href.replace(/\/+$/, '')}/api/agent`;

  const rateLimit = options.rateLimit;
  if (rateLimit) {
    positive('rateLimit.capacity', rateLimit.capacity, 1);
    positive('rateLimit.refillPerSecond', rateLimit.refillPerSecond, 1);
    if (rateLimit.perUser) {
      positive('rateLimit.perUser.capacity', rateLimit.perUser.capacity, 1);
      positive('rateLimit.perUser.refillPerSecond', rateLimit.perUser.refillPerSecond, 1);
    }
  }
  const idempotency = options.idempotency ?? {};

  const origins = options.allowedOrigins;
  return {
    endpoint,
    apiKey,
    maxBodyBytes: positive('maxBodyBytes', options.maxBodyBytes, 256 * 1024),
    connectTimeoutMs: positive('connectTimeoutMs', options.connectTimeoutMs, 10_000),
    idleTimeoutMs: positive('idleTimeoutMs', options.idleTimeoutMs, 60_000),
    heartbeatMs: positive('heartbeatMs', options.heartbeatMs, 15_000),
    allowedOrigins:
      origins === undefined || origins === '*' ? origins : new Set(origins.map(normaliseOrigin)),
    rateLimit,
    clientAddress: createClientAddress(options.trustProxy),
    idempotencyTtlMs:
      idempotency === false
        ? undefined
        : positive('idempotency.ttlMs', idempotency.ttlMs, 10 * 60 * 1000),
  };
};
