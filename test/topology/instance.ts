/**
 * One proxy instance as docs/scaling.md deploys it: on Redis, behind one load balancer
 * (`trustProxy: '127.0.0.1'`, nginx's address: the test's clients are other loopback addresses), closing gracefully on SIGTERM with the recipe the docs give. Prints
 * `{"type":"ready","url"}` once it listens, then one `{"type":"log","entry"}` line per log entry.
 *
 * Run: `node --import tsx test/topology/instance.ts`, configured by environment.
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
import {env, onLog, print} from '../helpers/instance-io.js';

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
// docs/proxy.md, "Probes and metrics in your own server": what Prometheus scrapes here.
const metrics = await createProxyMetrics();
const proxy = createAgentProxy({
  metrics,
  baseUrl: env('WAC_BASE_URL'),
  apiKey: env('WAC_API_KEY'),
  store,
  rateLimit: {capacity: Number(env('WAC_CAPACITY')), refillPerSecond: 0.0001},
  trustProxy: '127.0.0.1',
  heartbeatMs: Number(env('WAC_HEARTBEAT_MS')),
  allowedOrigins: [env('WAC_ORIGIN')],
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
