import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import {createAgentProxy, createMemoryRateLimitStore} from '../../../src/server/proxy/index.js';
import type {ProxyLogEntry} from '../../../src/server/proxy/index.js';
import {
  KEY,
  QUESTION,
  assertKeyNowhere,
  errorOf,
  parseEvents,
  post,
  startProxy,
  suiteUpstream,
  withProxy,
} from './harness.js';
import {ANSWER, sse} from './scripted-upstream.js';

const SITE = 'https://bank.example';

describe('proxy: start-up configuration', () => {
  const env = {WEALTH_AGENT_BASE_URL: 'https://agent.example', WEALTH_AGENT_API_KEY: KEY};

  it('should refuse to start without a key, naming WEALTH_AGENT_API_KEY', () => {
    assert.throws(
      () => createAgentProxy({env: {WEALTH_AGENT_BASE_URL: 'https://agent.example'}}),
      /WEALTH_AGENT_API_KEY/,
    );
  });

  it('should refuse a key that is not sk_live_, without repeating it', () => {
    const wrong = 'pk_test_0123456789abcdef';
    assert.throws(
      () => createAgentProxy({env: {...env, WEALTH_AGENT_API_KEY: wrong}}),
      (error: Error) =>
        /WEALTH_AGENT_API_KEY/.test(error.message) && !error.message.includes(wrong),
    );
  });

  it('should refuse a missing or non-http base URL, naming WEALTH_AGENT_BASE_URL', () => {
    for (const baseUrl of [undefined, '', 'ftp://agent.example', 'not a url']) {
      assert.throws(
        () => createAgentProxy({env: {...env, WEALTH_AGENT_BASE_URL: baseUrl}}),
        (error: Error) =>
          /WEALTH_AGENT_BASE_URL/.test(error.message) && !error.message.includes(KEY),
        String(baseUrl),
      );
    }
  });

  it('should read both settings from the env option or process.env', () => {
    assert.equal(typeof createAgentProxy({env}), 'function');
    const saved = {...process.env};
    try {
      Object.assign(process.env, env);
      assert.equal(typeof createAgentProxy(), 'function');
    } finally {
      delete process.env.WEALTH_AGENT_API_KEY;
      delete process.env.WEALTH_AGENT_BASE_URL;
      Object.assign(process.env, saved);
    }
  });
});

describe('proxy: allowedOrigins', () => {
  const upstream = suiteUpstream(sse(ANSWER));
  let proxy: Awaited<ReturnType<typeof startProxy>>;

  before(async () => {
    proxy = await startProxy(upstream.url, {allowedOrigins: [SITE]});
  });
  after(async () => {
    assertKeyNowhere(undefined, proxy.logs);
    await proxy.close();
  });

  it('should answer an allowed preflight 204 with the methods and headers the element uses', async () => {
    const response = await fetch(proxy.url, {
      method: 'OPTIONS',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, idempotency-key',
      },
    });
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), SITE);
    assert.match(response.headers.get('access-control-allow-methods') ?? '', /POST/);
    assert.match(response.headers.get('access-control-allow-headers') ?? '', /content-type/);
    assert.match(response.headers.get('access-control-allow-headers') ?? '', /idempotency-key/);
  });

  it('should refuse a preflight and a POST from another origin with 403, without calling upstream', async () => {
    const before = upstream.requests.length;
    const preflight = await fetch(proxy.url, {
      method: 'OPTIONS',
      headers: {origin: 'https://evil.example', 'access-control-request-method': 'POST'},
    });
    await preflight.text();
    assert.equal(preflight.status, 403);
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
    const seen = await post(proxy.url, QUESTION, {headers: {origin: 'https://evil.example'}});
    assert.equal(seen.status, 403);
    assert.equal(errorOf(seen).status, 403);
    assert.equal(upstream.requests.length, before);
  });

  it('should stream to an allowed origin with its CORS header, and to a server without Origin', async () => {
    const allowed = await post(proxy.url, QUESTION, {headers: {origin: SITE}});
    assert.equal(allowed.status, 200);
    assert.equal(allowed.headers.get('access-control-allow-origin'), SITE);
    const server = await post(proxy.url);
    assert.equal(server.status, 200);
    assert.equal(parseEvents(server.text).at(-1)?.event, 'done');
  });

  it("should allow any origin with '*'", async () => {
    const open = await startProxy(upstream.url, {allowedOrigins: '*'});
    try {
      const seen = await post(open.url, QUESTION, {headers: {origin: 'https://any.example'}});
      assert.equal(seen.status, 200);
      assert.equal(seen.headers.get('access-control-allow-origin'), '*');
    } finally {
      await open.close();
    }
  });
});

describe('proxy: rate limit', () => {
  const upstream = suiteUpstream(sse(ANSWER));

  it('should answer 429 rate_limited with Retry-After once a client used its bucket', async () => {
    await withProxy(
      upstream.url,
      {
        rateLimit: {capacity: 2, refillPerSecond: 0.01},
        // The test is the load balancer (loopback) and an internal hop (10.0.0.1) in one.
        trustProxy: ['loopback', 'uniquelocal'],
      },
      async (proxy) => {
        const client = {headers: {'x-forwarded-for': '203.0.113.7, 10.0.0.1'}};
        const before = upstream.requests.length;
        assert.equal((await post(proxy.url, QUESTION, client)).status, 200);
        assert.equal((await post(proxy.url, QUESTION, client)).status, 200);
        const limited = await post(proxy.url, QUESTION, client);
        assert.equal(limited.status, 429);
        assert.equal(errorOf(limited).code, 'rate_limited');
        assert.ok(Number(limited.headers.get('retry-after')) >= 1, 'Retry-After in seconds');
        assert.equal(upstream.requests.length, before + 2, 'the limited request reached upstream');
        const other = await post(proxy.url, QUESTION, {
          headers: {'x-forwarded-for': '198.51.100.2'},
        });
        assert.equal(other.status, 200, 'another client was limited too');
        assertKeyNowhere(undefined, proxy.logs);
      },
    );
  });

  it('should not let a forged X-Forwarded-For buy a fresh bucket', async () => {
    await withProxy(
      upstream.url,
      {rateLimit: {capacity: 5, refillPerSecond: 0.01}},
      async (proxy) => {
        const statuses: number[] = [];
        for (let forged = 0; forged < 12; forged++) {
          const headers = {'x-forwarded-for': `203.0.113.${String(forged)}`};
          statuses.push((await post(proxy.url, QUESTION, {headers})).status);
        }
        assert.equal(statuses.filter((status) => status === 429).length, 7, statuses.join(' '));
      },
    );
  });

  it('should read the right-most address the trusted hops did not add', async () => {
    // One load balancer (the test, on loopback) appends the address it saw: 198.51.100.9.
    await withProxy(
      upstream.url,
      {
        rateLimit: {capacity: 1, refillPerSecond: 0.01},
        trustProxy: 1,
      },
      async (proxy) => {
        const from = (chain: string) => ({headers: {'x-forwarded-for': chain}});
        assert.equal((await post(proxy.url, QUESTION, from('1.1.1.1, 198.51.100.9'))).status, 200);
        const forged = await post(proxy.url, QUESTION, from('2.2.2.2, 198.51.100.9'));
        assert.equal(forged.status, 429, 'a new left-most entry is the same client');
        assert.equal((await post(proxy.url, QUESTION, from('198.51.100.10'))).status, 200);
      },
    );
  });

  it('should refuse, not lump clients together, when a request comes with no address', async () => {
    const logs: ProxyLogEntry[] = [];
    const proxy = createAgentProxy({
      baseUrl: upstream.url,
      apiKey: KEY,
      rateLimit: {capacity: 5, refillPerSecond: 1},
      onLog: (entry) => logs.push(entry),
    });
    const before = upstream.requests.length;
    // Called as a fetch-standard runtime calls it: nothing says who is at the other end.
    const response = await proxy(
      new Request('http://proxy.test/', {
        method: 'POST',
        headers: {'content-type': 'application/json', 'x-forwarded-for': '203.0.113.1'},
        body: JSON.stringify(QUESTION),
      }),
    );
    assert.equal(response.status, 500);
    assert.equal(upstream.requests.length, before, 'nothing went upstream');
    assert.ok(
      logs.some(
        (entry) => entry.event === 'configuration' && entry.message.includes('rateLimit.key'),
      ),
      'the log says what to set',
    );
  });

  it('should refuse to start a rate limit without a key where the runtime gives no address', () => {
    const scope = globalThis as {Deno?: unknown};
    scope.Deno = {};
    try {
      assert.throws(
        () =>
          createAgentProxy({
            baseUrl: upstream.url,
            apiKey: KEY,
            rateLimit: {capacity: 5, refillPerSecond: 1},
          }),
        /rateLimit\.key/,
      );
      assert.equal(
        typeof createAgentProxy({
          baseUrl: upstream.url,
          apiKey: KEY,
          rateLimit: {capacity: 5, refillPerSecond: 1, key: () => 'user-1'},
        }),
        'function',
      );
    } finally {
      delete scope.Deno;
    }
  });

  it('should key buckets by the key option and use a custom store', async () => {
    const calls: string[] = [];
    await withProxy(
      upstream.url,
      {
        rateLimit: {
          capacity: 5,
          refillPerSecond: 1,
          key: (request) => request.headers.get('x-user') ?? 'nobody',
          store: {
            take: (key) => {
              calls.push(key);
              return Promise.resolve({allowed: false, retryAfterSeconds: 2.2});
            },
          },
        },
      },
      async (proxy) => {
        const seen = await post(proxy.url, QUESTION, {headers: {'x-user': 'alice'}});
        assert.equal(seen.status, 429);
        assert.equal(seen.headers.get('retry-after'), '3');
        assert.deepEqual(calls, ['client:alice']);
      },
    );
  });

  it('should let requests through and log an error when the store fails', async () => {
    await withProxy(
      upstream.url,
      {
        rateLimit: {
          capacity: 1,
          refillPerSecond: 1,
          store: {take: () => Promise.reject(new Error('redis down'))},
        },
      },
      async (proxy) => {
        assert.equal((await post(proxy.url)).status, 200);
        assert.ok(
          proxy.logs.some((entry) => entry.level === 'error' && /redis down/.test(entry.message)),
        );
      },
    );
  });
});

describe('createMemoryRateLimitStore', () => {
  it('should refill a bucket over time and say when to retry', async () => {
    let now = 0;
    const store = createMemoryRateLimitStore({now: () => now});
    assert.equal((await store.take('a', 1, 2, 0.5)).allowed, true);
    assert.equal((await store.take('a', 1, 2, 0.5)).allowed, true);
    const refused = await store.take('a', 1, 2, 0.5);
    assert.deepEqual(refused, {allowed: false, retryAfterSeconds: 2});
    now = 2000;
    assert.equal((await store.take('a', 1, 2, 0.5)).allowed, true);
  });

  it('should stay bounded, forgetting the least recently used bucket', async () => {
    const store = createMemoryRateLimitStore({maxKeys: 2, now: () => 0});
    await store.take('a', 1, 1, 0.001);
    await store.take('b', 1, 1, 0.001);
    await store.take('c', 1, 1, 0.001);
    // 'a' was evicted, so it starts full again; 'c' is still remembered as empty.
    assert.equal((await store.take('a', 1, 1, 0.001)).allowed, true);
    assert.equal((await store.take('c', 1, 1, 0.001)).allowed, false);
  });
});
