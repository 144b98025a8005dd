/** The probes and metrics a server of one's own mounts next to the proxy (the library form). */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  createAgentProxy,
  createJsonLogger,
  createProxyMetrics,
  createProxyProbes,
} from '../../../src/server/proxy/index.js';
import type {ProxyStore} from '../../../src/server/proxy/index.js';
import {KEY} from './harness.js';

const get = (method = 'GET') => new Request('http://proxy.test/probe', {method});
const base = {baseUrl: 'http://127.0.0.1:9', apiKey: KEY, onLog: () => undefined};

describe('proxy: probes and metrics for your own server', () => {
  it('should be alive and ready, then not ready from the moment close() starts', async () => {
    const proxy = createAgentProxy(base);
    const probes = createProxyProbes(proxy);
    assert.equal((await probes.healthz(get())).status, 200);
    assert.equal((await probes.readyz(get())).status, 200);
    assert.equal(proxy.draining, false);
    void proxy.close();
    assert.equal(proxy.draining, true);
    const ready = await probes.readyz(get());
    assert.equal(ready.status, 503);
    assert.deepEqual(await ready.json(), {status: 'not_ready', reason: 'draining'});
    assert.equal((await probes.healthz(get())).status, 200, 'still alive while it drains');
  });

  it('should be not ready while a fail-closed store is down, and ready with a fail-open one', async () => {
    const down = (failMode: 'open' | 'closed'): ProxyStore => ({
      take: () => Promise.resolve({allowed: true, retryAfterSeconds: 0}),
      claim: () => Promise.resolve(true),
      release: () => Promise.resolve(),
      health: () => Promise.resolve({available: false, failMode}),
    });
    const closed = createAgentProxy({...base, store: down('closed')});
    assert.deepEqual(await closed.ready(), {ready: false, reason: 'store_unavailable'});
    const open = createAgentProxy({...base, store: down('open')});
    assert.deepEqual(await open.ready(), {ready: true});
  });

  it('should answer only GET and HEAD, and 404 on /metrics without metrics', async () => {
    const probes = createProxyProbes(createAgentProxy(base));
    const posted = await probes.readyz(get('POST'));
    assert.equal(posted.status, 405);
    assert.equal(posted.headers.get('allow'), 'GET, HEAD');
    const head = await probes.healthz(get('HEAD'));
    assert.equal(head.status, 200);
    assert.equal(await head.text(), '');
    assert.equal((await probes.metrics(get())).status, 404);
  });

  it('should count a refusal in metrics of its own registry', async () => {
    const metrics = await createProxyMetrics({processMetrics: false});
    const proxy = createAgentProxy({...base, metrics});
    const refused = await proxy(new Request('http://proxy.test/api/chat', {method: 'GET'}));
    assert.equal(refused.status, 405);
    const text = await (await createProxyProbes(proxy, {metrics}).metrics(get())).text();
    assert.match(text, /wealth_agent_proxy_refusals_total\{reason="method_not_allowed"\} 1/);
    assert.match(text, /wealth_agent_proxy_requests_total\{outcome="refused",status="405"\} 1/);
    assert.doesNotMatch(text, /process_cpu/, 'no process metrics when turned off');
  });

  it('should write one JSON line per entry at or above its level', () => {
    const lines: string[] = [];
    const log = createJsonLogger({
      level: 'warn',
      write: (line) => lines.push(line),
      fields: {at: 'eu-1'},
    });
    log({level: 'info', event: 'closing', message: 'a'});
    log({level: 'error', event: 'configuration', message: 'b', status: 502});
    assert.equal(lines.length, 1);
    assert.ok(lines[0]?.endsWith('\n'));
    const entry = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    assert.equal(entry['event'], 'configuration');
    assert.equal(entry['at'], 'eu-1');
    assert.equal(entry['status'], 502);
  });
});
