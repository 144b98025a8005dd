import assert from 'node:assert/strict';
import {randomUUID} from 'node:crypto';
import {describe, it} from 'node:test';
import {
  StoreUnavailableError,
  createMemoryRateLimitStore,
} from '../../../src/server/proxy/index.js';
import type {ProxyStore} from '../../../src/server/proxy/index.js';
import {QUESTION, errorOf, post, suiteUpstream, withProxy} from './harness.js';
import {ANSWER, sse} from './scripted-upstream.js';

const withKey = (key: string, headers: Record<string, string> = {}) => ({
  headers: {'idempotency-key': key, ...headers},
});

describe('proxy: Idempotency-Key (one instance)', () => {
  const upstream = suiteUpstream(sse(ANSWER));

  it('should refuse a repeated key with 409 and never forward the repeat', async () => {
    await withProxy(upstream.url, async (proxy) => {
      const key = randomUUID();
      const before = upstream.requests.length;
      const first = await post(proxy.url, QUESTION, withKey(key));
      assert.equal(first.status, 200);
      const repeat = await post(proxy.url, QUESTION, withKey(key));
      assert.equal(repeat.status, 409, 'a double submit was answered (and billed) twice');
      assert.equal(errorOf(repeat).code, 'conflict');
      assert.equal(upstream.requests.length, before + 1, 'the repeat reached the upstream');
      assert.equal(
        upstream.requests.at(-1)?.headers['idempotency-key'],
        undefined,
        'the browser header was forwarded upstream',
      );
      assert.equal((await post(proxy.url, QUESTION, withKey(randomUUID()))).status, 200);
    });
  });

  it('should let requests without a key through, and every repeat when turned off', async () => {
    await withProxy(upstream.url, {idempotency: false}, async (proxy) => {
      assert.equal((await post(proxy.url)).status, 200);
      assert.equal((await post(proxy.url)).status, 200);
      const key = randomUUID();
      assert.equal((await post(proxy.url, QUESTION, withKey(key))).status, 200);
      assert.equal((await post(proxy.url, QUESTION, withKey(key))).status, 200);
    });
  });

  it('should refuse a malformed key with 400 naming the header', async () => {
    await withProxy(upstream.url, async (proxy) => {
      const before = upstream.requests.length;
      for (const key of ['x'.repeat(256), 'two words']) {
        const seen = await post(proxy.url, QUESTION, withKey(key));
        assert.equal(seen.status, 400);
        assert.equal(errorOf(seen).field, 'Idempotency-Key');
      }
      assert.equal(upstream.requests.length, before);
    });
  });

  it('should release the key of a rate-limited request, so it can be sent again later', async () => {
    let now = 0;
    const store = createMemoryRateLimitStore({now: () => now});
    await withProxy(
      upstream.url,
      {
        store,
        rateLimit: {capacity: 1, refillPerSecond: 1},
      },
      async (proxy) => {
        assert.equal((await post(proxy.url, QUESTION, withKey(randomUUID()))).status, 200);
        const key = randomUUID();
        assert.equal((await post(proxy.url, QUESTION, withKey(key))).status, 429);
        now += 1000;
        assert.equal(
          (await post(proxy.url, QUESTION, withKey(key))).status,
          200,
          'a key refused for the rate limit was kept, so its honest retry got 409',
        );
      },
    );
  });

  it('should answer 503 with Retry-After when a fail-closed store is down, calling nothing', async () => {
    const down = () => Promise.reject(new StoreUnavailableError('Redis is unavailable'));
    const store: ProxyStore = {take: down, claim: down, release: down};
    await withProxy(
      upstream.url,
      {
        store,
        rateLimit: {capacity: 5, refillPerSecond: 1},
      },
      async (proxy) => {
        const before = upstream.requests.length;
        const seen = await post(proxy.url, QUESTION, withKey(randomUUID()));
        assert.equal(seen.status, 503);
        assert.ok(Number(seen.headers.get('retry-after')) >= 1, 'no Retry-After');
        assert.equal(upstream.requests.length, before);
        assert.ok(
          !proxy.logs.some((entry) => entry.level === 'error'),
          'the proxy logged the outage per request (the store logs it once)',
        );
      },
    );
  });
});

describe('proxy: limits per end user', () => {
  const upstream = suiteUpstream(sse(ANSWER));

  const limit = {
    capacity: 10,
    refillPerSecond: 0.001,
    perUser: {capacity: 1, refillPerSecond: 0.001},
  };

  it('should limit a user from getUserId, whichever address they come from', async () => {
    await withProxy(
      upstream.url,
      {
        rateLimit: limit,
        getUserId: (request) => request.headers.get('x-user') ?? undefined,
      },
      async (proxy) => {
        const alice = (ip: string) => ({headers: {'x-user': 'alice', 'x-forwarded-for': ip}});
        assert.equal((await post(proxy.url, QUESTION, alice('198.51.100.1'))).status, 200);
        const limited = await post(proxy.url, QUESTION, alice('198.51.100.2'));
        assert.equal(limited.status, 429);
        assert.equal(errorOf(limited).code, 'rate_limited');
        const bob = {headers: {'x-user': 'bob', 'x-forwarded-for': '198.51.100.2'}};
        assert.equal((await post(proxy.url, QUESTION, bob)).status, 200, 'bob paid for alice');
        // Without a known user only the client bucket applies.
        assert.equal((await post(proxy.url)).status, 200);
        assert.equal((await post(proxy.url)).status, 200);
      },
    );
  });

  it('should take the user from transformRequest when it sets context.userId', async () => {
    await withProxy(
      upstream.url,
      {
        rateLimit: limit,
        transformRequest: (body, request, context) => {
          context.userId = request.headers.get('cookie')?.replace('sid=', '');
          return body;
        },
      },
      async (proxy) => {
        const carol = {headers: {cookie: 'sid=carol'}};
        assert.equal((await post(proxy.url, QUESTION, carol)).status, 200);
        assert.equal((await post(proxy.url, QUESTION, carol)).status, 429);
      },
    );
  });

  it('should answer 500 without calling upstream when getUserId throws', async () => {
    await withProxy(
      upstream.url,
      {
        getUserId: () => {
          throw new Error('session store down');
        },
      },
      async (proxy) => {
        const before = upstream.requests.length;
        const seen = await post(proxy.url);
        assert.equal(seen.status, 500);
        assert.equal(upstream.requests.length, before);
        const logged = proxy.logs.find((entry) => /session store down/.test(entry.message));
        assert.equal(logged?.event, 'user_id_failed', 'its own code, not transform_failed');
      },
    );
  });
});

describe('createMemoryRateLimitStore: idempotency keys', () => {
  it('should refuse a key within its TTL and accept it after', async () => {
    let now = 0;
    const store = createMemoryRateLimitStore({now: () => now});
    assert.equal(await store.claim('k', 1000), true);
    assert.equal(await store.claim('k', 1000), false);
    now = 999;
    assert.equal(await store.claim('k', 1000), false);
    now = 1000;
    assert.equal(await store.claim('k', 1000), true, 'an expired key was still refused');
    await store.release('k');
    assert.equal(await store.claim('k', 1000), true, 'a released key was still refused');
  });

  it('should stay bounded, forgetting the oldest keys first', async () => {
    const store = createMemoryRateLimitStore({maxKeys: 2, now: () => 0});
    await store.claim('a', 1000);
    await store.claim('b', 1000);
    await store.claim('c', 1000);
    assert.equal(await store.claim('a', 1000), true, 'the oldest key was not forgotten');
    assert.equal(await store.claim('c', 1000), false);
  });
});
