/**
 * `createRedisStore` against a real redis-server (Debian's package, see the multi-instance tests);
 * these tests fail, saying why, when it is missing.
 */
import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import {createClient} from 'redis';
import {StoreUnavailableError, createRedisStore} from '../../../src/server/proxy/index.js';
import type {ProxyLogEntry, RedisStoreOptions} from '../../../src/server/proxy/index.js';
import {freePort, startRedis} from '../../helpers/redis-server.js';
import type {RedisProcess} from '../../helpers/redis-server.js';
import {uniquePrefix} from '../../helpers/instances.js';

describe('createRedisStore', {timeout: 120_000}, () => {
  let redis: RedisProcess;
  let inspect: ReturnType<typeof createClient>;

  before(async () => {
    redis = await startRedis();
    inspect = createClient({url: redis.url});
    inspect.on('error', () => undefined);
    await inspect.connect();
  });
  after(async () => {
    inspect.destroy();
    await redis.stop();
  });

  const open = (options: RedisStoreOptions = {}) => {
    const logs: ProxyLogEntry[] = [];
    const store = createRedisStore(
      {url: redis.url},
      {prefix: uniquePrefix(), onLog: (entry) => logs.push(entry), ...options},
    );
    return {store, logs};
  };

  it('should run a token bucket under the prefix, with a TTL on every key', async () => {
    const prefix = uniquePrefix();
    const store = createRedisStore({url: redis.url}, {prefix});
    try {
      assert.equal((await store.take('client:a', 1, 2, 0.5)).allowed, true);
      assert.equal((await store.take('client:a', 1, 2, 0.5)).allowed, true);
      const refused = await store.take('client:a', 1, 2, 0.5);
      assert.equal(refused.allowed, false);
      assert.ok(
        refused.retryAfterSeconds > 0 && refused.retryAfterSeconds <= 2,
        `retry after ${refused.retryAfterSeconds} s, expected up to 2 s`,
      );
      assert.equal((await store.take('client:b', 1, 2, 0.5)).allowed, true, 'buckets are shared');
      const keys = await inspect.keys(`${prefix}*`);
      assert.deepEqual(keys.sort(), [`${prefix}rate:client:a`, `${prefix}rate:client:b`]);
      for (const key of keys) {
        assert.ok((await inspect.pTTL(key)) > 0, `${key} would live forever`);
      }
    } finally {
      await store.close();
    }
  });

  it('should claim an idempotency key once (SET NX PX) and release it', async () => {
    const prefix = uniquePrefix();
    const store = createRedisStore({url: redis.url}, {prefix});
    try {
      assert.equal(await store.claim('k1', 60_000), true);
      assert.equal(await store.claim('k1', 60_000), false, 'a repeat was accepted');
      const ttl = await inspect.pTTL(`${prefix}idem:k1`);
      assert.ok(ttl > 0 && ttl <= 60_000, `TTL ${ttl} ms`);
      await store.release('k1');
      assert.equal(await store.claim('k1', 60_000), true, 'a released key was still refused');
    } finally {
      await store.close();
    }
  });

  it('should still work after Redis forgot its scripts', async () => {
    const {store} = open();
    try {
      assert.equal((await store.take('c', 1, 5, 1)).allowed, true);
      await inspect.scriptFlush();
      assert.equal((await store.take('c', 1, 5, 1)).allowed, true);
    } finally {
      await store.close();
    }
  });

  it('should use a client passed in and leave it open', async () => {
    const client = createClient({url: redis.url});
    client.on('error', () => undefined);
    await client.connect();
    const store = createRedisStore({client}, {prefix: uniquePrefix()});
    try {
      assert.equal(await store.claim('mine', 1000), true);
      await store.close();
      assert.equal(client.isOpen, true, 'the store closed a client it does not own');
    } finally {
      client.destroy();
    }
  });

  it('should never hang on a client that does not answer, applying the fail mode', async () => {
    const silent = {sendCommand: () => new Promise<never>(() => undefined)};
    const logs: ProxyLogEntry[] = [];
    const opened = createRedisStore(
      {client: silent},
      {timeoutMs: 50, onLog: (entry) => logs.push(entry)},
    );
    assert.deepEqual(await opened.take('a', 1, 1, 1), {allowed: true, retryAfterSeconds: 0});
    assert.equal(await opened.claim('a', 1000), true);
    const closedLogs: ProxyLogEntry[] = [];
    const closed = createRedisStore(
      {client: silent},
      {timeoutMs: 50, failMode: 'closed', onLog: (entry) => closedLogs.push(entry)},
    );
    await assert.rejects(closed.take('a', 1, 1, 1), StoreUnavailableError);
    await assert.rejects(closed.claim('a', 1000), StoreUnavailableError);
    assert.equal(logs.filter((entry) => entry.event === 'store_unavailable').length, 1);
    assert.equal(closedLogs.filter((entry) => entry.event === 'store_unavailable').length, 1);
  });

  it('should apply the fail mode to a frozen Redis, log once, and log the recovery', async () => {
    const {store, logs} = open({timeoutMs: 1000});
    const closed = open({timeoutMs: 1000, failMode: 'closed'});
    try {
      assert.equal((await store.take('f', 1, 1, 0.001)).allowed, true);
      assert.equal((await closed.store.take('f', 1, 1, 0.001)).allowed, true);
      redis.freeze();
      try {
        // Empty bucket: only the fail-open policy can allow these.
        assert.equal((await store.take('f', 1, 1, 0.001)).allowed, true);
        assert.equal(await store.claim('f', 1000), true);
        await assert.rejects(closed.store.take('f', 1, 1, 0.001), StoreUnavailableError);
      } finally {
        redis.thaw();
      }
      assert.equal((await store.take('f', 1, 1, 0.001)).allowed, false, 'the bucket was lost');
      const events = logs.map((entry) => entry.event);
      assert.deepEqual(events, ['store_unavailable', 'store_recovered']);
      assert.equal(logs[0]?.level, 'error');
    } finally {
      await store.close();
      await closed.store.close();
    }
  });

  it('should start while Redis is unreachable, and stop retrying once closed', async () => {
    const logs: ProxyLogEntry[] = [];
    const nowhere = `redis://127.0.0.1:${await freePort()}`;
    const store = createRedisStore(
      {url: nowhere},
      {timeoutMs: 100, onLog: (entry) => logs.push(entry)},
    );
    assert.equal((await store.take('a', 1, 1, 1)).allowed, true);
    assert.equal((await store.take('a', 1, 1, 1)).allowed, true);
    assert.equal(logs.filter((entry) => entry.event === 'store_unavailable').length, 1);
    // A store left reconnecting would keep this test process alive: node:test would time out.
    await store.close();
  });

  it('should refuse bad options at creation', () => {
    assert.throws(() => createRedisStore({url: redis.url}, {timeoutMs: 0}), /timeoutMs/);
    assert.throws(
      () => createRedisStore({url: redis.url}, {failMode: 'maybe' as 'open'}),
      /failMode/,
    );
  });
});
