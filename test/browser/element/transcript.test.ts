import {expect, html} from '@open-wc/testing';
import '../../../src/browser/element/define.js';
import {storageName} from '../../../src/browser/element/controllers/persistence-controller.js';
import type {WealthAgentChat} from '../../../src/browser/element/wealth-agent-chat.js';
import {chat} from '../../helpers/chat-harness.js';

const ASKED = Date.UTC(2025, 2, 14, 9, 30);
const ANSWERED = Date.UTC(2025, 2, 14, 9, 31);

/** A conversation as the element stores it: one sourced answer, one stopped answer. */
const CONVERSATION = {
  v: 1,
  session_id: 'transcript-session',
  turns: [
    {
      question: 'Is there a wealth tax in France?',
      answer:
        '## Wealth tax\n\nFrance taxes **real estate** only, above €1.3m [1]. ' +
        'See [the BOFiP](https://bofip.impots.gouv.fr/) and `IFI` rules [2].\n\n- Rate: 0.5% to 1.5%\n',
      sources: [
        {
          id: 1,
          title: 'Code général des impôts, art. 964',
          url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000037988955',
          publisher: 'Légifrance',
          jurisdiction: 'FR',
        },
        {id: 2, title: 'BOFiP-Impôts, IFI'},
      ],
      status: 'done',
      asked: ASKED,
      answered: ANSWERED,
    },
    {
      question: 'And in Switzerland?',
      answer: 'Each canton taxes net wealth',
      sources: [],
      status: 'stopped',
      asked: ASKED + 120_000,
      answered: ANSWERED + 120_000,
    },
  ],
};

const full = (time: number) =>
  new Intl.DateTimeFormat('en', {dateStyle: 'medium', timeStyle: 'short'}).format(time);
const today = new Intl.DateTimeFormat('en', {dateStyle: 'long'}).format();

/** The expected Markdown export, written out as a client's CRM would receive it. */
const MARKDOWN = `# Wealth assistant · ${today} · Switzerland · English

---

**You · ${full(ASKED)}**

Is there a wealth tax in France?

**Assistant · ${full(ANSWERED)}**

## Wealth tax

France taxes **real estate** only, above €1.3m [1]. See [the BOFiP](https://bofip.impots.gouv.fr/) and \`IFI\` rules [2].

- Rate: 0.5% to 1.5%

Sources:

- [1] Code général des impôts, art. 964 — Légifrance — FR — https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000037988955
- [2] BOFiP-Impôts, IFI

---

**You · ${full(ASKED + 120_000)}**

And in Switzerland?

**Assistant · ${full(ANSWERED + 120_000)}**

Each canton taxes net wealth

_Answer stopped._

---

AI answers are information, not advice.`;

/** The expected plain-text export. */
const TEXT = `Wealth assistant · ${today} · Switzerland · English


You · ${full(ASKED)}

Is there a wealth tax in France?

Assistant · ${full(ANSWERED)}

Wealth tax

France taxes real estate only, above €1.3m [1]. See the BOFiP (https://bofip.impots.gouv.fr/) and IFI rules [2].

- Rate: 0.5% to 1.5%

Sources:
[1] Code général des impôts, art. 964 — Légifrance — FR — https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000037988955
[2] BOFiP-Impôts, IFI


You · ${full(ASKED + 120_000)}

And in Switzerland?

Assistant · ${full(ANSWERED + 120_000)}

Each canton taxes net wealth

Answer stopped.


AI answers are information, not advice.`;

describe('<wealth-agent-chat> exportTranscript', () => {
  const key = 'transcript-test';
  let el: WealthAgentChat;

  beforeEach(async () => {
    localStorage.setItem(storageName(key), JSON.stringify(CONVERSATION));
    el = await chat(
      '/nowhere',
      {residence: 'ch', persist: 'local', 'storage-key': key},
      html`<p slot="disclaimer">AI answers are information, not advice.</p>`,
    );
  });

  afterEach(() => {
    localStorage.removeItem(storageName(key));
  });

  it('should export Markdown with [n] citations and a footnote list under each answer', () => {
    expect(el.exportTranscript('markdown')).to.equal(MARKDOWN);
    expect(el.exportTranscript()).to.equal(MARKDOWN, 'markdown is the default');
  });

  it('should export plain text without markdown syntax', () => {
    expect(el.exportTranscript('text')).to.equal(TEXT);
  });

  it('should name the residence and language in the interface language', async () => {
    el.language = 'fr';
    await el.updateComplete;
    const first = el.exportTranscript('text').split('\n')[0] ?? '';
    expect(first).to.contain('Suisse');
    expect(first).to.contain('français');
    expect(el.exportTranscript('text')).to.contain('Vous ·');
  });

  it('should keep the international residence as the API spells it', async () => {
    el.residence = 'intl';
    await el.updateComplete;
    expect(el.exportTranscript('text').split('\n')[0]).to.contain('· intl ·');
  });
});
