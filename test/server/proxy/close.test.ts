/** Closing gracefully for a rolling deploy: no new answers, the ones in flight finish or end cleanly. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {setImmediate as nextTick} from 'node:timers/promises';
import {decodeAgentEvent} from '../../../src/protocol/index.js';
import {errorOf, parseEvents, post, startProxy, suiteUpstream, withProxy} from './harness.js';
import {answerHeldAfterFirst, gate, silentAfterFirst} from './scripted-upstream.js';
import type {ScriptedUpstream} from './scripted-upstream.js';

/** Waits until the upstream has seen `count` requests. */
const arrived = async (upstream: ScriptedUpstream, count: number) => {
  for (let tries = 0; upstream.requests.length < count; tries++) {
    assert.ok(tries < 500, 'the request never reached the upstream');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('proxy: close', () => {
  const upstream = suiteUpstream();

  it('should let an answer in flight finish, and refuse new ones with 503 shutting_down', async () => {
    const rest = gate();
    upstream.respond(answerHeldAfterFirst(rest.wait));
    await withProxy(upstream.url, async (proxy) => {
      const seen = upstream.requests.length;
      const answer = post(proxy.url);
      await arrived(upstream, seen + 1);
      let closed = false;
      const closing = proxy.handler.close({deadlineMs: 30_000}).then(() => {
        closed = true;
      });
      const before = upstream.requests.length;
      const refused = await post(proxy.url);
      assert.equal(refused.status, 503);
      assert.equal(errorOf(refused).code, 'shutting_down');
      assert.equal(upstream.requests.length, before, 'the refused request never went upstream');
      assert.equal(closed, false, 'close waits for the answer in flight');
      const closingLine = proxy.logs.find((entry) => entry.event === 'closing');
      assert.match(
        String(closingLine?.message),
        /^Closing: 1 answer in flight gets up to 30000 ms/,
      );
      rest.open();
      const events = parseEvents((await answer).text).map(decodeAgentEvent);
      assert.equal(events.at(-1)?.type, 'done', 'the answer in flight completed');
      await closing;
    });
  });

  it('should end an answer still streaming at the deadline with one error event', async () => {
    upstream.respond(silentAfterFirst());
    await withProxy(upstream.url, async (proxy) => {
      const seen = upstream.requests.length;
      const answer = post(proxy.url);
      await arrived(upstream, seen + 1);
      await proxy.handler.close({deadlineMs: 150});
      const events = parseEvents((await answer).text).map(decodeAgentEvent);
      assert.deepEqual(
        events.map((event) => event.type),
        ['delta', 'error'],
        'the partial answer, then one error',
      );
      const last = events.at(-1);
      assert.equal(last?.type === 'error' ? last.error.code : undefined, 'shutting_down');
      assert.ok(proxy.logs.some((entry) => entry.event === 'shutdown_interrupted'));
    });
  });

  it('should end every answer still streaming at the deadline, many open without a leak warning', async () => {
    upstream.respond(silentAfterFirst());
    const proxy = await startProxy(upstream.url);
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      const seen = upstream.requests.length;
      const answers = Array.from({length: 12}, () => post(proxy.url));
      await arrived(upstream, seen + answers.length);
      await proxy.handler.close({deadlineMs: 150});
      for (const answer of await Promise.all(answers)) {
        const last = parseEvents(answer.text).map(decodeAgentEvent).at(-1);
        assert.equal(last?.type === 'error' ? last.error.code : undefined, 'shutting_down');
      }
      await new Promise((resolve) => setImmediate(resolve));
      assert.deepEqual(warnings, [], 'no MaxListenersExceededWarning per stream in flight');
    } finally {
      process.off('warning', onWarning);
      await proxy.close();
    }
  });

  it('should resolve at once with nothing in flight', async () => {
    await withProxy(upstream.url, async (proxy) => {
      let settled = false;
      const closing = proxy.handler.close({deadlineMs: 60_000}).then(() => {
        settled = true;
      });
      // Not a time: the promise settles before the event loop's next tick, or it waited.
      await nextTick();
      assert.ok(settled, 'close() waited with nothing in flight');
      await closing;
    });
  });
});
