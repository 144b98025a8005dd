import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {ask, readEvents, setup, summarize} from './harness.js';

/** A structured answer: longer than the key figures a short question gets by default. */
const MEDIUM = {effort: 'medium'};

describe('simulator quota and prompt caching', () => {
  it('should answer 429 before any stream once the daily quota is used up', async () => {
    const {post} = await setup({quotaTokens: 200});
    const first = summarize(await readEvents(await post(ask('How is income taxed?', MEDIUM))));
    assert.ok(first.done === undefined, 'a 200-token quota cannot hold a full answer');
    const refused = await post(ask('How is income taxed?', MEDIUM));
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    const body = (await refused.json()) as {error: {code: string}};
    assert.equal(body.error.code, 'quota_exceeded');
  });

  it('should end the stream with a quota_exceeded error event when the quota runs out mid-answer', async () => {
    const {post} = await setup({quotaTokens: 150});
    const response = await post(ask('How is wealth taxed in France?', MEDIUM));
    assert.equal(response.status, 200);
    const events = await readEvents(response);
    const names = events.map((item) => item.event);
    assert.ok(names.includes('delta'), 'some of the answer streams first');
    assert.equal(names.at(-1), 'error');
    assert.ok(!names.includes('done') && !names.includes('metadata'));
    assert.deepEqual((events.at(-1)?.data.error as {code: string}).code, 'quota_exceeded');
  });

  it('should reset the quota at UTC midnight', async () => {
    let clock = new Date('2025-03-01T23:59:00Z');
    const {post} = await setup({quotaTokens: 150, now: () => clock});
    await readEvents(await post(ask('How is wealth taxed in France?', MEDIUM)));
    assert.equal((await post(ask('How is wealth taxed?', MEDIUM))).status, 429);
    clock = new Date('2025-03-02T00:00:01Z');
    const next = await post(ask('Income tax?'));
    assert.equal(next.status, 200, 'a new UTC day brings a new quota');
    await next.body?.cancel();
  });

  it('should count a growing history as cached prompt tokens', async () => {
    const {post} = await setup();
    const question = 'How is income taxed for a resident?';
    const first = summarize(await readEvents(await post(ask(question))));
    assert.ok(first.usage && first.done);
    assert.equal(first.usage.cached_tokens, 0);
    assert.equal(first.usage.prompt_tokens, Math.ceil(question.length / 4));
    assert.ok(first.usage.completion_tokens >= Math.ceil(first.content.length / 4));

    const messages = [
      {role: 'user', content: question},
      {role: 'assistant', content: first.done.content},
      {role: 'user', content: 'And the wealth tax?'},
    ];
    const second = summarize(await readEvents(await post({messages, session_id: 'session-1'})));
    assert.ok(second.usage);
    assert.equal(second.usage.cached_tokens, Math.ceil(question.length / 4));
    assert.ok(second.usage.prompt_tokens > second.usage.cached_tokens);

    const otherSession = summarize(
      await readEvents(await post({messages, session_id: 'session-2'})),
    );
    assert.equal(otherSession.usage?.cached_tokens, 0, 'the cache is per session');
  });

  it('should charge cached tokens at a tenth', async () => {
    const long = 'Explain income tax '.repeat(200);
    const conversation = async (quotaTokens: number) => {
      const {post} = await setup({quotaTokens, seed: 7});
      const first = summarize(await readEvents(await post(ask(long))));
      assert.ok(first.done && first.usage);
      const messages = [
        {role: 'user', content: long},
        {role: 'assistant', content: first.done.content},
        {role: 'user', content: 'And capital gains?'},
      ];
      return {first: first.usage, second: await post({messages, session_id: 'session-1'})};
    };
    const measured = await conversation(1_000_000);
    const {prompt_tokens: cached, completion_tokens: answer} = measured.first;
    await measured.second.body?.cancel();
    const newTokens = answer + Math.ceil('And capital gains?'.length / 4);
    // Room for the first turn and the second prompt with its cached prefix at a tenth, not in full.
    const tight = await conversation(cached + answer + Math.ceil(cached / 10) + newTokens + 20);
    assert.equal(tight.second.status, 200, 'the cached prefix must cost a tenth');
    await tight.second.body?.cancel();
    const tighter = await conversation(cached + answer + Math.ceil(cached / 10) + newTokens - 5);
    assert.equal(tighter.second.status, 429, 'a prompt beyond the quota left is refused');
  });
});
