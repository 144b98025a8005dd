/**
 * The command on a real redis-server that goes away: in fail-closed mode its readiness and
 * metrics say so, and its logs say when the outage starts and ends.
 */
import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import {startRedis} from '../../helpers/redis-server.js';
import type {RedisProcess} from '../../helpers/redis-server.js';
import {post} from '../proxy/harness.js';
import {ANSWER, sse, startScriptedUpstream} from '../proxy/scripted-upstream.js';
import type {ScriptedUpstream} from '../proxy/scripted-upstream.js';
import {metric, startCommand} from './command.js';
import type {ProxyCommand} from './command.js';

describe('wealth-agent-proxy on Redis', () => {
  let upstream: ScriptedUpstream;
  let redis: RedisProcess;
  let command: ProxyCommand;
  before(async () => {
    upstream = await startScriptedUpstream();
    upstream.respond(sse(ANSWER));
    redis = await startRedis();
    command = await startCommand(
      ['--redis-url', redis.url, '--redis-fail-mode', 'closed', '--rate-limit-capacity', '50'],
      {WEALTH_AGENT_BASE_URL: upstream.url},
    );
  });
  after(async () => {
    await command.stop();
    await redis.stop();
    await upstream.close();
  });

  const readiness = async () => {
    const response = await fetch(`${command.url}/readyz`);
    return {status: response.status, body: (await response.json()) as Record<string, string>};
  };
  const storeAvailable = async () =>
    metric(
      await (await fetch(`${command.url}/metrics`)).text(),
      'wealth_agent_proxy_store_available',
    );

  it('should be ready, and count the store available, while Redis answers', async () => {
    assert.deepEqual(await readiness(), {status: 200, body: {status: 'ready'}});
    assert.equal(await storeAvailable(), 1);
    assert.equal((await post(`${command.url}/api/chat`)).status, 200);
  });

  it('should turn not ready in fail-closed mode while Redis is down, and log the outage once', async () => {
    await redis.kill();
    assert.deepEqual(await readiness(), {
      status: 503,
      body: {status: 'not_ready', reason: 'store_unavailable'},
    });
    assert.equal(await storeAvailable(), 0);
    const refused = await post(`${command.url}/api/chat`);
    assert.equal(refused.status, 503);
    assert.equal(refused.headers.get('retry-after'), '5');
    const outage = await command.logged('store_unavailable');
    assert.equal(outage.level, 'error');
    assert.equal(command.logs.filter((line) => line.event === 'store_unavailable').length, 1);
    const refusal = command.logs.find((line) => line.code === 'store_unavailable');
    assert.ok(refusal, 'the refusal is logged with its reason');
  });

  it('should be ready again once Redis is back, found by the probe itself, and log the recovery', async () => {
    await redis.restart();
    // No request in between: the probe asks Redis itself, so an instance taken out of rotation
    // for the outage comes back without traffic to tell it.
    for (let tries = 0; (await readiness()).status !== 200; tries++) {
      assert.ok(tries < 100, 'readiness never came back');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const recovery = await command.logged('store_recovered');
    assert.equal(recovery.level, 'warn');
    assert.equal((await post(`${command.url}/api/chat`)).status, 200);
  });
});
