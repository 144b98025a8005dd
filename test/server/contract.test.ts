/**
 * The upstream contract, over real HTTP: what the proxy and the element rely on, checked with the
 * protocol layer's own SSE parser and event decoder.
 */
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before, describe, it} from 'node:test';
import {createSseByteParser, decodeAgentEvent} from '../../src/protocol/index.js';
import type {AgentEvent, SseMessage} from '../../src/protocol/index.js';
import {
  createAgentSimulator,
  createMemoryKeyStore,
  toNodeHandler,
} from '../../src/server/simulator/index.js';

const keyStore = createMemoryKeyStore();
let key = '';
let baseUrl = '';
const server = createServer(
  toNodeHandler(createAgentSimulator({keyStore, pace: 'none', allowFaultHeader: true})),
);

before(async () => {
  key = await keyStore.issue('contract');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const stream = async (body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${baseUrl}/api/agent`, {
    method: 'POST',
    headers: {authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers},
    body: JSON.stringify(body),
  });
  const messages: SseMessage[] = [];
  const parser = createSseByteParser((message) => messages.push(message));
  assert.ok(response.body);
  for await (const chunk of response.body) parser.feed(chunk);
  parser.end();
  return {response, messages, events: messages.map(decodeAgentEvent)};
};

const order = (events: readonly AgentEvent[]) =>
  events
    .map((event) => (event.type === 'thinking' ? 'delta' : event.type))
    .join(' ')
    .replace(/(delta )+/g, 'delta+ ')
    .trim();

void describe('upstream contract over HTTP', () => {
  for (const [label, body] of [
    ['a plain question', {residence: 'fr', language: 'fr'}],
    [
      'extended thinking, high effort',
      {residence: 'ch', language: 'de', extended_thinking: true, effort: 'high'},
    ],
    ['a comparison', {residence: 'gb', language: 'en', effort: 'low'}],
  ] as const) {
    void it(`should stream delta+, metadata, done for ${label}`, async () => {
      const {response, messages, events} = await stream({
        messages: [{role: 'user', content: 'How does the wealth tax compare with Spain?'}],
        session_id: 'contract-1',
        ...body,
      });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'text/event-stream; charset=utf-8');
      assert.equal(response.headers.get('cache-control'), 'no-cache');
      assert.equal(order(events), 'delta+ metadata done');
      for (const message of messages) {
        const payload = JSON.parse(message.data) as {type?: unknown};
        assert.equal(payload.type, message.event, 'every payload has type = event name');
      }
      const content = events.flatMap((event) => (event.type === 'delta' ? [event.content] : []));
      const done = events.at(-1);
      assert.ok(done?.type === 'done');
      assert.equal(done.content, content.join(''), 'done content = the deltas joined');
      const metadata = events.find((event) => event.type === 'metadata');
      assert.ok(metadata?.type === 'metadata');
      assert.ok(metadata.sources.length > 0 && metadata.sources.every((source) => source.url));
      assert.ok(metadata.usage && metadata.usage.completion_tokens > 0);
      if ('extended_thinking' in body) {
        assert.ok(events[0]?.type === 'thinking' && events[0].phase === 'understanding');
      }
    });
  }

  void it('should send a clarification then done, with no delta', async () => {
    const {events} = await stream({
      messages: [{role: 'user', content: 'Hi'}],
      session_id: 'contract-2',
      language: 'en',
    });
    assert.equal(order(events), 'clarification done');
    assert.ok(events[0]?.type === 'clarification' && events[0].questions.length > 0);
  });

  void it('should end with an error event when the stream fails midway', async () => {
    const {events} = await stream(
      {messages: [{role: 'user', content: 'Income tax?'}], session_id: 'contract-3'},
      {'x-simulator-fault': 'error-mid-stream'},
    );
    assert.equal(order(events), 'delta+ error');
  });

  void it('should refuse a bad request with a JSON error body before any stream', async () => {
    const response = await fetch(`${baseUrl}/api/agent`, {
      method: 'POST',
      headers: {authorization: `Bearer ${key}`},
      body: JSON.stringify({messages: [{role: 'assistant', content: 'x'}], session_id: 's'}),
    });
    assert.equal(response.status, 400);
    const body = (await response.json()) as {error: {status: number; code: string; field: string}};
    assert.deepEqual(
      [body.error.status, body.error.code, body.error.field],
      [400, 'invalid_value', 'messages[0].role'],
    );
  });

  void it('should stop generating when the client disconnects', async () => {
    const timers = () =>
      process.getActiveResourcesInfo().filter((name) => name === 'Timeout').length;
    const slow = createServer(
      toNodeHandler(createAgentSimulator({keyStore, pace: 'lifelike', seed: 5})),
    );
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const port = (slow.address() as AddressInfo).port;
      const before = timers();
      const controller = new AbortController();
      const response = await fetch(`http://127.0.0.1:${String(port)}/api/agent`, {
        method: 'POST',
        headers: {authorization: `Bearer ${key}`},
        body: JSON.stringify({messages: [{role: 'user', content: 'Wealth tax?'}], session_id: 'x'}),
        signal: controller.signal,
      });
      assert.equal(response.status, 200);
      assert.ok(timers() > before, 'the simulator waits for its first token');
      controller.abort();
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(timers(), before, 'the pending wait was cleared when the client left');
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });
});
