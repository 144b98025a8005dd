import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {decodeAgentEvent} from '../../../src/protocol/index.js';
import {drained} from '../../../src/server/node/adapter.js';
import type {ProxyUsage} from '../../../src/server/proxy/index.js';
import {
  QUESTION,
  assertKeyNowhere,
  parseEvents,
  post,
  readInTwo,
  suiteUpstream,
  withProxy,
} from './harness.js';
import {
  ANSWER,
  answerHeldAfterFirst,
  event,
  gate,
  silentAfterFirst,
  sse,
} from './scripted-upstream.js';

const open = (url: string, signal?: AbortSignal) =>
  fetch(url, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify(QUESTION),
    ...(signal ? {signal} : {}),
  });

describe('proxy: streaming', () => {
  const upstream = suiteUpstream();

  it('should deliver the first event before the upstream has finished', async () => {
    const rest = gate();
    upstream.respond(answerHeldAfterFirst(rest.wait));
    await withProxy(upstream.url, async (proxy) => {
      const response = await open(proxy.url);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'text/event-stream; charset=utf-8');
      assert.equal(response.headers.get('cache-control'), 'no-cache, no-transform');
      assert.equal(response.headers.get('x-accel-buffering'), 'no');
      assert.equal(response.headers.get('content-encoding'), null);
      const {first, rest: after} = await readInTwo(response, rest.open);
      assert.equal(first, ANSWER[0], 'the first event was held back');
      assert.equal(first + after, ANSWER.join(''), 'the bytes were altered on the way');
    });
  });

  it('should send pings while the upstream is silent, never inside an event', async () => {
    const half = ANSWER[1] ?? '';
    upstream.respond(
      sse([ANSWER[0] ?? '', 200, half.slice(0, 20), 200, half.slice(20), ...ANSWER.slice(2)]),
    );
    await withProxy(upstream.url, {heartbeatMs: 40}, async (proxy) => {
      const seen = await post(proxy.url);
      const pings = seen.text.split(': ping\n\n').length - 1;
      assert.ok(pings >= 2, `expected pings during the pause, got ${pings}`);
      assert.ok(seen.text.includes(half), 'a ping was inserted inside an event');
      assert.deepEqual(
        parseEvents(seen.text).map((message) => decodeAgentEvent(message).type),
        ['delta', 'delta', 'metadata', 'done'],
      );
    });
  });

  it('should place pings only between events in a CRLF stream', async () => {
    const [first = '', second = '', ...rest] = ANSWER.map((chunk) => chunk.replace(/\n/g, '\r\n'));
    const line = 'event: delta\r\n';
    // A pause after a whole event, then one after the first line of the next event.
    upstream.respond(sse([first, 150, line, 150, second.slice(line.length), ...rest]));
    await withProxy(upstream.url, {heartbeatMs: 40}, async (proxy) => {
      const seen = await post(proxy.url);
      assert.ok(seen.text.startsWith(`${first}: ping\n\n`), 'no ping after the first event');
      assert.ok(seen.text.includes(second), 'a ping split the second event');
      assert.deepEqual(
        parseEvents(seen.text).map((message) => decodeAgentEvent(message).type),
        ['delta', 'delta', 'metadata', 'done'],
      );
    });
  });

  it('should end a silent stream with one upstream_timeout event and abort the upstream', async () => {
    upstream.respond(silentAfterFirst());
    await withProxy(upstream.url, {idleTimeoutMs: 150, heartbeatMs: 60}, async (proxy) => {
      const closed = upstream.closedEarly();
      const seen = await post(proxy.url);
      const events = parseEvents(seen.text);
      assert.deepEqual(
        events.map((item) => item.event),
        ['delta', 'error'],
      );
      assert.deepEqual(JSON.parse(events[1]?.data ?? ''), {
        type: 'error',
        error: {
          code: 'upstream_timeout',
          message: 'The agent service stopped responding. Please try again.',
        },
      });
      await closed;
      assert.ok(proxy.logs.some((entry) => entry.event === 'upstream_idle_timeout'));
      assertKeyNowhere(seen, proxy.logs);
    });
  });

  it('should abort the upstream as soon as the browser disconnects', async () => {
    upstream.respond(silentAfterFirst());
    await withProxy(upstream.url, async (proxy) => {
      const closed = upstream.closedEarly();
      const controller = new AbortController();
      const response = await open(proxy.url, controller.signal);
      const reader = response.body?.getReader();
      await reader?.read();
      const started = Date.now();
      controller.abort();
      await closed;
      assert.ok(Date.now() - started < 1000, 'the upstream kept streaming after the browser left');
    });
  });

  it('should end a stream that dies mid-event with one well-formed upstream_unavailable event', async () => {
    const cut = (ANSWER[1] ?? '').slice(0, 25);
    // The pause lets the written bytes leave before the socket is destroyed.
    upstream.respond(sse([ANSWER[0] ?? '', cut, 50], 'die'));
    await withProxy(upstream.url, async (proxy) => {
      const seen = await post(proxy.url);
      assert.equal(seen.status, 200);
      const events = parseEvents(seen.text);
      const errors = events.filter((item) => item.event === 'error');
      assert.equal(errors.length, 1, seen.text);
      assert.deepEqual(JSON.parse(errors[0]?.data ?? ''), {
        type: 'error',
        error: {
          code: 'upstream_unavailable',
          message: 'The connection to the agent service was lost. Please try again.',
        },
      });
      assert.equal(events[0]?.event, 'delta');
      assert.equal(events.at(-1)?.event, 'error');
      // The cut event was closed before the error: a browser skips it as malformed, nothing more.
      assert.equal(decodeAgentEvent(events[1] ?? {event: '', data: ''}).type, 'ignored');
      assertKeyNowhere(seen, proxy.logs);
    });
  });

  it('should report usage from metadata without altering the bytes', async () => {
    upstream.respond(sse(ANSWER));
    const usages: ProxyUsage[] = [];
    await withProxy(upstream.url, {onUsage: (usage) => void usages.push(usage)}, async (proxy) => {
      const seen = await post(proxy.url);
      assert.equal(seen.text, ANSWER.join(''));
      assert.deepEqual(usages, [
        {prompt_tokens: 120, completion_tokens: 7, cached_tokens: 100, session_id: 'session-1'},
      ]);
    });
  });

  it('should read the upstream only as fast as the browser reads', async () => {
    const chunk = event('delta', {delta: {content: 'x'.repeat(16 * 1024)}});
    let written = 0;
    upstream.respond(async (_req, res) => {
      res.writeHead(200, {'content-type': 'text/event-stream'});
      for (let i = 0; i < 4000 && !res.destroyed; i++) {
        written += chunk.length;
        if (!res.write(chunk)) await drained(res);
      }
      res.end();
    });
    await withProxy(upstream.url, async (proxy) => {
      const controller = new AbortController();
      const closed = upstream.closedEarly();
      const response = await open(proxy.url, controller.signal);
      await response.body?.getReader().read();
      await new Promise((resolve) => setTimeout(resolve, 300));
      // 64 MB would be read ahead without backpressure; socket buffers hold a few MB at most.
      assert.ok(written < 16 * 1024 * 1024, `the upstream wrote ${written} bytes ahead`);
      controller.abort();
      await closed;
    });
  });
});
