import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {EFFORTS} from '../../../src/protocol/index.js';
import {PHRASES} from '../../../src/server/simulator/engine/phrases/index.js';
import {ask, readEvents, setup, summarize} from './harness.js';

const answer = async (question: string, extra: Record<string, unknown> = {}) => {
  const {post} = await setup({seed: 3});
  return summarize(await readEvents(await post(ask(question, {language: 'en', ...extra}))));
};

const {checksTitle, nextStepsTitle} = PHRASES.en;

/** What a reader sees of an answer's depth: its sections. */
const shape = (content: string) => ({
  sections: content.includes('\n### '),
  checks: content.includes(`### ${checksTitle}`),
  nextSteps: content.includes(`### ${nextStepsTitle}`),
});

const SHORT = 'Income tax?';
const ORDINARY =
  'How are capital gains on listed shares taxed for a resident with a large portfolio?';
const CROSS_BORDER = 'Compare the wealth tax in Switzerland and Portugal';
const COMPLEX =
  'I am thinking of moving from France to Portugal or Italy next year with a portfolio of 8 million ' +
  'EUR and a holding company; compare how income, capital gains and inheritance would be taxed, ' +
  'including the special regimes for new residents.';

describe('simulator effort and depth', () => {
  it('should make the answer longer and deeper as effort grows', async () => {
    const answers = await Promise.all(
      EFFORTS.map((effort) => answer('Wealth tax in Spain?', {effort, residence: 'es'})),
    );
    const lengths = answers.map((item) => item.content.length);
    for (let i = 1; i < lengths.length; i++) {
      assert.ok(
        (lengths[i] ?? 0) > (lengths[i - 1] ?? 0),
        `${EFFORTS[i] ?? ''} must be longer than ${EFFORTS[i - 1] ?? ''}: ${lengths.join(' < ')}`,
      );
    }
    assert.deepEqual(
      answers.map((item) => shape(item.content)),
      [
        {sections: false, checks: false, nextSteps: false},
        {sections: true, checks: false, nextSteps: false},
        {sections: true, checks: true, nextSteps: false},
        {sections: true, checks: true, nextSteps: true},
      ],
    );
  });

  it('should pick the depth from the question when effort is null', async () => {
    const cases = [
      [SHORT, {sections: false, checks: false, nextSteps: false}],
      [ORDINARY, {sections: true, checks: false, nextSteps: false}],
      [CROSS_BORDER, {sections: true, checks: true, nextSteps: false}],
      [COMPLEX, {sections: true, checks: true, nextSteps: true}],
    ] as const;
    const lengths: number[] = [];
    for (const [question, expected] of cases) {
      const result = await answer(question, {effort: null});
      assert.ok(result.done, `"${question}" is answered`);
      assert.deepEqual(shape(result.content), expected, `depth chosen for "${question}"`);
      lengths.push(result.content.length);
    }
    assert.deepEqual(
      [...lengths].sort((a, b) => a - b),
      lengths,
      'a more complex question gets a longer answer',
    );
  });

  it('should give a null effort the same answer as the effort it picked', async () => {
    // The seed hashes a null effort as `medium`, so an ordinary question reads word for word alike.
    const auto = await answer(ORDINARY, {effort: null});
    const medium = await answer(ORDINARY, {effort: 'medium'});
    assert.equal(auto.content, medium.content);
  });

  it("should let an explicit effort override the question's complexity", async () => {
    const low = await answer(COMPLEX, {effort: 'low'});
    assert.equal(shape(low.content).sections, false, 'low effort stays short however complex');
    const max = await answer(SHORT, {effort: 'max'});
    assert.equal(shape(max.content).nextSteps, true, 'max effort goes deep however short');
  });

  it('should announce the chosen length in the thinking', async () => {
    const drafting = async (question: string) =>
      (await answer(question, {effort: null, extended_thinking: true})).thinking
        .filter((item) => item.phase === 'drafting')
        .map((item) => item.thinking)
        .join('');
    assert.match(await drafting(SHORT), /a short answer/);
    assert.match(await drafting(ORDINARY), /a structured answer/);
    assert.match(await drafting(COMPLEX), /a detailed answer/);
  });
});
