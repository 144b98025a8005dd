import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import {QUESTION, assertKeyNowhere, errorOf, post, startProxy, suiteUpstream} from './harness.js';

describe('proxy: refusing before a token is spent', () => {
  const upstream = suiteUpstream();
  let proxy: Awaited<ReturnType<typeof startProxy>>;

  before(async () => {
    proxy = await startProxy(upstream.url, {maxBodyBytes: 1024});
  });
  after(async () => {
    assert.equal(upstream.requests.length, 0, 'the upstream was called for a refused request');
    assertKeyNowhere(undefined, proxy.logs);
    await proxy.close();
  });

  it('should answer 405 with Allow to anything but POST', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await fetch(proxy.url, {method});
      const text = await response.text();
      assert.equal(response.status, 405, method);
      assert.equal(response.headers.get('allow'), 'POST, OPTIONS');
      assert.ok(!text.includes('sk_live_'));
      assert.equal(
        errorOf({status: 405, headers: response.headers, text}).code,
        'method_not_allowed',
      );
    }
  });

  it('should answer 415 to a body that is not JSON', async () => {
    const seen = await post(proxy.url, JSON.stringify(QUESTION), {
      headers: {'content-type': 'text/plain'},
    });
    assert.equal(seen.status, 415);
    assert.equal(errorOf(seen).code, 'unsupported_media_type');
  });

  it('should answer 413 to a body over maxBodyBytes announced by Content-Length', async () => {
    const big = {...QUESTION, messages: [{role: 'user', content: 'x'.repeat(5000)}]};
    const seen = await post(proxy.url, big);
    assert.equal(seen.status, 413);
    assert.equal(errorOf(seen).code, 'payload_too_large');
  });

  it('should answer 413 to a streamed body as soon as it passes the limit', async () => {
    // No Content-Length: the limit must be enforced by counting, and the rest never read.
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 1_000_000) {
          controller.close();
          return;
        }
        sent += 512;
        controller.enqueue(new Uint8Array(512).fill(0x20));
      },
    });
    const response = await fetch(proxy.url, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body,
      duplex: 'half',
    } as RequestInit);
    assert.equal(response.status, 413);
    await response.text();
  });

  it('should answer 400 invalid_json to malformed JSON', async () => {
    const seen = await post(proxy.url, '{"messages": [');
    assert.equal(seen.status, 400);
    assert.equal(errorOf(seen).code, 'invalid_json');
  });

  it('should pass on the validator 422 for a missing field, naming it', async () => {
    const seen = await post(proxy.url, {messages: QUESTION.messages});
    assert.equal(seen.status, 422);
    assert.deepEqual(
      {code: errorOf(seen).code, field: errorOf(seen).field},
      {code: 'missing_field', field: 'session_id'},
    );
  });

  it('should pass on the validator 400 for a wrong value, naming it', async () => {
    const seen = await post(proxy.url, {...QUESTION, residence: 'mars'});
    assert.equal(seen.status, 400);
    assert.deepEqual(
      {code: errorOf(seen).code, field: errorOf(seen).field},
      {code: 'invalid_value', field: 'residence'},
    );
  });
});
