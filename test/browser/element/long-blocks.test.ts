import {expect} from '@open-wc/testing';
import '../../../src/browser/element/define.js';
import {
  answerScript,
  chat,
  lastAnswer,
  lastAnswerText,
  scripted,
  until,
} from '../../helpers/chat-harness.js';
import type {WealthAgentChat} from '../../../src/browser/element/wealth-agent-chat.js';

/** More frames than a block should ever need: a slower element fails here rather than time out. */
const CAP = 100;

/**
 * Frames of the page from the first words of `answer` on screen until `whole` holds of the chat,
 * the answer arriving at once (a stalled network, a buffering proxy). Frames, not time: the
 * element renders at most once a frame, and a loaded machine makes frames longer, not more.
 */
const framesToShow = async (
  answer: string,
  whole: (el: WealthAgentChat) => boolean,
): Promise<number> => {
  const server = await scripted(answerScript([answer]));
  const el = await chat(server.url);
  void el.send('Show every position');
  await until(() => lastAnswerText(el) !== '', 'the answer to begin');
  let frames = 0;
  while (!whole(el) && frames < CAP) {
    await new Promise(requestAnimationFrame);
    frames += 1;
  }
  el.remove();
  return frames;
};

/**
 * One block far longer than a render's budget is shown over renders that each lex, render and lay
 * out all of it shown so far: in slices of the budget, a 100 KB paragraph took 500 renders, each
 * costlier than the last (minutes in WebKit). Slices that grow with the block show it in a few.
 */
describe('<wealth-agent-chat> one long block', () => {
  it('should show a 100 KB paragraph whole within 20 frames', async () => {
    const frames = await framesToShow(`${'word '.repeat(20_000)}end.`, (el) =>
      lastAnswerText(el).endsWith('end.'),
    );
    expect(frames).to.be.at.most(20);
  });

  it('should show a table of 3,000 rows whole within 20 frames', async () => {
    const table = `| Position | Value |\n|---|---|\n${'| Bond | 1,000 |\n'.repeat(3_000)}`;
    const frames = await framesToShow(
      table,
      (el) => lastAnswer(el).querySelectorAll('tbody tr').length === 3_000,
    );
    expect(frames).to.be.at.most(20);
  });
});
