import type {FetchHandler} from '../node/adapter.js';
import {nodeRequestOf} from '../node/context.js';
import {createAdmission} from './admission.js';
import {createDrain} from './drain.js';
import {createLogger} from './log.js';
import type {ProxyLogger} from './log.js';
import {OBSERVE} from './observer.js';
import {resolveConfig} from './options.js';
import type {AgentProxyOptions, ProxyConfig} from './options.js';
import {createMemoryRateLimitStore} from './rate-limit.js';
import type {ProxyStore, RateLimitStore} from './rate-limit.js';
import {createRequestPipeline} from './request-pipeline.js';
import {createUpstreamClient, isNode} from './upstream-fetch.js';
import type {UpstreamClient} from './upstream-fetch.js';

/** The agent proxy: a fetch-standard handler that can close gracefully. */
export interface AgentProxy extends FetchHandler {
  /**
   * Closes gracefully, for a rolling deploy: new requests get `503 shutting_down` (nothing went
   * upstream, so a load balancer may pass them on), answers in flight finish, and any still
   * streaming after `deadlineMs` (default 25 000) end with one `error` event the element shows as
   * interrupted. Resolves once no answer is in flight. Call it on `SIGTERM` after closing your
   * server's listening socket; close your `store` after it. Called again with a shorter
   * `deadlineMs` (a second `SIGTERM`), it brings the deadline forward.
   */
  close(options?: {deadlineMs?: number}): Promise<void>;
  /** Whether `close()` was called: from then on the proxy takes no new answer. */
  readonly draining: boolean;
  /**
   * Whether this instance should be sent new requests, for a readiness probe: not while it
   * drains, nor while a store that fails closed cannot be reached (asked with one command).
   */
  ready(): Promise<ProxyReadiness>;
}

/** What {@link AgentProxy.ready} found. */
export type ProxyReadiness =
  {ready: true} | {ready: false; reason: 'draining' | 'store_unavailable'};

/** Makes the proxy's upstream client from its configuration and logger. @internal */
export type UpstreamClientOf = (config: ProxyConfig, log: ProxyLogger) => UpstreamClient;

/**
 * Creates the agent proxy: a fetch-standard handler that holds the API key, validates what a
 * browser sends before a token is spent, and streams the agent's answer back unaltered.
 *
 * Runs as is in fetch-standard runtimes (Next.js route handlers, Hono, Workers, Deno, Bun); wrap it
 * with `toNodeHandler` for `node:http`, Express or Connect.
 *
 * @throws Error when the key (`WEALTH_AGENT_API_KEY`) is missing or not an `sk_live_` key, or the
 *   base URL (`WEALTH_AGENT_BASE_URL`) is missing or not http(s).
 */
export const createAgentProxy = (options: AgentProxyOptions = {}): AgentProxy =>
  assembleAgentProxy(options, (config, log) =>
    options.fetch ? {fetch: options.fetch} : createUpstreamClient(config, log),
  );

/**
 * The proxy's lifecycle around its request pipeline (`request-pipeline.ts`): the stores and their
 * health, the graceful close, readiness and the metrics. `clientOf` makes the upstream client;
 * the tests give it one with their own HTTP client settings.
 *
 * @internal
 */
export const assembleAgentProxy = (
  options: AgentProxyOptions,
  clientOf: UpstreamClientOf,
): AgentProxy => {
  const config = resolveConfig(options);
  if (config.rateLimit && !config.rateLimit.key && !isNode()) {
    // Everyone in one bucket, or a header any client can forge: both are worse than no start.
    throw new Error(
      'createAgentProxy: this runtime gives the proxy no client address, so rateLimit needs rateLimit.key (for example the signed-in user, or the address your platform puts in a header it sets itself).',
    );
  }
  const log = createLogger(config.apiKey, options.onLog);
  const store = options.store ?? createMemoryRateLimitStore();
  const stores: ReadonlySet<RateLimitStore & Pick<ProxyStore, 'health'>> = new Set([
    store,
    config.rateLimit?.store ?? store,
  ]);
  /** Each store's health, asked of those that can tell. */
  const storeHealth = () =>
    Promise.all([...stores].map((each) => each.health?.() ?? Promise.resolve(undefined)));
  // Graceful close: no new answers, the ones in flight finish until the deadline.
  const drain = createDrain(log);
  const observer = options.metrics?.[OBSERVE].observer;
  options.metrics?.[OBSERVE].watch({
    draining: () => drain.closing,
    storeAvailable: async () => {
      const health = await storeHealth();
      const known = health.filter((each) => each !== undefined);
      return known.length === 0 ? undefined : known.every((each) => each.available);
    },
  });
  const pipeline = createRequestPipeline({
    config,
    options,
    log,
    upstream: clientOf(config, log),
    admit: createAdmission({
      config,
      rateStore: config.rateLimit?.store ?? store,
      idempotencyStore: store,
      clientKey: config.rateLimit?.key ?? ((_request, address) => address ?? ''),
      log,
    }),
    drain,
    observer,
  });

  const handler = async (request: Request): Promise<Response> => {
    const answer = await pipeline(request, nodeRequestOf(request));
    observer?.answered(answer.outcome, answer.response.status);
    if (answer.reason !== undefined) observer?.refused(answer.reason);
    return answer.response;
  };

  const ready = async (): Promise<ProxyReadiness> => {
    if (drain.closing) return {ready: false, reason: 'draining'};
    const health = await storeHealth();
    return health.some((each) => each?.failMode === 'closed' && !each.available)
      ? {ready: false, reason: 'store_unavailable'}
      : {ready: true};
  };

  return Object.defineProperties(handler, {
    close: {
      value: (closeOptions: {deadlineMs?: number} = {}) => drain.close(closeOptions.deadlineMs),
    },
    ready: {value: ready},
    draining: {get: () => drain.closing, enumerable: true},
  }) as AgentProxy;
};
