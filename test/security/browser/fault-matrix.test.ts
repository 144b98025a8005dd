import {expect} from '@open-wc/testing';
import {patience} from '../../helpers/engine-harness.js';
import '../../../src/browser/element/define.js';
import {LANGUAGES} from '../../../src/protocol/index.js';
import {stringsFor} from '../../../src/browser/i18n/index.js';
import {
  chat,
  input,
  lastAnswer,
  lastAnswerText,
  nextEvent,
  part,
  parts,
  send,
} from '../../helpers/chat-harness.js';
import {EXPECTED, FAULTS, POINTS} from '../fault-matrix.js';
import type {Fault, Outcome, Point} from '../fault-matrix.js';
import type {WealthAgentChat} from '../../../src/browser/element/wealth-agent-chat.js';

/** The key the fault proxy holds (test/security/fault-proxy.ts): it must never reach the page. */
const KEY_PREFIX = 'sk_live_FaultMatrix';
const ANSWER = 'Part one. Part two. Part three. Part four. End [1].';

interface Log {
  proxy: number;
  upstream: number;
  keyInLogs: number;
}

/** One settled turn: `done` or `error`, whichever comes, within a wait longer than any timeout. */
const turn = async (el: WealthAgentChat, question: string) => {
  const done = nextEvent(el, 'wac-done', 10_000).then(() => undefined);
  const failed = nextEvent(el, 'wac-error', 10_000);
  await send(el, question);
  const outcome = await Promise.race([done, failed]);
  await el.updateComplete;
  return outcome;
};

const results: string[] = [];

/**
 * Issue 10: every fault at every point of an answer, through the real proxy, in the middle of a
 * conversation (an answer before, a question after). The user sees a clear message in their
 * language, keeps their question and the partial answer, exactly one request was made for each
 * question, and the next question works.
 */
describe('<wealth-agent-chat> fault matrix through the real proxy', () => {
  let index = 0;
  for (const fault of Object.keys(FAULTS) as Fault[]) {
    for (const point of Object.keys(POINTS) as Point[]) {
      const expected: Outcome = EXPECTED[fault][point];
      if (expected === 'not-applicable') continue;
      const language = LANGUAGES[index++ % LANGUAGES.length] ?? 'en';
      it(`should handle ${FAULTS[fault]} ${POINTS[point]} (${language}): ${expected}`, async function () {
        this.timeout(patience(15_000));
        const strings = stringsFor(language);
        const cell = `${fault}/${point}/${crypto.randomUUID()}`;
        const session = crypto.randomUUID();
        const el = await chat(`/security/fault/${cell}`, {language, 'session-id': session});

        expect(await turn(el, 'Question one'), 'the first answer').to.equal(undefined);

        const failure = await turn(el, 'Question two');
        const questions = parts(el, 'user-message').map((node) => node.textContent);
        expect(questions.at(-1), 'the question stays in the conversation').to.contain(
          'Question two',
        );
        const partial = point !== 'before-first-byte';
        if (expected === 'answered') {
          expect(failure, 'a tolerated fault ends in an answer').to.equal(undefined);
          expect(lastAnswerText(el)).to.equal(ANSWER);
          expect(lastAnswer(el).textContent).to.not.contain('SHOULD NOT SHOW');
          expect(part(el, 'error')).to.equal(null);
        } else {
          expect(failure?.detail.kind, 'the kind of failure').to.equal(expected);
          const notice = parts(el, 'error').at(-1)?.textContent ?? '';
          expect(notice, 'the message, in the page language').to.contain(strings.errors[expected]);
          if (partial) {
            expect(lastAnswerText(el), 'the partial answer is kept').to.contain('Part one.');
            expect(failure?.detail.partial).to.equal(true);
          } else {
            expect(input(el).value, 'the question is given back to the input').to.equal(
              'Question two',
            );
          }
        }

        expect(await turn(el, 'Question three'), 'the next question works').to.equal(undefined);
        expect(lastAnswerText(el)).to.contain('Part one.');

        const log = (await (
          await fetch(`/security/fault-log/${cell}?session=${session}`)
        ).json()) as Log;
        expect(log.proxy, 'one request per question reached the proxy').to.equal(3);
        expect(log.upstream, 'one request per question reached the upstream').to.equal(
          fault === 'refused' ? 2 : 3,
        );
        expect(log.keyInLogs, 'no log line carries the key').to.equal(0);
        expect(el.shadowRoot?.innerHTML).to.not.contain(KEY_PREFIX);
        results.push(
          `| ${FAULTS[fault]} | ${POINTS[point]} | ${expected === 'answered' ? 'answer completes' : `\`${expected}\`: “${strings.errors[expected]}”`} | pass |`,
        );
      });
    }
  }

  after(() => {
    // The table SECURITY.md reproduces, as measured by this run.
    console.log(['| fault | point | the user sees | result |', ...results].join('\n'));
  });
});
