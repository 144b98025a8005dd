/**
 * Staged faults, over real HTTP: what a client's integration sees when the upstream fails.
 */
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import type {Server, ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, describe, it} from 'node:test';
import {createSseByteParser} from '../../../src/protocol/index.js';
import {
  FAULT_HEADER,
  createAgentSimulator,
  createMemoryKeyStore,
  parseFaults,
  toNodeHandler,
} from '../../../src/server/simulator/index.js';
import type {SimulatorOptions} from '../../../src/server/simulator/index.js';
import {ask} from './harness.js';

const servers: Server[] = [];
after(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A simulator on a loopback port; returns a `post` bound to a valid key. */
const serve = async (options: Partial<SimulatorOptions> = {}) => {
  const keyStore = createMemoryKeyStore();
  const key = await keyStore.issue('acme');
  const server = createServer(
    toNodeHandler(createAgentSimulator({keyStore, pace: 'none', ...options})),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/api/agent`;
  const post = (
    body: unknown,
    init: {headers?: Record<string, string>; signal?: AbortSignal; key?: string} = {},
  ) =>
    fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${init.key ?? key}`,
        'content-type': 'application/json',
        ...init.headers,
      },
      body: JSON.stringify(body),
      ...(init.signal ? {signal: init.signal} : {}),
    });
  return {server, post};
};

interface Received {
  /** Event names in arrival order. */
  names: string[];
  /** When each event arrived, in ms since reading began. */
  times: number[];
  data: Array<Record<string, unknown>>;
  /** How the body ended: cleanly, or with the connection failing. */
  ending: 'clean' | 'failed';
}

/** Reads a whole SSE body, noting when each event came and whether the body ended cleanly. */
const receive = async (response: Response): Promise<Received> => {
  const started = Date.now();
  const received: Received = {names: [], times: [], data: [], ending: 'clean'};
  const parser = createSseByteParser((message) => {
    received.names.push(message.event);
    received.times.push(Date.now() - started);
    received.data.push(JSON.parse(message.data) as Record<string, unknown>);
  });
  assert.ok(response.body);
  try {
    for await (const chunk of response.body) parser.feed(chunk);
  } catch {
    received.ending = 'failed';
  }
  parser.end();
  return received;
};

const FIVE_DELTAS = ['delta', 'delta', 'delta', 'delta', 'delta'];
const QUESTION = ask('How is income taxed in France?');

const errorBody = async (response: Response) =>
  ((await response.json()) as {error: {status: number; code: string; message: string}}).error;

describe('simulator faults over HTTP', () => {
  it('should end with an error event after a few deltas for error-mid-stream', async () => {
    const {post} = await serve({faults: {'error-mid-stream': true}});
    const response = await post(QUESTION);
    assert.equal(response.status, 200);
    const received = await receive(response);
    assert.deepEqual(received.names, [...FIVE_DELTAS, 'error']);
    assert.equal((received.data.at(-1)?.error as {code: string}).code, 'internal_error');
    assert.equal(received.ending, 'clean');
  });

  it('should answer 429 with Retry-After and a JSON body for http-429, after auth and validation', async () => {
    const {post} = await serve({faults: {'http-429': true}});
    const response = await post(QUESTION);
    assert.equal(response.status, 429);
    assert.match(response.headers.get('content-type') ?? '', /application\/json/);
    const retryAfter = Number(response.headers.get('retry-after'));
    assert.ok(retryAfter > 0 && retryAfter <= 86_400, `Retry-After ${String(retryAfter)}`);
    const error = await errorBody(response);
    assert.deepEqual([error.status, error.code], [429, 'quota_exceeded']);
    assert.match(error.message, /00:00 UTC/);
    assert.equal((await post(QUESTION, {key: 'sk_live_unknown'})).status, 401);
    assert.equal((await post({...QUESTION, language: 'xx'})).status, 400);
  });

  it('should answer 500 with a JSON body for http-500', async () => {
    const {post} = await serve({faults: {'http-500': true}});
    const response = await post(QUESTION);
    assert.equal(response.status, 500);
    assert.equal((await errorBody(response)).code, 'internal_error');
  });

  it('should stall after a few deltas and keep the connection open until the client leaves', async () => {
    const {server, post} = await serve({faults: {stall: true}});
    let closed: Promise<void> | undefined;
    server.on('request', (_, res: ServerResponse) => {
      closed = new Promise((resolve) => res.once('close', resolve));
    });
    const controller = new AbortController();
    const response = await post(QUESTION, {signal: controller.signal});
    assert.equal(response.status, 200);
    const names: string[] = [];
    const parser = createSseByteParser((message) => names.push(message.event));
    const reader = response.body?.getReader();
    assert.ok(reader && closed);
    while (names.length < FIVE_DELTAS.length) {
      const {done, value} = await reader.read();
      assert.equal(done, false, 'the stream must not end while stalled');
      parser.feed(value);
    }
    assert.deepEqual(names, FIVE_DELTAS);
    const next = reader.read().then(
      (result) => (result.done ? 'ended' : 'data'),
      () => 'failed',
    );
    const silence = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms, 'silent'));
    assert.equal(await Promise.race([next, silence(300)]), 'silent', 'nothing more arrives');
    assert.equal(
      await Promise.race([closed.then(() => 'closed'), silence(0)]),
      'silent',
      'the server still holds the response open',
    );
    controller.abort();
    assert.equal(await next, 'failed');
    assert.equal(
      await Promise.race([closed.then(() => 'closed'), silence(500)]),
      'closed',
      'the server lets go of the stalled response once the client leaves',
    );
  });

  it('should pause for stall=MS and then finish the answer', async () => {
    const {post} = await serve({faults: {stall: 200}});
    const received = await receive(await post(QUESTION));
    assert.deepEqual(received.names.slice(0, 5), FIVE_DELTAS);
    assert.deepEqual(received.names.slice(-2), ['metadata', 'done']);
    const gap = (received.times[5] ?? 0) - (received.times[4] ?? 0);
    assert.ok(gap >= 180, `a pause of about 200 ms after the fifth delta, not ${String(gap)} ms`);
    const content = received.data
      .map((item) => (item.delta as {content?: string} | undefined)?.content ?? '')
      .join('');
    const done = received.data.at(-1)?.final_message as {content: string};
    assert.equal(done.content, content, 'the answer is whole once it resumes');
  });

  it('should cut the connection after a few deltas for drop', async () => {
    const {post} = await serve({faults: {drop: true}});
    const response = await post(QUESTION);
    assert.equal(response.status, 200);
    const received = await receive(response);
    assert.deepEqual(received.names, FIVE_DELTAS, 'the deltas sent reach the client');
    assert.equal(received.ending, 'failed', 'the client sees the connection fail');
  });

  it('should end the stream cleanly with no done for truncate', async () => {
    const {post} = await serve({faults: {truncate: true}});
    const received = await receive(await post(QUESTION));
    assert.deepEqual(received.names, FIVE_DELTAS);
    assert.equal(received.ending, 'clean');
  });

  it('should delay the headers for slow-first-byte=MS given in the header', async () => {
    const {post} = await serve({allowFaultHeader: true});
    const started = Date.now();
    const response = await post(QUESTION, {headers: {[FAULT_HEADER]: 'slow-first-byte=200'}});
    assert.ok(Date.now() - started >= 190, 'the headers come after the delay');
    assert.deepEqual((await receive(response)).names.slice(-2), ['metadata', 'done']);
  });

  it('should honour the fault header only when allowed, ignoring unknown names', async () => {
    const open = await serve({allowFaultHeader: true});
    const staged = await open.post(QUESTION, {headers: {[FAULT_HEADER]: 'bogus, http-429'}});
    assert.equal(staged.status, 429);
    await staged.body?.cancel();
    const strict = await serve();
    const ignored = await strict.post(QUESTION, {headers: {[FAULT_HEADER]: 'http-429'}});
    assert.equal(ignored.status, 200, 'real clients can never trigger a fault');
    assert.deepEqual((await receive(ignored)).names.slice(-2), ['metadata', 'done']);
  });
});

describe('parseFaults', () => {
  it('should read names and durations, and refuse what it does not know', () => {
    assert.deepEqual(parseFaults(['drop', 'stall=2000', 'SLOW-FIRST-BYTE=10']), {
      drop: true,
      stall: 2000,
      'slow-first-byte': 10,
    });
    assert.throws(() => parseFaults(['explode']), /Unknown fault "explode": use one of .*drop/);
    assert.throws(() => parseFaults(['drop=5']), /takes no value/);
    assert.throws(() => parseFaults(['stall=soon']), /whole number of milliseconds/);
    assert.deepEqual(parseFaults(['explode', 'drop=5', 'truncate'], true), {truncate: true});
  });
});
