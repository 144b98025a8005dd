/**
 * One proxy instance in its own process, as docs/scaling.md deploys it: on Redis, behind a load
 * balancer, with its probes and metrics, closing gracefully on SIGTERM with the recipe the docs
 * give. The multi-instance tests play the load balancer themselves (`WAC_TRUST_PROXY=1`), the
 * topology tests put nginx in front (its address). Configured by environment (instances.ts sets
 * it); prints `{"type":"ready","url"}` once it listens, then one `{"type":"log","entry"}` line per
 * log entry of the proxy or the store, `{"type":"request","session_id"}` per request it relays and
 * `{"type":"keepalive_timeout"}` when it, not the load balancer, closes an idle connection.
 *
 * Run: `node --import tsx test/helpers/proxy-instance.ts`.
 */
import {createServer} from 'node:http';
import type {AddressInfo, Socket} from 'node:net';
import {
  closeOnSignal,
  createAgentProxy,
  createProxyMetrics,
  createProxyProbes,
  createRedisStore,
  toNodeHandler,
} from '../../src/server/proxy/index.js';
import type {RedisFailMode} from '../../src/server/proxy/index.js';
import {env, onLog, print} from './instance-io.js';

const store = createRedisStore(
  {url: env('WAC_REDIS_URL')},
  {
    prefix: env('WAC_REDIS_PREFIX'),
    failMode: env('WAC_FAIL_MODE') as RedisFailMode,
    onLog,
    // Not the default 500 ms: with both cores busy, a starved Redis or instance took longer, the
    // store counted an outage, and a duplicate went through (fail open) or a question was refused
    // (fail closed) with Redis up. The tests' outages are a killed Redis, whose dropped connection
    // fails every command at once whatever the timeout.
    timeoutMs: 10_000,
  },
);
const userCapacity = process.env['WAC_USER_CAPACITY'];
const trustProxy = env('WAC_TRUST_PROXY');
const heartbeatMs = process.env['WAC_HEARTBEAT_MS'];
const origin = process.env['WAC_ORIGIN'];
// docs/proxy.md, "Probes and metrics in your own server": what Prometheus scrapes here.
const metrics = await createProxyMetrics();
const proxy = createAgentProxy({
  metrics,
  baseUrl: env('WAC_BASE_URL'),
  apiKey: env('WAC_API_KEY'),
  store,
  rateLimit: {
    capacity: Number(env('WAC_CAPACITY')),
    // Next to nothing comes back during a test: every allowed request is counted.
    refillPerSecond: 0.0001,
    ...(userCapacity === undefined
      ? {}
      : {perUser: {capacity: Number(userCapacity), refillPerSecond: 0.0001}}),
  },
  ...(userCapacity === undefined
    ? {}
    : {getUserId: (request: Request) => request.headers.get('x-test-user') ?? undefined}),
  trustProxy: /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy,
  ...(heartbeatMs === undefined ? {} : {heartbeatMs: Number(heartbeatMs)}),
  ...(origin === undefined ? {} : {allowedOrigins: [origin]}),
  // Tells the test which instance took which conversation; changes nothing.
  transformRequest: (body) => {
    print({type: 'request', session_id: body.session_id});
    return body;
  },
  onLog,
});

const probes = createProxyProbes(proxy, {metrics});
const routes: Record<string, (request: Request) => Promise<Response>> = {
  '/metrics': probes.metrics,
  '/readyz': probes.readyz,
};
const server = createServer(
  toNodeHandler((request) => (routes[new URL(request.url).pathname] ?? proxy)(request)),
);
// Tells the test when this instance, not nginx, closed an idle keep-alive connection.
server.on('connection', (socket: Socket) => {
  socket.on('timeout', () => {
    print({type: 'keepalive_timeout'});
  });
});
server.listen(0, '127.0.0.1', () => {
  print({type: 'ready', url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`});
});

// docs/scaling.md, "Rolling deploys": the recipe under test. WAC_KEEP_LISTENING=1 drains as the
// command does, answering 503 shutting_down rather than refusing connections.
closeOnSignal(server, proxy, {
  onClosed: () => store.close(),
  keepListening: process.env['WAC_KEEP_LISTENING'] === '1',
});
