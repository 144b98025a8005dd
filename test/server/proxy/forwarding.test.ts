import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {createAgentProxy} from '../../../src/server/proxy/index.js';
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

describe('proxy: forwarding', () => {
  const upstream = suiteUpstream(sse(ANSWER));

  it('should forward only the validated fields, with defaults, to POST /api/agent', async () => {
    await withProxy(upstream.url, async (proxy) => {
      const seen = await post(proxy.url, {
        messages: QUESTION.messages,
        session_id: 'abc',
        unknown_field: 'dropped',
      });
      assert.equal(seen.status, 200);
      const received = upstream.requests.at(-1);
      assert.equal(received?.method, 'POST');
      assert.equal(received.url, '/api/agent');
      assert.deepEqual(JSON.parse(received.body), {
        messages: QUESTION.messages,
        session_id: 'abc',
        residence: 'fr',
        language: 'fr',
        extended_thinking: false,
        effort: null,
      });
    });
  });

  it("should send the key and never the browser's cookies, authorization or other headers", async () => {
    await withProxy(upstream.url, async (proxy) => {
      await post(proxy.url, QUESTION, {
        headers: {
          cookie: 'session=browser-secret',
          authorization: 'Bearer browser-token',
          'x-custom': 'browser-secret',
          referer: 'https://bank.example/advice',
          'idempotency-key': 'browser-secret',
        },
      });
      const headers = upstream.requests.at(-1)?.headers ?? {};
      assert.equal(headers.authorization, `Bearer ${KEY}`);
      assert.equal(headers['content-type'], 'application/json');
      assert.equal(headers.accept, 'text/event-stream');
      for (const [name, value] of Object.entries(headers)) {
        assert.ok(!String(value).includes('browser-'), `the browser's ${name} reached upstream`);
      }
      for (const name of ['cookie', 'referer', 'x-custom', 'idempotency-key', 'origin']) {
        assert.equal(headers[name], undefined, `${name} was forwarded`);
      }
    });
  });

  it('should join a base URL with a path prefix and a trailing slash', async () => {
    await withProxy(`${upstream.url}/v2/`, async (proxy) => {
      await post(proxy.url);
      assert.equal(upstream.requests.at(-1)?.url, '/v2/api/agent');
    });
  });

  it('should forward what transformRequest returns, validated again', async () => {
    await withProxy(
      upstream.url,
      {
        transformRequest: (body, request) => ({
          ...body,
          residence: 'ch',
          session_id: `user-${request.headers.get('x-user') ?? ''}`,
        }),
      },
      async (proxy) => {
        assert.equal((await post(proxy.url, QUESTION, {headers: {'x-user': '42'}})).status, 200);
        const sent = JSON.parse(upstream.requests.at(-1)?.body ?? '{}') as Record<string, unknown>;
        assert.equal(sent.residence, 'ch');
        assert.equal(sent.session_id, 'user-42');
      },
    );
  });

  it('should refuse an invalid transform result and report a throwing transform', async () => {
    const calls = upstream.requests.length;
    const invalid = await startProxy(upstream.url, {
      transformRequest: (body) => ({...body, language: 'xx' as 'fr'}),
    });
    const throwing = await startProxy(upstream.url, {
      transformRequest: () => Promise.reject(new Error('profile service down')),
    });
    try {
      const refused = await post(invalid.url);
      assert.equal(refused.status, 400);
      assert.equal(errorOf(refused).field, 'language');
      const failed = await post(throwing.url);
      assert.equal(failed.status, 500);
      assert.ok(!failed.text.includes('profile service'), 'internal details reached the browser');
      assert.ok(throwing.logs.some((entry) => /profile service down/.test(entry.message)));
      assert.equal(upstream.requests.length, calls);
    } finally {
      await invalid.close();
      await throwing.close();
    }
  });

  it('should work as a plain fetch-standard handler', async () => {
    const handler = createAgentProxy({baseUrl: upstream.url, apiKey: KEY, onLog: () => {}});
    const response = await handler(
      new Request('https://bank.example/api/chat', {
        method: 'POST',
        headers: {'content-type': 'application/json; charset=utf-8'},
        body: JSON.stringify(QUESTION),
      }),
    );
    const text = await response.text();
    assertKeyNowhere({status: response.status, headers: response.headers, text});
    assert.equal(response.status, 200);
    assert.deepEqual(
      parseEvents(text).map((message) => message.event),
      ['delta', 'delta', 'metadata', 'done'],
    );
  });
});
