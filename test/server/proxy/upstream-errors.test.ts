import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {KEY, assertKeyNowhere, errorOf, post, startProxy, suiteUpstream} from './harness.js';
import {never, refusedUrl, reply, sse} from './scripted-upstream.js';

const UNAVAILABLE = {
  status: 502,
  code: 'upstream_unavailable',
  message: 'The agent service is unavailable. Please try again in a moment.',
};

const GATEWAY_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>nginx</h1></body></html>';

describe('proxy: upstream failures before the stream', () => {
  const upstream = suiteUpstream();

  const through = async (options: Parameters<typeof startProxy>[1] = {}, url = upstream.url) => {
    const proxy = await startProxy(url, options);
    try {
      const seen = await post(proxy.url);
      assertKeyNowhere(seen, proxy.logs);
      return {seen, logs: proxy.logs};
    } finally {
      await proxy.close();
    }
  };

  it('should answer 502 when the upstream refuses connections', async () => {
    const {seen, logs} = await through({}, await refusedUrl());
    assert.equal(seen.status, 502);
    assert.deepEqual(errorOf(seen), UNAVAILABLE);
    assert.ok(logs.some((entry) => entry.event === 'upstream_unreachable'));
  });

  it('should answer 502 JSON, never the HTML, when the upstream answers a 5xx page', async () => {
    upstream.respond(reply(503, GATEWAY_PAGE, {'content-type': 'text/html'}));
    const {seen} = await through();
    assert.equal(seen.status, 502);
    assert.deepEqual(errorOf(seen), UNAVAILABLE);
    assert.ok(!seen.text.includes('nginx'));
  });

  it('should answer 502 when a 2xx is not an event stream', async () => {
    upstream.respond(
      reply(200, '{"answer": "not a stream"}', {'content-type': 'application/json'}),
    );
    const {seen} = await through();
    assert.deepEqual(errorOf(seen), UNAVAILABLE);
  });

  it('should answer 504 upstream_timeout when no headers come within connectTimeoutMs', async () => {
    upstream.respond(never);
    const closed = upstream.closedEarly();
    const started = Date.now();
    const {seen} = await through({connectTimeoutMs: 150});
    assert.equal(seen.status, 504);
    assert.equal(errorOf(seen).code, 'upstream_timeout');
    assert.ok(Date.now() - started < 2000);
    await closed;
  });

  it('should log a refused key as a configuration error and tell the browser only 502', async () => {
    for (const status of [401, 403]) {
      upstream.respond(
        reply(
          status,
          JSON.stringify({error: {code: 'unauthorized', message: `Unknown key ${KEY}`}}),
          {'content-type': 'application/json'},
        ),
      );
      const {seen, logs} = await through();
      assert.equal(seen.status, 502);
      assert.deepEqual(errorOf(seen), UNAVAILABLE);
      assert.ok(
        logs.some(
          (entry) =>
            entry.level === 'error' &&
            entry.message.includes(
              "configuration: the proxy's API key was refused by the upstream",
            ),
        ),
        `no configuration error was logged for ${status}`,
      );
    }
  });

  it('should pass a 429 through with its code, message and Retry-After', async () => {
    upstream.respond(
      reply(
        429,
        JSON.stringify({
          error: {status: 429, code: 'quota_exceeded', message: 'Daily token quota used up.'},
        }),
        {'content-type': 'application/json', 'retry-after': '3600'},
      ),
    );
    const {seen} = await through();
    assert.equal(seen.status, 429);
    assert.deepEqual(errorOf(seen), {
      status: 429,
      code: 'quota_exceeded',
      message: 'Daily token quota used up.',
    });
    assert.equal(seen.headers.get('retry-after'), '3600');
  });

  it('should pass 400 and 422 through, read tolerantly, and never echo the key', async () => {
    upstream.respond(
      reply(422, JSON.stringify({detail: [{loc: ['body', 'session_id'], msg: 'field required'}]}), {
        'content-type': 'application/json',
      }),
    );
    const missing = await through();
    assert.equal(missing.seen.status, 422);
    assert.deepEqual(errorOf(missing.seen), {
      status: 422,
      code: 'missing_field',
      message: 'field required',
      field: 'session_id',
    });

    upstream.respond(reply(400, GATEWAY_PAGE, {'content-type': 'text/html'}));
    const html = await through();
    assert.equal(html.seen.status, 400);
    assert.equal(errorOf(html.seen).code, 'invalid_value');
    assert.ok(!html.seen.text.includes('<'), 'upstream HTML reached the browser');

    upstream.respond(reply(400, `Bad key prefix in Bearer ${KEY}`, {'content-type': 'text/plain'}));
    const echoed = await through();
    assert.equal(echoed.seen.status, 400);
    assert.match(errorOf(echoed.seen).message, /\[redacted\]/);
  });

  it('should refuse to follow a redirect with the key', async () => {
    upstream.respond(reply(307, '', {location: 'https://elsewhere.example/api/agent'}));
    const {seen, logs} = await through();
    assert.equal(seen.status, 502);
    assert.ok(logs.some((entry) => entry.event === 'configuration'));
    upstream.respond(sse([]));
  });
});
