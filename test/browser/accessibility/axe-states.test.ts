import {expect} from '@open-wc/testing';
import '../../../src/browser/element/define.js';
import {seriousViolations} from '../../helpers/a11y.js';
import {patience} from '../../helpers/engine-harness.js';
import {
  answerScript,
  chat,
  part,
  restored,
  scripted,
  send,
  sse,
  until,
  waitForDone,
  waitForSettled,
} from '../../helpers/chat-harness.js';
import {storageName} from '../../../src/browser/element/controllers/persistence-controller.js';
import {LANGUAGES} from '../../../src/protocol/index.js';
import {TWO_MARKERS} from '../../helpers/markers.js';

const ANSWER = [
  '## Wealth tax\n\n',
  'France taxes **real estate** above €1.3m [1], see the [BOFiP](https://example.org/bofip) [2].\n\n',
  '| Band | Rate |\n| --- | --- |\n| 0.8m–1.3m | 0.5 % |\n\n',
  '```\ntaxable = assets - debts\n```\n',
];

const CLARIFICATION = [
  {id: 'kind', question: 'Which property?', options: ['Main home', 'Rental']},
  {id: 'where', question: 'Which country?', options: ['FR', 'CH', 'IT', 'BE', 'LU', 'DE']},
  {id: 'value', question: 'Its value?'},
];

/**
 * Runs axe (WCAG 2.0, 2.1 and 2.2, A and AA) on the chat in every state a user meets, and returns
 * the serious and critical violations, prefixed with the state they were found in.
 */
const violationsInEveryState = async (language: string, theme: string): Promise<string[]> => {
  const found: string[] = [];
  const check = async (state: string, el: Element) => {
    for (const violation of await seriousViolations(el)) found.push(`${state}: ${violation}`);
  };
  const key = `axe-${language}-${theme}-${Date.now()}`;
  const stored = {language, theme, persist: 'session', 'storage-key': key, style: 'height: 640px'};
  const el = await chat('/unused', {...stored, 'extended-thinking': true});
  await check('empty', el);

  const streaming = await scripted({
    steps: [
      {text: sse('delta', {delta: {thinking: 'Reading.', phase: 'research', step: '1/2'}})},
      {text: sse('delta', {delta: {content: 'France taxes '}})},
      {hang: true},
    ],
  });
  el.proxyUrl = streaming.url;
  await send(el, 'Is there a wealth tax?');
  await until(() => el.shadowRoot?.querySelector('.answer')?.textContent !== '', 'a delta');
  await check('streaming', el);
  el.stop();
  await waitForSettled(el);

  el.proxyUrl = (await scripted(answerScript(ANSWER, TWO_MARKERS))).url;
  const done = waitForDone(el);
  await send(el, 'And in Switzerland?');
  await done;
  await el.updateComplete;
  await check('answered with sources', el);

  el.proxyUrl = (
    await scripted({steps: [{text: sse('clarification', {questions: CLARIFICATION})}]})
  ).url;
  await send(el, 'My situation?');
  await waitForSettled(el);
  await check('clarification', el);

  el.proxyUrl = (
    await scripted({steps: [{text: sse('error', {error: {code: 'upstream', message: 'Down.'}})}]})
  ).url;
  await send(el, 'Again?');
  await waitForSettled(el);
  expect(part(el, 'error'), 'the error notice').to.not.equal(null);
  await check('error', el);

  el.remove();
  const again = await restored(await chat('/unused', stored));
  expect(part(again, 'assistant-message'), 'the restored conversation').to.not.equal(null);
  await check('persisted and restored', again);
  sessionStorage.removeItem(storageName(key));

  const launcher = await chat('/unused', {language, theme, layout: 'launcher'});
  (part(launcher, 'launcher') as HTMLButtonElement).click();
  await launcher.updateComplete;
  await check('launcher open', launcher);
  return found;
};

describe('<wealth-agent-chat> under axe, WCAG 2.2 AA', function () {
  // Six audits of the whole chat a test: on a machine busy with other browsers, ten seconds ran out.
  this.timeout(patience(30_000));

  it('should be a check that can fail: a nameless icon button is caught', async () => {
    const el = await chat('/unused');
    part(el, 'send-button')?.removeAttribute('title');
    const found = await seriousViolations(el);
    expect(found.join('\n')).to.match(/^button-name/);
  });

  for (const theme of ['light', 'dark']) {
    for (const language of LANGUAGES) {
      it(`should have no serious or critical violation in any state, ${theme}, ${language}`, async () => {
        expect(await violationsInEveryState(language, theme)).to.deep.equal([]);
      });
    }
  }
});
