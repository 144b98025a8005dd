/**
 * What the Redis store costs per request (issue 11): the proxy with a rate limit and an
 * `Idempotency-Key` on every request, once on the in-memory store and once on Redis, in the same
 * run, against a real redis-server on loopback.
 *
 * Latency = from calling the proxy's fetch handler to its response (headers), with an upstream
 * `fetch` that answers at once: what is left is validation plus the store's checks. Requests
 * alternate between the two proxies, so that drift on a shared machine hits both alike. Added =
 * Redis - memory at the same percentile. Measured sequentially (one request at a time: the round
 * trip) and with 32 in flight (the round trips overlap, the event loop is busy).
 *
 * Redis: `REDIS_URL` when set, else `/usr/bin/redis-server` (or `REDIS_SERVER`) started on a free
 * port without persistence. On loopback a round trip is about 0.1 ms; across a data centre, add
 * the network's round-trip time (the checks run concurrently: one round trip per request).
 *
 * Run: `npx tsx -e "import('./bench/redis.ts').then(m => m.benchRedis())"` (about 10 s).
 */
import {spawn} from 'node:child_process';
import type {ChildProcess} from 'node:child_process';
import {randomUUID} from 'node:crypto';
import {existsSync} from 'node:fs';
import {createServer} from 'node:net';
import type {AddressInfo} from 'node:net';
import {
  createAgentProxy,
  createMemoryRateLimitStore,
  createRedisStore,
} from '../src/server/proxy/index.js';
import type {AgentProxyOptions, ProxyStore} from '../src/server/proxy/index.js';

const KEY = 'sk_live_bench0000000000000000000000';
const SEQUENTIAL = 3000;
const CONCURRENT = 6000;
const IN_FLIGHT = 32;
const BODY = JSON.stringify({
  messages: [{role: 'user', content: 'How is a capital gain on shares taxed in France?'}],
  session_id: 'bench-redis',
});
const ANSWER =
  'event: done\ndata: {"type":"done","final_message":{"role":"assistant","content":"ok"}}\n\n';

const freePort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  return port;
};

/** A redis-server of our own, or none when `REDIS_URL` names one. */
const startRedis = async (): Promise<{url: string; child?: ChildProcess}> => {
  const given = process.env['REDIS_URL'];
  if (given) return {url: given};
  const binary = process.env['REDIS_SERVER'] ?? '/usr/bin/redis-server';
  if (!existsSync(binary)) {
    throw new Error(`${binary} is missing: install redis-server, or set REDIS_URL.`);
  }
  const port = await freePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {stdio: ['ignore', 'pipe', 'ignore']},
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', () => {
      reject(new Error(`redis-server exited:\n${output}`));
    });
  });
  child.stdout.resume();
  return {url: `redis://127.0.0.1:${port}`, child};
};

type Handler = (request: Request) => Promise<Response>;

const proxyOn = (store: ProxyStore): Handler => {
  const options: AgentProxyOptions = {
    baseUrl: 'http://upstream.invalid',
    apiKey: KEY,
    store,
    // Never refuses during the run: the cost measured is that of an allowed request. The handler is
    // called directly, with no socket, so the client is named by the header each request carries;
    // without a key the proxy refuses (500) rather than share one bucket between every client.
    rateLimit: {
      capacity: 1e9,
      refillPerSecond: 1e9,
      key: (request) => request.headers.get('x-forwarded-for') ?? '',
    },
    fetch: () =>
      Promise.resolve(new Response(ANSWER, {headers: {'content-type': 'text/event-stream'}})),
    onLog: () => undefined,
  };
  return createAgentProxy(options);
};

/** One request through `handler`; resolves with its latency in ms. */
const once = async (handler: Handler, client: number): Promise<number> => {
  const request = new Request('http://proxy.local/api/chat', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${client % 250}`,
      'idempotency-key': randomUUID(),
    },
    body: BODY,
  });
  const start = performance.now();
  const response = await handler(request);
  const elapsed = performance.now() - start;
  if (response.status !== 200) throw new Error(`the bench proxy answered ${response.status}`);
  await response.body?.cancel();
  return elapsed;
};

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

interface Samples {
  memory: number[];
  redis: number[];
}

const sequential = async (memory: Handler, redis: Handler, count: number): Promise<Samples> => {
  const samples: Samples = {memory: [], redis: []};
  for (let index = 0; index < count; index++) {
    // Alternating which goes first, so neither always runs on a warmer cache.
    const pair = index % 2 === 0 ? ([memory, redis] as const) : ([redis, memory] as const);
    for (const handler of pair) {
      (handler === memory ? samples.memory : samples.redis).push(await once(handler, index));
    }
  }
  return samples;
};

const concurrent = async (memory: Handler, redis: Handler, count: number): Promise<Samples> => {
  const samples: Samples = {memory: [], redis: []};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const handler = index % 2 === 0 ? memory : redis;
      (handler === memory ? samples.memory : samples.redis).push(await once(handler, index));
    }
  };
  await Promise.all(Array.from({length: IN_FLIGHT}, worker));
  return samples;
};

const ms = (value: number) => `${value.toFixed(3)} ms`;

const row = (label: string, samples: Samples): string => {
  const memory = [...samples.memory].sort((a, b) => a - b);
  const redis = [...samples.redis].sort((a, b) => a - b);
  const cells = [50, 99].flatMap((p) => {
    const base = percentile(memory, p);
    const withRedis = percentile(redis, p);
    return [ms(base), ms(withRedis), ms(withRedis - base)];
  });
  return `| ${label} | ${cells.join(' | ')} |`;
};

/** Prints the Redis store's added latency per request as a markdown table. */
export async function benchRedis(): Promise<void> {
  const server = await startRedis();
  const redisStore = createRedisStore({url: server.url}, {prefix: `wac-bench-${randomUUID()}:`});
  try {
    const memory = proxyOn(createMemoryRateLimitStore({maxKeys: 100_000}));
    const redis = proxyOn(redisStore);
    // Warm-up: JIT, the connection, the script cache.
    await sequential(memory, redis, 300);
    const one = await sequential(memory, redis, SEQUENTIAL);
    const many = await concurrent(memory, redis, CONCURRENT);

    console.log('## Redis store: added latency per request (rate limit + Idempotency-Key)');
    console.log('');
    console.log(
      '| load | memory p50 | Redis p50 | added p50 | memory p99 | Redis p99 | added p99 |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    console.log(row(`sequential (${SEQUENTIAL} each)`, one));
    console.log(row(`${IN_FLIGHT} in flight (${CONCURRENT / 2} each)`, many));
    console.log('');
    console.log(
      `Redis on loopback (${server.child ? 'started by the bench' : 'REDIS_URL'}); in production add one network round trip per request.`,
    );
  } finally {
    await redisStore.close();
    server.child?.kill('SIGKILL');
  }
}
