/**
 * One proxy instance in its own process, as a load balancer would see it: the proxy on Redis in
 * front of the agent service. Configured by environment; prints `{"type":"ready","url"}` once it
 * listens, then one `{"type":"log","entry"}` line per log entry of the proxy or the store.
 *
 * Run: `node --import tsx test/server/multi-instance/proxy-instance.ts`.
 */
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {
  createAgentProxy,
  createRedisStore,
  toNodeHandler,
} from '../../../src/server/proxy/index.js';
import type {RedisFailMode} from '../../../src/server/proxy/index.js';
import {env, onLog, print} from '../../helpers/instance-io.js';

const store = createRedisStore(
  {url: env('WAC_REDIS_URL')},
  {
    prefix: env('WAC_REDIS_PREFIX'),
    failMode: env('WAC_FAIL_MODE') as RedisFailMode,
    // Generous: a command slower than this on a loaded CI machine would fail open and skew counts.
    timeoutMs: 3000,
    onLog,
  },
);
const proxy = createAgentProxy({
  baseUrl: env('WAC_BASE_URL'),
  apiKey: env('WAC_API_KEY'),
  store,
  rateLimit: {
    capacity: Number(env('WAC_CAPACITY')),
    // Next to nothing comes back during a test: every allowed request is counted.
    refillPerSecond: 0.0001,
    perUser: {capacity: Number(env('WAC_USER_CAPACITY')), refillPerSecond: 0.0001},
  },
  getUserId: (request) => request.headers.get('x-test-user') ?? undefined,
  // The tests play the load balancer: the client is the X-Forwarded-For entry they append.
  trustProxy: 1,
  onLog,
});

const server = createServer(toNodeHandler(proxy));
server.listen(0, '127.0.0.1', () => {
  const {port} = server.address() as AddressInfo;
  print({type: 'ready', url: `http://127.0.0.1:${port}`});
});

process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close();
  void store.close().then(() => process.exit(0));
});
