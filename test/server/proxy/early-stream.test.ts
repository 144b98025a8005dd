/**
 * `openStreamEarly` (on in the wealth-agent-proxy command): the stream is open, headers and a
 * first comment sent, before the agent service has answered at all.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {decodeAgentEvent} from '../../../src/protocol/index.js';
import {ACCEPTED_COMMENT} from '../../../src/server/proxy/early-stream.js';
import {
  KEY,
  QUESTION,
  parseEvents,
  post,
  readInTwo,
  startProxy,
  suiteUpstream,
  withProxy,
} from './harness.js';
import {ANSWER, gate, reply, sse} from './scripted-upstream.js';
import type {Behaviour} from './scripted-upstream.js';

describe('proxy: openStreamEarly', () => {
  const upstream = suiteUpstream();

  it('should send the headers and a first comment before the agent service answers', async () => {
    const held = gate();
    const late: Behaviour = async (req, res) => {
      await held.wait;
      await sse(ANSWER)(req, res);
    };
    upstream.respond(late);
    const proxy = await startProxy(upstream.url, {openStreamEarly: true});
    try {
      const response = await fetch(proxy.url, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify(QUESTION),
      });
      // The upstream has sent nothing yet: whatever arrived came from the proxy alone.
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /^text\/event-stream/);
      const {first, rest: text} = await readInTwo(response, held.open);
      assert.equal(first, ACCEPTED_COMMENT);
      const types = parseEvents(text).map((message) => decodeAgentEvent(message).type);
      assert.equal(types.at(-1), 'done', 'the answer followed the comment');
    } finally {
      held.open();
      await proxy.close();
    }
  });

  it("should end the open stream with one error event carrying the upstream's refusal", async () => {
    const quota = JSON.stringify({
      error: {status: 429, code: 'quota_exceeded', message: 'Daily quota used up.'},
    });
    upstream.respond(reply(429, quota, {'content-type': 'application/json'}));
    await withProxy(upstream.url, {openStreamEarly: true}, async (proxy) => {
      const answer = await post(proxy.url);
      assert.equal(answer.status, 200);
      assert.ok(answer.text.startsWith(ACCEPTED_COMMENT));
      const events = parseEvents(answer.text).map(decodeAgentEvent);
      assert.equal(events.length, 1);
      const [event] = events;
      assert.equal(event?.type === 'error' ? event.error.code : event?.type, 'quota_exceeded');
      assert.ok(!answer.text.includes(KEY));
    });
  });

  it('should let close() wait for an early stream whose upstream has not answered yet', async () => {
    const held = gate();
    upstream.respond(async (req, res) => {
      await held.wait;
      await sse(ANSWER)(req, res);
    });
    const proxy = await startProxy(upstream.url, {openStreamEarly: true});
    try {
      const seen = upstream.requests.length;
      const answer = post(proxy.url);
      for (let tries = 0; upstream.requests.length <= seen; tries++) {
        assert.ok(tries < 500, 'the request never reached the upstream');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      let closed = false;
      const closing = proxy.handler.close({deadlineMs: 30_000}).then(() => {
        closed = true;
      });
      await new Promise((resolve) => setImmediate(resolve));
      assert.equal(closed, false, 'close() waits for the answer on its way');
      held.open();
      const types = parseEvents((await answer).text).map((m) => decodeAgentEvent(m).type);
      assert.equal(types.at(-1), 'done');
      await closing;
    } finally {
      held.open();
      await proxy.close();
    }
  });
});
