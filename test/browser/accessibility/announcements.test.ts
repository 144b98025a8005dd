import {expect} from '@open-wc/testing';
import '../../../src/browser/element/define.js';
import {recordLiveRegions} from '../../helpers/a11y.js';
import {
  answerScript,
  chat,
  loaded,
  part,
  scripted,
  send,
  sse,
  stop,
  until,
  waitForDone,
  waitForSettled,
} from '../../helpers/chat-harness.js';
import {en} from '../../../src/browser/i18n/en.js';
import {LANGUAGES} from '../../../src/protocol/index.js';
import {stringsFor} from '../../../src/browser/i18n/index.js';
import type {Script} from '../../helpers/scripted-server.js';

/** Thirty tokens, as a model streams them. */
const TOKENS = Array.from({length: 30}, (_, index) => `word${index} `);

/** Everything the live regions said while a question was answered with `script`. */
const saidWhileAnswering = async (script: Script, language = 'en'): Promise<string[]> => {
  const server = await scripted(script);
  const el = await chat(server.url, {language});
  const recorder = recordLiveRegions(el.shadowRoot as ShadowRoot);
  const done = waitForDone(el);
  await send(el, 'Is there a wealth tax?');
  await done;
  await el.updateComplete;
  recorder.stop();
  return recorder.announcements.map((item) => item.text);
};

describe('<wealth-agent-chat> for screen readers', () => {
  describe('live regions', () => {
    it('should announce a streamed answer once, whole, after a short "writing" status', async () => {
      const steps = answerScript(TOKENS).steps.flatMap((step) => [step, {delay: 5}]);
      const said = await saidWhileAnswering({steps});
      const answer = TOKENS.join('').trim();
      expect(said[0], 'the first thing said').to.equal(en.writing);
      expect(
        said.filter((text) => text.includes('word')),
        'announcements that read part of the answer',
      ).to.deep.equal([answer]);
      expect(said, 'everything the live regions said').to.have.length(2);
    });

    it('should announce a long answer by its beginning, to a sentence, and say the rest is on screen', async () => {
      const sentences = Array.from(
        {length: 400},
        (_, index) => `Sentence ${String(index)} of a long answer about wealth taxes. `,
      );
      const said = (await saidWhileAnswering(answerScript(sentences), 'fr')).find((text) =>
        text.includes('Sentence'),
      );
      expect(said?.startsWith('Sentence 0 of a long answer'), 'from its beginning').to.equal(true);
      expect(said?.endsWith(`wealth taxes. … ${stringsFor('fr').answerContinues}`)).to.equal(true);
      expect(said?.length, 'a bounded read, not 24,000 characters').to.be.below(2_100);
    });

    it('should not make the log itself a live region', async () => {
      const el = await chat('/unused');
      const log = part(el, 'log');
      expect(log?.getAttribute('role')).to.equal('log');
      expect(log?.getAttribute('aria-live'), 'a live log reads every delta').to.equal('off');
    });

    it('should announce a stopped answer as stopped', async () => {
      const server = await scripted({
        steps: [{text: sse('delta', {delta: {content: 'France taxes '}})}, {hang: true}],
      });
      const el = await chat(server.url);
      const recorder = recordLiveRegions(el.shadowRoot as ShadowRoot);
      await send(el, 'Is there a wealth tax?');
      await until(() => el.shadowRoot?.querySelector('.answer')?.textContent !== '', 'a delta');
      await stop(el);
      await waitForSettled(el);
      recorder.stop();
      expect(recorder.announcements.map((item) => item.text)).to.deep.equal([
        en.writing,
        en.stopped,
      ]);
    });

    it('should announce an error once, as an alert', async () => {
      const server = await scripted({
        steps: [{text: sse('error', {error: {code: 'upstream', message: 'Upstream failed.'}})}],
      });
      const el = await chat(server.url);
      const recorder = recordLiveRegions(el.shadowRoot as ShadowRoot);
      await send(el, 'Is there a wealth tax?');
      await waitForSettled(el);
      recorder.stop();
      const alerts = recorder.announcements.filter((item) => item.role === 'alert');
      expect(alerts, 'alerts').to.have.length(1);
      expect(recorder.announcements.map((item) => item.role)).to.deep.equal(['status', 'alert']);
    });
  });

  describe('language', () => {
    for (const layout of ['inline', 'launcher']) {
      it(`should read every text of the ${layout} layout in its own language on a French page`, async () => {
        document.documentElement.lang = 'fr';
        try {
          const el = await loaded(await chat('/unused', {layout}));
          const root = el.shadowRoot as ShadowRoot;
          const texts = [...root.querySelectorAll('*')].filter(
            (node) =>
              node.matches('button, [aria-label], [title], [role]') ||
              [...node.childNodes].some(
                (child) => child.nodeType === 3 && child.textContent?.trim(),
              ),
          );
          expect(texts.length).to.be.greaterThan(3);
          for (const node of texts) {
            const lang = node.closest('[lang]')?.getAttribute('lang');
            expect(lang, `the language of ${node.outerHTML.slice(0, 80)}`).to.equal('en');
          }
        } finally {
          document.documentElement.lang = 'en';
        }
      });
    }

    it('should give every control a name in all six languages', async () => {
      for (const language of LANGUAGES) {
        const el = await loaded(await chat('/unused', {language, layout: 'launcher'}));
        const root = el.shadowRoot as ShadowRoot;
        for (const control of root.querySelectorAll('button, textarea, input')) {
          const name =
            control.getAttribute('aria-label') ??
            control.getAttribute('title') ??
            control.textContent.trim();
          expect(name, `a name in ${language} for ${control.outerHTML.slice(0, 60)}`).to.not.equal(
            '',
          );
        }
        expect(root.querySelector('[part~="launcher"]')?.getAttribute('title')).to.equal(
          stringsFor(language).openChat,
        );
      }
    });
  });
});
