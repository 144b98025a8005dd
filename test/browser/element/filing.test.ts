import {expect} from '@open-wc/testing';
import {emulateMedia} from '../../helpers/engine-harness.js';
import '../../../src/browser/element/define.js';
import {
  answerScript,
  chat,
  lastAnswer,
  part,
  scripted,
  send,
  waitForDone,
} from '../../helpers/chat-harness.js';
import type {WealthAgentChat} from '../../../src/browser/element/wealth-agent-chat.js';

/**
 * Markers dated the ways a service might date them, and not at all. A day someone checked a page
 * is no version of the law: it shows nothing rather than read as "law as of".
 */
const MARKERS = [
  {id: 1, title: 'CGI, art. 964', url: 'https://www.legifrance.gouv.fr/a', as_of: '2026-01-01'},
  {id: 2, title: 'BOFiP IFI', url: 'https://bofip.impots.gouv.fr/b', published: '1 March 2025'},
  {id: 3, title: 'Notice 2042', url: 'https://www.impots.gouv.fr/c', version: '15.06.2026'},
  {id: 4, title: 'Undated', url: 'https://www.impots.gouv.fr/d', updated: 'last spring'},
  {id: 5, title: 'Ambiguous', url: 'https://www.impots.gouv.fr/e', date: '01/02/2026'},
  {id: 6, title: 'Checked only', url: 'https://www.impots.gouv.fr/f', last_verified: '2026-06-15'},
];

const sourceLines = (el: WealthAgentChat): string[] =>
  [...(part(el, 'sources')?.querySelectorAll('li') ?? [])].map((item) =>
    item.textContent.replace(/\s+/g, ' ').trim(),
  );

const answered = async (language: string) => {
  const server = await scripted(answerScript(['Wealth tax [1][2][3][4][5][6].'], MARKERS));
  const el = await chat(server.url, {language});
  const done = waitForDone(el);
  await send(el, 'Is there a wealth tax?');
  await done;
  await el.updateComplete;
  return el;
};

describe('<wealth-agent-chat> answers an adviser can file', () => {
  describe('source dates', () => {
    afterEach(async () => {
      await emulateMedia({media: 'screen'});
    });

    it('should show each readable date in the interface locale, and nothing for the others', async () => {
      const el = await answered('en');
      const lines = sourceLines(el);
      expect(lines[0]).to.contain('law as of Jan 1, 2026');
      expect(lines[1]).to.contain('law as of Mar 1, 2025');
      expect(lines[2]).to.contain('law as of Jun 15, 2026');
      for (const line of lines.slice(3)) {
        expect(line).not.to.contain('as of');
        expect(line).not.to.contain('Invalid');
      }
    });

    it('should write dates as the interface language does', async () => {
      const de = sourceLines(await answered('de'));
      expect(de[0]).to.contain('Fassung vom 01.01.2026');
      const fr = sourceLines(await answered('fr'));
      expect(fr[1]).to.contain('version du 1 mars 2025');
    });

    it('should date the footnotes of copy, export and print', async () => {
      const el = await answered('en');
      for (const format of ['markdown', 'text'] as const) {
        const exported = el.exportTranscript(format);
        expect(exported).to.contain('law as of Jan 1, 2026');
        expect(exported).not.to.contain('Invalid');
      }
      await emulateMedia({media: 'print'});
      expect(lastAnswer(el).innerText).to.contain(
        '[1] CGI, art. 964 — law as of Jan 1, 2026 — https://www.legifrance.gouv.fr/a',
      );
    });
  });
});
