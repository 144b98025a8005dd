import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {CLARIFY_TRIGGER} from '../../../src/server/simulator/index.js';
import {ask, readEvents, setup, summarize} from './harness.js';

const activeTimers = () =>
  process.getActiveResourcesInfo().filter((name) => name === 'Timeout').length;

describe('simulator stream', () => {
  it('should send SSE headers and delta+, metadata, done with done = the deltas joined', async () => {
    const {post} = await setup();
    const response = await post(ask('Quelle est la fiscalité des plus-values ?'));
    assert.equal(response.headers.get('content-type'), 'text/event-stream; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const events = await readEvents(response);
    const names = events.map((item) => item.event);
    assert.ok(names.length > 10, 'the answer streams in many small deltas');
    assert.deepEqual(names.slice(-2), ['metadata', 'done']);
    assert.ok(names.slice(0, -2).every((name) => name === 'delta'));
    const answer = summarize(events);
    assert.ok(answer.done, 'the stream ends with done');
    assert.equal(answer.done.content, answer.content);
    assert.equal(answer.done.role, 'assistant');
    for (const {event, data} of events) assert.equal(data.type, event);
  });

  it('should stream thinking first, in phases, only with extended_thinking', async () => {
    const {post} = await setup();
    const plain = summarize(await readEvents(await post(ask('Income tax in France?'))));
    assert.equal(plain.thinking.length, 0, 'no thinking unless asked');

    const events = await readEvents(
      await post(ask('Income tax?', {extended_thinking: true, residence: 'ch', language: 'de'})),
    );
    const answer = summarize(events);
    const firstContent = events.findIndex(
      (item) => (item.data.delta as {content?: string} | undefined)?.content !== undefined,
    );
    const lastThinking = events.findLastIndex(
      (item) => (item.data.delta as {thinking?: string} | undefined)?.thinking !== undefined,
    );
    assert.ok(lastThinking < firstContent, 'thinking comes before the answer');
    assert.deepEqual(
      [...new Set(answer.thinking.map((item) => `${item.phase} ${item.step}`))],
      ['understanding 1/4', 'research 2/4', 'analysis 3/4', 'drafting 4/4'],
    );
    const text = answer.thinking.map((item) => item.thinking).join('');
    assert.match(text, /in der Schweiz/, 'thinking names the jurisdiction in the request language');
    assert.match(text, /Einkommenssteuer/, 'thinking names the topic, as Swiss law spells it');
    assert.ok(!answer.content.includes(text.slice(0, 30)), 'thinking never enters the answer');
  });

  it('should give the same answer for the same seed', async () => {
    const a = await setup({seed: 42});
    const b = await setup({seed: 42});
    const question = ask('Compare inheritance tax in Italy and Greece', {language: 'it'});
    const first = summarize(await readEvents(await a.post(question)));
    const second = summarize(await readEvents(await b.post(question)));
    assert.equal(first.content, second.content);
  });

  it('should split deltas at word boundaries, never inside a character', async () => {
    const {post} = await setup();
    const events = await readEvents(
      await post(
        ask('Ερώτηση για τον φόρο εισοδήματος; income', {language: 'pt', residence: 'gr'}),
      ),
    );
    const contents = events.flatMap((item) => {
      const content = (item.data.delta as {content?: string} | undefined)?.content;
      return content === undefined ? [] : [content];
    });
    assert.ok(contents.length > 20);
    for (const [index, chunk] of contents.entries()) {
      assert.ok(!/[\uD800-\uDBFF]$/.test(chunk), 'no chunk ends inside a surrogate pair');
      if (index === contents.length - 1 || /\s$/.test(chunk)) continue;
      // Only a very long word (a URL) may be cut, and only at a code point.
      assert.ok(Array.from(chunk.split(/\s/).at(-1) ?? '').length >= 24, `cut inside "${chunk}"`);
    }
  });

  it(`should ask a clarification for a vague question or the word "${CLARIFY_TRIGGER}"`, async () => {
    const {post} = await setup();
    for (const [question, language, taxQuestion] of [
      ['Hello', 'en', 'Which tax are you asking about?'],
      ['Que pensez-vous de ma situation ?', 'fr', 'Sur quel impôt porte votre question ?'],
      [`Can you ${CLARIFY_TRIGGER} what applies to me?`, 'en', 'Which tax are you asking about?'],
    ] as const) {
      const events = await readEvents(await post(ask(question, {language})));
      assert.deepEqual(
        events.map((item) => item.event),
        ['clarification', 'done'],
        `"${question}" must get a clarification and no delta`,
      );
      const questions = events[0]?.data.questions as Array<{
        id: string;
        question: string;
        options?: string[];
      }>;
      assert.ok(questions.length >= 1);
      const [first] = questions;
      assert.ok(first);
      assert.equal(first.question, taxQuestion);
      assert.equal(first.options?.length, 4);
      assert.ok(questions.some((item) => item.options?.some((option) => option.includes('EUR'))));
      assert.deepEqual(events[1]?.data.final_message, {role: 'assistant', content: ''});
    }
  });

  it('should stop generating and leave no timer when the client aborts', async () => {
    const {post} = await setup({pace: 'lifelike', seed: 1});
    const before = activeTimers();
    const controller = new AbortController();
    const response = await post(ask('How is wealth taxed?'), {signal: controller.signal});
    const reader = response.body?.getReader();
    assert.ok(reader);
    const pending = reader.read();
    // Lifelike pace waits 400–900 ms for the first token: abort while it waits.
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.ok(activeTimers() > before, 'the simulator is waiting on a timer');
    controller.abort();
    const result = await pending.catch(() => ({done: true, value: undefined}));
    assert.equal(result.done, true, 'no more data after the abort');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(activeTimers(), before, 'no timer left behind');
  });

  it('should stop when the reader cancels mid-answer', async () => {
    const {post} = await setup({pace: 'fast'});
    const before = activeTimers();
    const response = await post(ask('How is wealth taxed?'));
    const reader = response.body?.getReader();
    assert.ok(reader);
    await reader.read();
    await reader.read();
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 30));
    assert.equal(activeTimers(), before, 'cancelling clears the pending wait');
  });
});
