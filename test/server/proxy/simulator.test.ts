import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import {decodeAgentEvent} from '../../../src/protocol/index.js';
import {createAgentProxy, toNodeHandler} from '../../../src/server/proxy/index.js';
import type {ProxyLogEntry, ProxyUsage} from '../../../src/server/proxy/index.js';
import {createAgentSimulator, createMemoryKeyStore} from '../../../src/server/simulator/index.js';
import {QUESTION, parseEvents, serve, serveProxy} from './harness.js';

describe('proxy: in front of the real simulator', () => {
  let simulator: Awaited<ReturnType<typeof serve>>;
  let proxy: Awaited<ReturnType<typeof serve>>;
  let apiKey: string;
  const logs: ProxyLogEntry[] = [];
  const usages: ProxyUsage[] = [];

  const seenNoKey = (text: string, headers: Headers) => {
    assert.ok(!text.includes(apiKey), 'the browser received the API key');
    headers.forEach((value) => {
      assert.ok(!value.includes(apiKey), 'a header carried the API key');
    });
    assert.ok(!JSON.stringify(logs).includes(apiKey), 'a log entry carried the API key');
  };

  before(async () => {
    const keyStore = createMemoryKeyStore();
    apiKey = await keyStore.issue('client');
    simulator = await serve(toNodeHandler(createAgentSimulator({keyStore, pace: 'none'})));
    proxy = await serveProxy(
      createAgentProxy({
        baseUrl: simulator.url,
        apiKey,
        onLog: (entry) => logs.push(entry),
        onUsage: (usage) => void usages.push(usage),
      }),
    );
  });
  after(async () => {
    await proxy.close();
    await simulator.close();
  });

  it('should stream an answer through to done, its text matching the deltas', async () => {
    const response = await fetch(proxy.url, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({...QUESTION, language: 'en', session_id: 'sim-1'}),
    });
    const text = await response.text();
    assert.equal(response.status, 200, text);
    seenNoKey(text, response.headers);
    const events = parseEvents(text).map(decodeAgentEvent);
    const content = events.flatMap((event) => (event.type === 'delta' ? [event.content] : []));
    assert.ok(content.length > 0, 'no delta reached the browser');
    const done = events.at(-1);
    assert.ok(done?.type === 'done', `the stream ended with ${done?.type ?? 'nothing'}`);
    if (done.content !== undefined) assert.equal(done.content, content.join(''));
    assert.ok(
      events.some((event) => event.type === 'metadata'),
      'no metadata event',
    );
    assert.equal(usages.length, 1, 'onUsage was not called with the metadata usage');
    const [usage] = usages;
    assert.ok(usage);
    assert.equal(usage.session_id, 'sim-1');
    assert.ok(usage.completion_tokens > 0, 'no completion tokens reported');
  });

  it('should turn a key the simulator does not know into 502 and a configuration log', async () => {
    const stranger = createAgentProxy({
      baseUrl: simulator.url,
      apiKey: 'sk_live_0000000000000000000000000000',
      onLog: (entry) => logs.push(entry),
    });
    const response = await stranger(
      new Request('http://proxy.local/api/chat', {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify(QUESTION),
      }),
    );
    const text = await response.text();
    assert.equal(response.status, 502);
    assert.ok(!text.includes('sk_live_'));
    assert.ok(logs.some((entry) => entry.event === 'configuration' && entry.level === 'error'));
  });
});
