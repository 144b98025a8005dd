import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {AGENT_URL, ask, setup} from './harness.js';

const errorOf = async (response: Response) => {
  assert.match(response.headers.get('content-type') ?? '', /application\/json/);
  return (
    (await response.json()) as {
      error: {status: number; code: string; field?: string; message: string};
    }
  ).error;
};

describe('simulator HTTP errors', () => {
  it('should answer 401 for a missing, malformed, unknown or revoked key', async () => {
    const {handler, keyStore, key} = await setup();
    const body = JSON.stringify(ask('How is income taxed?'));
    const call = (authorization?: string) =>
      handler(
        new Request(AGENT_URL, {
          method: 'POST',
          headers: authorization === undefined ? {} : {authorization},
          body,
        }),
      );
    for (const authorization of [undefined, key, 'Basic abc', 'Bearer', 'Bearer sk_live_unknown']) {
      const response = await call(authorization);
      assert.equal(response.status, 401, `Authorization ${String(authorization)} must be refused`);
      const error = await errorOf(response);
      assert.equal(error.code, 'unauthorized');
      assert.equal(error.status, 401);
    }
    assert.equal((await call(`Bearer ${key}`)).status, 200);
    await keyStore.revoke(key);
    const revoked = await call(`Bearer ${key}`);
    assert.equal(revoked.status, 401);
    assert.match((await errorOf(revoked)).message, /revoked/);
  });

  it('should answer 400 invalid_json for a body that is not JSON', async () => {
    const {post} = await setup();
    const response = await post('{"messages": [');
    assert.equal(response.status, 400);
    assert.equal((await errorOf(response)).code, 'invalid_json');
  });

  it('should answer 422 naming a missing field and 400 naming a wrong one', async () => {
    const {post} = await setup();
    const missing = await post({messages: [{role: 'user', content: 'Hi there, what about IFI?'}]});
    assert.equal(missing.status, 422);
    assert.deepEqual(
      {...(await errorOf(missing)), message: ''},
      {status: 422, code: 'missing_field', field: 'session_id', message: ''},
    );
    const wrong = await post(ask('Income tax?', {residence: 'xx'}));
    assert.equal(wrong.status, 400);
    const error = await errorOf(wrong);
    assert.equal(error.code, 'invalid_value');
    assert.equal(error.field, 'residence');
  });

  it('should answer 405 with Allow: POST for other methods', async () => {
    const {handler, key} = await setup();
    const response = await handler(
      new Request(AGENT_URL, {headers: {authorization: `Bearer ${key}`}}),
    );
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'POST');
    assert.equal((await errorOf(response)).code, 'method_not_allowed');
  });

  it('should answer 404 JSON for any other path', async () => {
    const {handler, key} = await setup();
    const response = await handler(
      new Request('http://simulator.test/api/other', {
        method: 'POST',
        headers: {authorization: `Bearer ${key}`},
        body: '{}',
      }),
    );
    assert.equal(response.status, 404);
    assert.equal((await errorOf(response)).code, 'not_found');
  });

  it('should stage http-500 only through the option or an allowed header', async () => {
    const {post} = await setup({allowFaultHeader: true});
    const faulty = await post(ask('Income tax?'), {headers: {'x-simulator-fault': 'http-500'}});
    assert.equal(faulty.status, 500);
    assert.equal((await errorOf(faulty)).code, 'internal_error');
    const strict = await setup();
    const ignored = await strict.post(ask('Income tax?'), {
      headers: {'x-simulator-fault': 'http-500'},
    });
    assert.equal(ignored.status, 200, 'the header is ignored unless allowFaultHeader is on');
    await ignored.body?.cancel();
  });
});
