import {expect, fixture, html} from '@open-wc/testing';
import {press, typeText} from '../../helpers/engine-harness.js';
import '../../../src/browser/element/define.js';
import {focused, named, tabTo} from '../../helpers/a11y.js';
import {
  answerScript,
  loaded,
  nextEvent,
  part,
  recordClipboard,
  scripted,
  sse,
  until,
  waitForDone,
  waitForSettled,
} from '../../helpers/chat-harness.js';
import {en} from '../../../src/browser/i18n/en.js';
import type {WealthAgentChat} from '../../../src/browser/element/wealth-agent-chat.js';
import {EXAMPLE_MARKERS} from '../../helpers/markers.js';

const ANSWER = ['France taxes **real estate** above €1.3m [1].'];

/** The chat between two page buttons, as on a real page: focus comes from and goes to the page. */
const page = async (url: string, attributes: {layout?: string; thinking?: boolean} = {}) => {
  const wrapper = await fixture<HTMLElement>(
    html`<div>
      <button id="before">before</button>
      <wealth-agent-chat
        proxy-url=${url}
        language="en"
        layout=${attributes.layout ?? 'inline'}
        ?extended-thinking=${attributes.thinking ?? false}
      ></wealth-agent-chat>
      <button id="after">after</button>
    </div>`,
  );
  const el = await loaded(wrapper.querySelector('wealth-agent-chat') as WealthAgentChat);
  (wrapper.querySelector('#before') as HTMLButtonElement).focus();
  return el;
};

const isPart = (name: string) => (element: Element) => element.matches(`[part~="${name}"]`);

/** Types a question in the focused input and presses Enter. */
const askByKeyboard = async (el: WealthAgentChat, question = 'Is there a wealth tax?') => {
  await tabTo(el, isPart('input'), 'the question field');
  await typeText(question);
  await press('Enter');
  await el.updateComplete;
};

describe('<wealth-agent-chat> by keyboard alone', () => {
  it('should ask with Enter, stop with the stop button, and give focus back to the input', async () => {
    const server = await scripted({
      steps: [{text: sse('delta', {delta: {content: 'France '}})}, {hang: true}],
    });
    const el = await page(server.url);
    await askByKeyboard(el);
    await server.waitFor((log) => log.requests === 1, 'the question');
    expect(focused(el)?.matches('[part~="input"]'), 'focus stays in the input').to.equal(true);
    await tabTo(el, isPart('stop-button'), 'the stop button');
    await press('Enter');
    await waitForSettled(el);
    expect(focused(el)?.matches('[part~="input"]'), 'focus back in the input').to.equal(true);
    expect(el.shadowRoot?.querySelector('.status')?.textContent).to.equal(en.stopped);
  });

  it('should copy, rate with a comment and regenerate an answer from the keyboard', async () => {
    const clipboard = recordClipboard();
    try {
      const server = await scripted(answerScript(ANSWER, EXAMPLE_MARKERS));
      const el = await page(server.url);
      const done = waitForDone(el);
      await askByKeyboard(el);
      await done;
      await el.updateComplete;

      await tabTo(el, named(en.copy), 'Copy', {back: true});
      await press('Enter');
      await until(() => clipboard.written.text !== undefined, 'the copy');
      expect(clipboard.written.text).to.contain('France taxes real estate');
      // Said once the clipboard took it, which the recorder sees a moment before.
      await until(
        () => el.shadowRoot?.querySelector('[role="status"]')?.textContent === en.copied,
        '"Copied" announced',
      );

      const up = nextEvent(el, 'wac-feedback');
      await tabTo(el, named(en.good), 'Helpful');
      await press(' ');
      expect((await up).detail.rating).to.equal('up');
      expect(
        focused(el)?.getAttribute('aria-pressed'),
        'the pressed state, read on focus',
      ).to.equal('true');

      await tabTo(el, named(en.bad), 'Not helpful');
      await press('Enter');
      await el.updateComplete;
      await until(() => focused(el)?.matches('input[name="comment"]') === true, 'the comment');
      const down = nextEvent(el, 'wac-feedback');
      await typeText('Too short');
      await press('Enter');
      expect((await down).detail).to.include({rating: 'down', comment: 'Too short'});
      await until(() => focused(el)?.getAttribute('title') === en.bad, 'focus back on the button');
      expect(focused(el)?.getAttribute('aria-pressed')).to.equal('true');

      await tabTo(el, named(en.regenerate), 'Regenerate', {back: true});
      const again = waitForDone(el);
      await press('Enter');
      await again;
      expect((await server.log()).requests).to.equal(2);
      expect(focused(el)?.matches('[part~="input"]'), 'focus in the input').to.equal(true);
    } finally {
      clipboard.restore();
    }
  });

  it('should start a new conversation, confirmed or cancelled, and print, from the keyboard', async () => {
    const printed: string[] = [];
    // The browser's print dialog is outside the project: record the call instead of opening it.
    Object.defineProperty(window, 'print', {
      configurable: true,
      value: () => printed.push('print'),
    });
    try {
      const server = await scripted(answerScript(ANSWER));
      const el = await page(server.url);
      const done = waitForDone(el);
      await askByKeyboard(el);
      await done;
      await el.updateComplete;

      await tabTo(el, named(en.print), 'Print', {back: true});
      await press('Enter');
      expect(printed).to.deep.equal(['print']);

      await tabTo(el, named(en.newChat), 'New conversation', {back: true});
      await press('Enter');
      await until(() => focused(el)?.textContent.trim() === en.cancel, 'focus on Cancel');
      await press('Escape');
      await until(() => focused(el)?.textContent.trim() === en.newChat, 'focus back');
      expect(el.messages).to.have.length(2);

      await press('Enter');
      await until(() => focused(el)?.textContent.trim() === en.cancel, 'focus on Cancel');
      await press('Shift+Tab');
      expect(focused(el)?.textContent.trim()).to.equal(en.newChat);
      await press('Enter');
      await until(() => el.messages.length === 0, 'a new conversation');
      await until(() => focused(el)?.matches('[part~="input"]') === true, 'focus in the input');
    } finally {
      Reflect.deleteProperty(window, 'print');
    }
  });

  it('should open the reasoning with Enter and Space, and follow a source with Enter', async () => {
    const server = await scripted({
      steps: [
        {
          text: sse('delta', {
            delta: {thinking: 'Reading the code.', phase: 'research', step: '1'},
          }),
        },
        ...answerScript(ANSWER, EXAMPLE_MARKERS).steps,
      ],
    });
    const el = await page(server.url, {thinking: true});
    const done = waitForDone(el);
    await askByKeyboard(el);
    await done;
    await el.updateComplete;

    const summary = await tabTo(el, (item) => item.localName === 'summary', 'the reasoning', {
      back: true,
    });
    const details = summary.parentElement as HTMLDetailsElement;
    expect(details.open, 'folded once the answer came').to.equal(false);
    await press('Enter');
    expect(details.open).to.equal(true);
    await press(' ');
    expect(details.open).to.equal(false);

    const followed: string[] = [];
    el.shadowRoot?.addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a');
      if (!link) return;
      event.preventDefault();
      followed.push(link.href);
    });
    await tabTo(
      el,
      (item) => !!item.closest('[part~="sources"]') && item.localName === 'a',
      'a source',
    );
    await press('Enter');
    expect(followed).to.deep.equal(['https://example.org/cgi']);
  });

  it('should take focus to a clarification form, fill and send it by keyboard, then return to the input', async () => {
    const server = await scripted({
      steps: [
        {
          text: sse('clarification', {
            questions: [
              {id: 'kind', question: 'Which property?', options: ['Main home', 'Rental']},
              {id: 'value', question: 'Its value?'},
            ],
          }),
        },
      ],
    });
    const el = await page(server.url);
    await askByKeyboard(el);
    await waitForSettled(el);
    await until(() => focused(el)?.matches('input[type="radio"]') === true, 'focus in the form');
    await press(' ');
    await press('Tab');
    expect(focused(el)?.matches('input[type="text"]')).to.equal(true);
    await typeText('2m');
    await press('Tab');
    expect(focused(el)?.textContent.trim()).to.equal(en.clarificationSubmit);
    await press('Enter');
    const log = await server.waitFor((entry) => entry.requests === 2, 'the answers');
    expect(JSON.stringify(log.bodies[1])).to.contain('Main home').and.contain('2m');
    await until(() => focused(el)?.matches('[part~="input"]') === true, 'focus in the input');
  });

  it('should open and close the launcher, say its state, and give focus back to its button', async () => {
    const el = await page('/unused', {layout: 'launcher'});
    const button = await tabTo(el, isPart('launcher'), 'the launcher button');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    await press('Enter');
    await until(() => focused(el)?.matches('[part~="input"]') === true, 'focus in the input');
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    await press('Escape');
    await until(() => focused(el) === button, 'focus back on the launcher button');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(part(el, 'panel')?.hidden).to.equal(true);
    await press('Tab');
    expect(document.activeElement?.id, 'no trap: Tab leaves the chat').to.equal('after');
  });

  it('should let Tab leave the chat after the composer, with no trap', async () => {
    const server = await scripted(answerScript(ANSWER, EXAMPLE_MARKERS));
    const el = await page(server.url);
    const done = waitForDone(el);
    await askByKeyboard(el);
    await done;
    for (let presses = 0; presses < 5 && document.activeElement?.id !== 'after'; presses++) {
      await press('Tab');
    }
    expect(document.activeElement?.id).to.equal('after');
  });
});
