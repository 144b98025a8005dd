import {expect, html} from '@open-wc/testing';
import {emulateMedia} from '../../helpers/engine-harness.js';
import '../../../src/browser/element/define.js';
import {
  answerScript,
  chat,
  lastAnswer,
  part,
  parts,
  scripted,
  send,
  waitForDone,
} from '../../helpers/chat-harness.js';
import {en} from '../../../src/browser/i18n/en.js';
import type {WealthAgentChat} from '../../../src/browser/element/wealth-agent-chat.js';
import {LEGIFRANCE_MARKERS} from '../../helpers/markers.js';

const displayed = (element: Element | null | undefined): boolean =>
  Boolean(element) && getComputedStyle(element as Element).display !== 'none';

describe('<wealth-agent-chat> print', () => {
  let el: WealthAgentChat;

  beforeEach(async () => {
    const server = await scripted(
      answerScript(['France taxes real estate [1].'], LEGIFRANCE_MARKERS),
    );
    el = await chat(
      server.url,
      {residence: 'fr', theme: 'dark'},
      html`<p slot="disclaimer">AI answers are information, not advice.</p>`,
    );
    const done = waitForDone(el);
    await send(el, 'Is there a wealth tax?');
    await done;
    await el.updateComplete;
  });

  afterEach(async () => {
    await emulateMedia({media: 'screen'});
  });

  it('should offer a print button in the toolbar', () => {
    const labels = [...(part(el, 'toolbar')?.querySelectorAll('button') ?? [])].map((button) =>
      button.textContent.trim(),
    );
    expect(labels).to.include(en.print);
  });

  it('should keep print-only parts out of the screen', () => {
    const shell = part(el, 'log')?.parentElement;
    expect(shell?.innerText).not.to.contain('France · English');
    expect(lastAnswer(el).innerText).not.to.contain(LEGIFRANCE_MARKERS[0]?.url);
    expect(displayed(part(el, 'composer'))).to.equal(true);
  });

  it('should lay out a dated document with footnotes, and no buttons or input', async () => {
    await emulateMedia({media: 'print'});
    const shell = part(el, 'log')?.parentElement;
    const text = shell?.innerText ?? '';
    const today = new Intl.DateTimeFormat('en', {dateStyle: 'long'}).format();
    expect(text).to.contain(`Wealth assistant · ${today} · France · English`);
    // The footnote writes out what a link on paper cannot: publisher, jurisdiction and URL.
    expect(lastAnswer(el).innerText).to.contain(
      '[1] Code général des impôts, art. 964 — Légifrance — FR — https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000037988955',
    );
    expect(displayed(part(el, 'sources'))).to.equal(false);
    expect(displayed(part(el, 'composer'))).to.equal(false);
    expect(displayed(part(el, 'toolbar'))).to.equal(false);
    for (const button of el.shadowRoot?.querySelectorAll('button') ?? []) {
      expect(displayed(button)).to.equal(false, `"${button.textContent.trim()}" is printed`);
    }
    // Times stay, discreetly, with each message.
    expect(displayed(parts(el, 'message-actions')[0]?.querySelector('time'))).to.equal(true);
    expect(displayed(parts(el, 'user-message')[0]?.querySelector('time'))).to.equal(true);
  });

  it('should print dark text on white whatever the theme, and end with the disclaimer', async () => {
    await emulateMedia({media: 'print'});
    const style = getComputedStyle(el);
    expect(style.backgroundColor).to.equal('rgb(255, 255, 255)');
    expect(style.color).to.equal('rgb(0, 0, 0)');
    const log = part(el, 'log');
    expect(log && getComputedStyle(log).overflowY).to.equal('visible');
    const disclaimer = el.querySelector('[slot="disclaimer"]')?.getBoundingClientRect();
    const answer = lastAnswer(el).getBoundingClientRect();
    expect(disclaimer?.top).to.be.at.least(answer.bottom);
  });
});
