/**
 * `wealth-agent-chat/proxy`: the key-holding proxy a client runs on its own servers. Server-only:
 * browser code never imports it.
 */
export {createAgentProxy} from './create-agent-proxy.js';
export type {AgentProxy, ProxyReadiness} from './create-agent-proxy.js';
export {createProxyMetrics} from './metrics.js';
export type {ProxyMetrics, ProxyMetricsOptions} from './metrics.js';
export type {RequestOutcome, StreamOutcome} from './observer.js';
export {createProxyProbes} from './probes.js';
export type {ProxyProbes} from './probes.js';
export type {TrustProxy} from './client-address.js';
export {API_KEY_PREFIX, PROXY_ENV} from './options.js';
export type {
  AgentProxyOptions,
  ProxyIdempotency,
  ProxyRateLimit,
  ProxyRequestContext,
  ProxyUsage,
  TokenBucketLimit,
} from './options.js';
export {PROXY_LOG_LEVELS, createJsonLogger} from './log.js';
export type {JsonLoggerOptions, ProxyLogEntry, ProxyLogLevel, ProxyLogger} from './log.js';
export {createMemoryRateLimitStore} from './rate-limit.js';
export type {
  IdempotencyStore,
  MemoryRateLimitStoreOptions,
  ProxyStore,
  RateLimitDecision,
  RateLimitStore,
  StoreHealth,
} from './rate-limit.js';
export {createRedisStore} from './redis-store.js';
export type {
  RedisClientLike,
  RedisConnection,
  RedisFailMode,
  RedisStore,
  RedisStoreOptions,
} from './redis-store.js';
export {StoreUnavailableError} from './store-unavailable.js';
export {toNodeHandler} from '../node/adapter.js';
export {closeOnSignal} from './close-on-signal.js';
export type {Closable, CloseOnSignalOptions} from './close-on-signal.js';
export type {FetchHandler, NodeHandler, NodeHandlerOptions} from '../node/adapter.js';
