/**
 * The upstream contract, over real HTTP: the same suite a client runs against the real service
 * (`test/contract/`), here against the simulator, followed by what only the simulator promises.
 */
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, describe, it} from 'node:test';
import {createSseByteParser, decodeAgentEvent} from '../../src/protocol/index.js';
import type {AgentEvent} from '../../src/protocol/index.js';
import {
  createAgentSimulator,
  createMemoryKeyStore,
  toNodeHandler,
} from '../../src/server/simulator/index.js';
import {defineContractSuite} from '../contract/contract-suite.js';

const keyStore = createMemoryKeyStore();
const apiKey = await keyStore.issue('contract');
const revokedKey = await keyStore.issue('former-client');
await keyStore.revoke(revokedKey);
const exhaustedKey = await keyStore.issue('exhausted');

const server = createServer(
  toNodeHandler(
    createAgentSimulator({keyStore, pace: 'none', seed: 1, clientQuotas: {exhausted: 0}}),
  ),
);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

defineContractSuite({baseUrl, apiKey, revokedKey, exhaustedKey});

const stream = async (body: unknown) => {
  const response = await fetch(`${baseUrl}/api/agent`, {
    method: 'POST',
    headers: {authorization: `Bearer ${apiKey}`, 'content-type': 'application/json'},
    body: JSON.stringify(body),
  });
  const events: AgentEvent[] = [];
  const parser = createSseByteParser((message) => events.push(decodeAgentEvent(message)));
  assert.ok(response.body);
  for await (const chunk of response.body) parser.feed(chunk);
  parser.end();
  return events;
};

describe('what only the simulator promises, over HTTP', () => {
  it('should send a clarification then done, with no delta, for a vague question', async () => {
    const events = await stream({
      messages: [{role: 'user', content: 'Hi'}],
      session_id: 'contract-vague',
      language: 'en',
    });
    assert.deepEqual(
      events.map((event) => event.type),
      ['clarification', 'done'],
    );
    const [clarification] = events;
    assert.ok(clarification?.type === 'clarification');
    assert.ok(clarification.questions.length >= 1 && clarification.questions.length <= 3);
  });

  it('should send the documented JSON error body', async () => {
    const response = await fetch(`${baseUrl}/api/agent`, {
      method: 'POST',
      headers: {authorization: `Bearer ${apiKey}`},
      body: JSON.stringify({messages: [{role: 'assistant', content: 'x'}], session_id: 's'}),
    });
    assert.equal(response.status, 400);
    const body = (await response.json()) as {error: {status: number; code: string; field: string}};
    assert.deepEqual(
      [body.error.status, body.error.code, body.error.field],
      [400, 'invalid_value', 'messages[0].role'],
    );
  });

  it('should cite official https sources with the documented marker fields', async () => {
    const events = await stream({
      messages: [{role: 'user', content: 'How is income taxed?'}],
      session_id: 'contract-markers',
      residence: 'de',
      language: 'en',
    });
    const metadata = events.find((event) => event.type === 'metadata');
    assert.ok(metadata?.type === 'metadata' && metadata.sources.length > 0);
    for (const source of metadata.sources) {
      assert.ok(source.id && source.title && source.publisher, JSON.stringify(source));
      assert.equal(new URL(source.url ?? '').protocol, 'https:');
      assert.equal(source.jurisdiction, 'de');
    }
    assert.ok(metadata.usage && metadata.usage.completion_tokens > 0, 'usage is reported');
  });

  it('should stop generating when the client disconnects', async () => {
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
        headers: {authorization: `Bearer ${apiKey}`},
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
