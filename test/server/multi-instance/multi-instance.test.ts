/**
 * Issue 11: three proxy processes behind an imaginary load balancer, on one real redis-server, in
 * front of the simulator. Needs /usr/bin/redis-server (Debian's package; `.ci/run` installs it):
 * without it these tests fail, saying so, rather than pass by skipping.
 */
import assert from 'node:assert/strict';
import {randomUUID} from 'node:crypto';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before, describe, it} from 'node:test';
import {toNodeHandler} from '../../../src/server/proxy/index.js';
import type {RedisFailMode} from '../../../src/server/proxy/index.js';
import {createAgentSimulator, createMemoryKeyStore} from '../../../src/server/simulator/index.js';
import {startInstance, uniquePrefix} from '../../helpers/instances.js';
import type {InstanceSetup, ProxyInstance} from '../../helpers/instances.js';
import {startRedis} from '../../helpers/redis-server.js';
import type {RedisProcess} from '../../helpers/redis-server.js';

const QUESTION = {
  messages: [{role: 'user', content: 'How is a capital gain on shares taxed?'}],
  session_id: 'multi-instance',
  residence: 'fr',
  language: 'en',
};

interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

/** POSTs a question as a browser behind a load balancer would, and reads the whole answer. */
const ask = async (
  url: string,
  headers: {client: string; key?: string; user?: string},
): Promise<Answer> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': headers.client,
      ...(headers.key === undefined ? {} : {'idempotency-key': headers.key}),
      ...(headers.user === undefined ? {} : {'x-test-user': headers.user}),
    },
    body: JSON.stringify(QUESTION),
  });
  return {status: response.status, text: await response.text(), headers: response.headers};
};

const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);
const countOf = (answers: Answer[], status: number) =>
  answers.filter((answer) => answer.status === status).length;
const errorCode = (answer: Answer): string =>
  (JSON.parse(answer.text) as {error: {code: string}}).error.code;

/** A client address of its own, so that no two tests share a bucket. */
let clients = 0;
const newClient = () => `203.0.113.${++clients}`;

/** Polls `check` until it holds; for recoveries that take a reconnect. */
const eventually = async (check: () => Promise<boolean>, what: string, ms = 30_000) => {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('proxy on many instances, on Redis (issue 11)', {timeout: 240_000}, () => {
  let redis: RedisProcess;
  let simulator: {url: string; close: () => Promise<void>};
  let apiKey: string;
  /** Requests the simulator received: what the upstream would have billed. */
  let upstreamCalls = 0;
  const started: ProxyInstance[] = [];

  const setup = (failMode: RedisFailMode, prefix = uniquePrefix()): InstanceSetup => ({
    baseUrl: simulator.url,
    apiKey,
    redisUrl: redis.url,
    prefix,
    capacity: 4,
    userCapacity: 2,
    failMode,
    // The test plays the load balancer: the client is the X-Forwarded-For entry it appends.
    trustProxy: 1,
  });
  const start = async (options: InstanceSetup, count = 1): Promise<ProxyInstance[]> => {
    const instances = await Promise.all(Array.from({length: count}, () => startInstance(options)));
    started.push(...instances);
    return instances;
  };

  before(async () => {
    redis = await startRedis();
    const keyStore = createMemoryKeyStore();
    apiKey = await keyStore.issue('bank');
    const handler = toNodeHandler(createAgentSimulator({keyStore, pace: 'none', quotaTokens: 1e9}));
    const server = createServer((req, res) => {
      if (req.method === 'POST') upstreamCalls++;
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    simulator = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => {
            resolve();
          });
        }),
    };
  });

  after(async () => {
    await Promise.all(started.map((instance) => instance.stop()));
    await simulator.close();
    await redis.stop();
  });

  it('should allow N requests in total across three instances, not 3N', async () => {
    const [a, b, c] = await start(setup('open'), 3);
    assert.ok(a && b && c);
    const client = newClient();
    const before = upstreamCalls;
    // All at once, round robin: only an atomic check across instances gives exactly 4.
    const answers = await Promise.all(
      Array.from({length: 12}, (_, index) => ask([a, b, c][index % 3]?.url ?? a.url, {client})),
    );
    assert.equal(countOf(answers, 200), 4, `statuses: ${statuses(answers).join(' ')}`);
    assert.equal(countOf(answers, 429), 8, `statuses: ${statuses(answers).join(' ')}`);
    for (const answer of answers.filter((item) => item.status === 429)) {
      assert.equal(errorCode(answer), 'rate_limited');
      assert.ok(Number(answer.headers.get('retry-after')) >= 1, 'a 429 without Retry-After');
    }
    assert.equal(upstreamCalls - before, 4, 'a limited request reached the agent service');
    const other = await ask(b.url, {client: newClient()});
    assert.equal(other.status, 200, 'another client was limited by the first one');
  });

  it('should limit an end user across instances, whatever address they come from', async () => {
    const [a, b, c] = await start(setup('open'), 3);
    assert.ok(a && b && c);
    const user = `user-${randomUUID()}`;
    const answers = [];
    for (const instance of [a, b, c])
      answers.push(await ask(instance.url, {client: newClient(), user}));
    assert.deepEqual(statuses(answers), [200, 200, 429], 'the per-user limit of 2 did not hold');
  });

  it('should refuse a repeated Idempotency-Key on another instance, without calling upstream', async () => {
    const [a, b, c] = await start(setup('open'), 3);
    assert.ok(a && b && c);
    const key = randomUUID();
    const before = upstreamCalls;
    const first = await ask(a.url, {client: newClient(), key});
    assert.equal(first.status, 200, first.text);
    assert.match(first.text, /event: done/, 'the first request was not answered in full');
    for (const instance of [b, c]) {
      const repeat = await ask(instance.url, {client: newClient(), key});
      assert.equal(repeat.status, 409, 'a duplicate request was not refused');
      assert.equal(errorCode(repeat), 'conflict');
    }
    // A double submit that reaches two instances at the same moment: one answer only.
    const twin = randomUUID();
    const racing = await Promise.all(
      [a, b, c].map((instance) => ask(instance.url, {client: newClient(), key: twin})),
    );
    assert.deepEqual(statuses(racing).sort(), [200, 409, 409]);
    assert.equal(upstreamCalls - before, 2, 'the agent service was called for a duplicate');
  });

  it('should keep the counts when an instance restarts', async () => {
    const options = setup('open');
    const [a] = await start(options);
    assert.ok(a);
    const client = newClient();
    for (let index = 0; index < 3; index++) {
      assert.equal((await ask(a.url, {client})).status, 200);
    }
    await a.stop();
    const [restarted] = await start(options);
    assert.ok(restarted);
    assert.equal((await ask(restarted.url, {client})).status, 200, 'the 4th request was refused');
    assert.equal(
      (await ask(restarted.url, {client})).status,
      429,
      'the restarted instance forgot the 4 requests already made',
    );
  });

  it('should follow the fail mode while Redis is down, log it once, and recover', async () => {
    const prefix = uniquePrefix();
    const [open] = await start(setup('open', prefix));
    const [closed] = await start(setup('closed', prefix));
    assert.ok(open && closed);
    assert.equal((await ask(closed.url, {client: newClient()})).status, 200);

    await redis.kill();
    const before = upstreamCalls;
    // Fail open: the chat stays up, unlimited (6 > capacity 4), and the outage is logged once.
    const client = newClient();
    const during = [];
    for (let index = 0; index < 6; index++) during.push(await ask(open.url, {client}));
    assert.deepEqual(statuses(during), [200, 200, 200, 200, 200, 200]);
    // Log lines come over the child's stdout, which may trail its HTTP answers.
    await eventually(() => Promise.resolve(open.count('store_unavailable') > 0), 'the outage log');
    // Fail closed: 503 with Retry-After, nothing spent upstream.
    const refused = await ask(closed.url, {client: newClient()});
    assert.equal(refused.status, 503);
    assert.ok(Number(refused.headers.get('retry-after')) >= 1, 'a 503 without Retry-After');
    assert.equal((await ask(closed.url, {client: newClient()})).status, 503);
    assert.equal(upstreamCalls - before, 6, 'the fail-closed instance called the agent service');

    await redis.restart();
    await eventually(
      async () => (await ask(closed.url, {client: newClient()})).status === 200,
      'the fail-closed instance to serve again after Redis came back',
    );
    await eventually(async () => {
      await ask(open.url, {client: newClient()});
      return open.count('store_recovered') > 0;
    }, 'the fail-open instance to log that Redis is back');
    // The limit applies again: 4 for a new client, then 429.
    const back = newClient();
    const after = [];
    for (let index = 0; index < 5; index++) after.push(await ask(open.url, {client: back}));
    assert.deepEqual(statuses(after), [200, 200, 200, 200, 429]);
    assert.equal(open.count('store_recovered'), 1, 'the recovery was not logged exactly once');
    assert.equal(open.count('store_unavailable'), 1, 'the outage was logged again');
    assert.equal(closed.count('store_unavailable'), 1, 'the outage was not logged exactly once');
    assert.equal(closed.count('store_recovered'), 1);
  });
});
