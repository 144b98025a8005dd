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
import {randomUUID} from 'node:crypto';
import {
  createAgentProxy,
  createMemoryRateLimitStore,
  createRedisStore,
} from '../src/server/proxy/index.js';
import type {AgentProxyOptions, ProxyStore} from '../src/server/proxy/index.js';
import {createClient} from 'redis';
import type {RedisClientType} from 'redis';
import {startRedis} from '../test/helpers/redis-server.ts';

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

type Handler = (request: Request) => Promise<Response>;

const proxyOn = (store: ProxyStore, limits: Partial<AgentProxyOptions> = {}): Handler => {
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
    ...limits,
    fetch: () =>
      Promise.resolve(new Response(ANSWER, {headers: {'content-type': 'text/event-stream'}})),
    onLog: () => undefined,
  };
  return createAgentProxy(options);
};

/** One request through `handler` from client address `client`; resolves with its status. */
const send = async (
  handler: Handler,
  client: string,
  key: string = randomUUID(),
): Promise<number> => {
  const response = await handler(
    new Request('http://proxy.local/api/chat', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': client,
        'idempotency-key': key,
      },
      body: BODY,
    }),
  );
  await response.body?.cancel();
  return response.status;
};

/** One request through `handler`; resolves with its latency in ms. */
const once = async (handler: Handler, client: number): Promise<number> => {
  const start = performance.now();
  const status = await send(handler, `198.51.100.${client % 250}`);
  const elapsed = performance.now() - start;
  if (status !== 200) throw new Error(`the bench proxy answered ${status}`);
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
  // The bench's own redis-server (the tests' helper), or none when `REDIS_URL` names one.
  const given = process.env['REDIS_URL'];
  const server = given ? undefined : await startRedis();
  const url = given ?? server?.url ?? '';
  const redisStore = createRedisStore({url}, {prefix: `wac-bench-${randomUUID()}:`});
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
      `Redis on loopback (${server ? 'started by the bench' : 'REDIS_URL'}); in production add one network round trip per request.`,
    );
    console.log('');
    await countCommands(url);
  } finally {
    await redisStore.close();
    await server?.stop();
  }
}

/** Redis's own count of the commands it ran since the last `CONFIG RESETSTAT`, by name. */
const commandStats = async (client: RedisClientType): Promise<Map<string, number>> => {
  const info = await client.info('commandstats');
  const counts = new Map<string, number>();
  for (const [, name = '', calls = '0'] of info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) {
    // The bench's own INFO and CONFIG RESETSTAT are not the proxy's.
    if (!/^(info|config)/.test(name)) counts.set(name, Number(calls));
  }
  return counts;
};

/** The mean of `MEMORY USAGE` over up to 500 keys matching `pattern`: what one key keeps in RAM. */
const memoryPerKey = async (client: RedisClientType, pattern: string): Promise<number> => {
  const keys: string[] = [];
  for await (const batch of client.scanIterator({MATCH: pattern, COUNT: 1000})) {
    keys.push(...batch);
    if (keys.length >= 500) break;
  }
  const sizes = await Promise.all(keys.map((key) => client.memoryUsage(key)));
  return sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0) / keys.length;
};

/**
 * Commands per request as Redis counts them (`INFO commandstats`, which also counts the commands a
 * script runs): `REQUESTS` of each kind, each from a client of its own, through the proxy with the
 * Redis store, the statistics reset before the kind's requests and read after them; and the memory
 * one key they leave behind takes until it expires.
 */
const countCommands = async (url: string): Promise<void> => {
  const client: RedisClientType = createClient({url});
  await client.connect();
  // As short as the default `wac:`, so the memory per key is what a deployment's would be.
  const prefix = `w${randomUUID().slice(0, 3)}:`;
  const store = createRedisStore({client}, {prefix});
  const byClient = {key: (request: Request) => request.headers.get('x-forwarded-for') ?? ''};
  const roomy = proxyOn(store);
  const perUser = proxyOn(store, {
    rateLimit: {
      capacity: 1e9,
      refillPerSecond: 1e9,
      perUser: {capacity: 1e9, refillPerSecond: 1e9},
      ...byClient,
    },
    getUserId: (request) => `user-${request.headers.get('x-forwarded-for') ?? ''}`,
  });
  const tight = proxyOn(store, {rateLimit: {capacity: 1, refillPerSecond: 0.0001, ...byClient}});
  const REQUESTS = 2000;
  const kinds: Array<[string, (index: number) => Promise<number>, number]> = [
    ['question (client bucket, Idempotency-Key)', (i) => send(roomy, `q-${i}`), 200],
    ['question with `perUser`', (i) => send(perUser, `u-${i}`), 200],
    [
      '`409` duplicate (its first request not counted)',
      (i) => send(roomy, `d-${i}`, `dup-${i}`),
      409,
    ],
    ['`429` refusal (its first request not counted)', (i) => send(tight, `r-${i}`), 429],
  ];
  try {
    // Warm-up: the script is loaded, the connection open.
    await send(roomy, 'warm-up');
    for (let i = 0; i < REQUESTS; i++) await send(roomy, `d-${i}`, `dup-${i}`);
    for (let i = 0; i < REQUESTS; i++) await send(tight, `r-${i}`);
    console.log(`## Redis commands per request (INFO commandstats, ${REQUESTS} requests each)`);
    console.log('');
    console.log('| request | status | commands per request, as Redis ran them | in all |');
    console.log('| --- | --- | --- | --- |');
    for (const [label, run, expected] of kinds) {
      await client.configResetStat();
      for (let i = 0; i < REQUESTS; i++) {
        const status = await run(i);
        if (status !== expected) throw new Error(`${label}: ${status}, not ${expected}`);
      }
      const counts = await commandStats(client);
      const per = [...counts]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, calls]) => `${name} ${(calls / REQUESTS).toFixed(2)}`);
      const total = [...counts.values()].reduce((sum, calls) => sum + calls, 0) / REQUESTS;
      console.log(`| ${label} | ${expected} | ${per.join(', ')} | ${total.toFixed(2)} |`);
    }
    const bucket = await memoryPerKey(client, `${prefix}rate:*`);
    const key = await memoryPerKey(client, `${prefix}idem:*`);
    console.log('');
    console.log(
      `Memory per key (MEMORY USAGE, mean of up to 500, prefix of ${prefix.length} characters): a bucket ${bucket.toFixed(0)} B, an Idempotency-Key ${key.toFixed(0)} B.`,
    );
  } finally {
    await store.close();
    client.destroy();
  }
};
