import {expect} from '@open-wc/testing';
import {press, typeText} from '../../helpers/engine-harness.js';
import '../../../src/browser/element/define.js';
import {
  answered,
  answerScript,
  chat,
  lastAnswer,
  nextEvent,
  part,
  parts,
  recordClipboard,
  scripted,
  send,
  sse,
  until,
  waitForDone,
} from '../../helpers/chat-harness.js';
import {en} from '../../../src/browser/i18n/en.js';
import {fr} from '../../../src/browser/i18n/fr.js';
import type {WealthAgentChat} from '../../../src/browser/element/wealth-agent-chat.js';
import {LEGIFRANCE_MARKERS} from '../../helpers/markers.js';

const ANSWER = [
  '## Wealth tax\n\n',
  'France taxes **real estate** above €1.3m [1]. ',
  'See [the code](https://www.legifrance.gouv.fr/).\n',
];

/** The button of the last answer's `message-actions` row whose visible text or name is `name`. */
const action = (el: WealthAgentChat, name: string): HTMLButtonElement => {
  const row = parts(el, 'message-actions').at(-1);
  const button = [...(row?.querySelectorAll('button') ?? [])].find(
    (item) => item.textContent.trim() === name || item.title === name,
  );
  if (!button) throw new Error(`no "${name}" button under the last answer`);
  return button;
};

const toolbarButton = (el: WealthAgentChat, name: string): HTMLButtonElement => {
  const button = [...(part(el, 'toolbar')?.querySelectorAll('button') ?? [])].find(
    (item) => item.textContent.trim() === name,
  );
  if (!button) throw new Error(`no "${name}" button in the toolbar`);
  return button;
};

describe('<wealth-agent-chat> message actions', () => {
  let clipboard: ReturnType<typeof recordClipboard>;
  beforeEach(() => {
    clipboard = recordClipboard();
  });
  afterEach(() => {
    clipboard.restore();
  });

  it('should show the actions under a finished answer only, not while it streams', async () => {
    const server = await scripted({
      steps: [
        {text: sse('delta', {delta: {content: 'Partial. '}})},
        {delay: 400},
        ...answerScript(['The rest.']).steps,
      ],
    });
    const el = await chat(server.url);
    const done = waitForDone(el);
    await send(el, 'Question?');
    await until(() => lastAnswer(el).textContent.includes('Partial'), 'the first delta');
    expect(parts(el, 'message-actions')).to.have.length(0, 'actions shown while streaming');
    await done;
    await el.updateComplete;
    expect(parts(el, 'message-actions')).to.have.length(1);
    expect(lastAnswer(el).contains(part(el, 'message-actions'))).to.equal(true);
  });

  describe('copy', () => {
    it('should copy the answer as plain text with its sources, and rich text with working links', async () => {
      const server = await scripted(answerScript(ANSWER, LEGIFRANCE_MARKERS));
      const el = await chat(server.url);
      await answered(el);
      action(el, en.copy).click();
      await until(() => clipboard.written.text !== undefined, 'the clipboard write');
      expect(clipboard.written.text).to.equal(
        'Wealth tax\n\nFrance taxes real estate above €1.3m [1]. ' +
          'See the code (https://www.legifrance.gouv.fr/).\n\n' +
          'Sources:\n' +
          '[1] Code général des impôts, art. 964 — Légifrance — FR — ' +
          'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000037988955',
      );
      const doc = new DOMParser().parseFromString(clipboard.written.html ?? '', 'text/html');
      expect(doc.querySelector('h3, h4')?.textContent).to.equal('Wealth tax');
      expect(doc.querySelector('strong')?.textContent).to.equal('real estate');
      const links = [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(links).to.include('https://www.legifrance.gouv.fr/');
      expect(links).to.include(LEGIFRANCE_MARKERS[0]?.url);
      expect(doc.body.textContent).not.to.contain(en.opensInNewTab);
      expect(doc.querySelector('script, button')).to.equal(null);
    });

    it('should never turn markup in an answer into HTML on the clipboard', async () => {
      const server = await scripted(answerScript(['<img src=x onerror=alert(1)> & <b>bold</b>']));
      const el = await chat(server.url);
      await answered(el);
      action(el, en.copy).click();
      await until(() => clipboard.written.html !== undefined, 'the clipboard write');
      const doc = new DOMParser().parseFromString(clipboard.written.html ?? '', 'text/html');
      expect(doc.querySelector('img, b')).to.equal(null);
      expect(doc.body.textContent).to.contain('<img src=x onerror=alert(1)>');
    });

    it('should say "Copied" on the button and to screen readers, politely', async () => {
      const server = await scripted(answerScript(['Yes.']));
      const el = await chat(server.url, {language: 'fr'});
      await answered(el);
      action(el, fr.copy).click();
      await until(
        () => part(el, 'message-actions')?.textContent.includes(fr.copied) ?? false,
        'Copié',
      );
      const status = el.shadowRoot?.querySelector('[role="status"]');
      expect(status?.textContent.trim()).to.equal(fr.copied);
    });
  });

  describe('regenerate', () => {
    it('should re-ask the same question in one request and replace the answer', async () => {
      const server = await scripted(answerScript(['Same answer.']));
      const el = await chat(server.url);
      await answered(el, 'First?');
      await answered(el, 'Second?');
      const done = waitForDone(el);
      action(el, en.regenerate).click();
      expect((await done).question).to.equal('Second?');
      await el.updateComplete;
      const log = await server.log();
      expect(log.requests).to.equal(3, 'regenerate must send exactly one request');
      const body = log.bodies[2] as {messages: {role: string; content: string}[]};
      expect(body.messages).to.deep.equal([
        {role: 'user', content: 'First?'},
        {role: 'assistant', content: 'Same answer.'},
        {role: 'user', content: 'Second?'},
      ]);
      expect(
        parts(el, 'user-message').map((item) => item.querySelector('.text')?.textContent),
      ).to.deep.equal(['First?', 'Second?']);
      expect(parts(el, 'assistant-message')).to.have.length(2);
    });

    it('should offer regenerate under the last answer only', async () => {
      const server = await scripted(answerScript(['Yes.']));
      const el = await chat(server.url);
      await answered(el, 'First?');
      await answered(el, 'Second?');
      const [first] = parts(el, 'message-actions');
      expect(first?.textContent).not.to.contain(en.regenerate);
      expect(parts(el, 'message-actions').at(-1)?.textContent).to.contain(en.regenerate);
    });
  });

  describe('feedback', () => {
    it('should fire wac-feedback for a thumbs up with the answer, and show it pressed', async () => {
      const server = await scripted(answerScript(['Yes.']));
      const el = await chat(server.url);
      await answered(el, 'First?');
      const sessionId = ((await server.log()).bodies[0] as {session_id: string}).session_id;
      const feedback = nextEvent(el, 'wac-feedback');
      action(el, en.good).click();
      const {detail} = await feedback;
      expect(detail).to.deep.equal({
        index: 0,
        session_id: sessionId,
        rating: 'up',
        question: 'First?',
        answer: 'Yes.',
      });
      await el.updateComplete;
      expect(action(el, en.good).getAttribute('aria-pressed')).to.equal('true');
      expect(action(el, en.bad).getAttribute('aria-pressed')).to.equal('false');
    });

    it('should take an optional comment with a thumbs down, by keyboard alone', async () => {
      const server = await scripted(answerScript(['Yes.']));
      const el = await chat(server.url);
      await answered(el, 'First?');
      await answered(el, 'Second?');
      let fired = 0;
      el.addEventListener('wac-feedback', () => fired++);
      action(el, en.bad).focus();
      await press('Enter');
      await el.updateComplete;
      await until(() => el.shadowRoot?.activeElement?.tagName === 'INPUT', 'focus in the comment');
      expect(fired).to.equal(0, 'a thumbs down is sent with its comment, not before');
      const feedback = nextEvent(el, 'wac-feedback');
      await typeText('The rate changed in 2024');
      await press('Enter');
      const {detail} = await feedback;
      expect(detail).to.include({index: 1, rating: 'down', comment: 'The rate changed in 2024'});
      expect(detail.question).to.equal('Second?');
      await el.updateComplete;
      expect(action(el, en.bad).getAttribute('aria-pressed')).to.equal('true');
      expect(el.shadowRoot?.activeElement).to.equal(action(el, en.bad));
    });

    it('should leave the comment out when none is typed, and send nothing on Escape', async () => {
      const server = await scripted(answerScript(['Yes.']));
      const el = await chat(server.url);
      await answered(el);
      const events: unknown[] = [];
      el.addEventListener('wac-feedback', (event) => events.push(event.detail));
      action(el, en.bad).click();
      await until(() => el.shadowRoot?.activeElement?.tagName === 'INPUT', 'the comment field');
      await press('Escape');
      await el.updateComplete;
      expect(events).to.have.length(0);
      expect(part(el, 'message-actions')?.querySelector('input')).to.equal(null);
      action(el, en.bad).click();
      await until(() => el.shadowRoot?.activeElement?.tagName === 'INPUT', 'the comment field');
      await press('Enter');
      await until(() => events.length === 1, 'the feedback');
      expect(events[0]).not.to.have.property('comment');
    });
  });

  describe('new conversation', () => {
    it('should ask before throwing away a conversation that is not stored', async () => {
      const server = await scripted(answerScript(['Yes.']));
      const el = await chat(server.url);
      await answered(el);
      const before = el.messages;
      toolbarButton(el, en.newChat).click();
      await el.updateComplete;
      expect(part(el, 'toolbar')?.textContent).to.contain(en.confirmNew);
      expect(el.shadowRoot?.activeElement?.textContent.trim()).to.equal(en.cancel);
      await press('Escape');
      await el.updateComplete;
      expect(el.messages).to.deep.equal(before, 'Escape must keep the conversation');
      toolbarButton(el, en.newChat).click();
      await el.updateComplete;
      const confirm = [...(part(el, 'toolbar')?.querySelectorAll('button') ?? [])].find(
        (item) => item.textContent.trim() === en.newChat,
      );
      confirm?.click();
      await el.updateComplete;
      expect(el.messages).to.deep.equal([]);
      expect(parts(el, 'message')).to.have.length(0);
      expect(part(el, 'toolbar')).to.equal(null);
    });

    it('should start over at once when the conversation is stored', async () => {
      const server = await scripted(answerScript(['Yes.']));
      const el = await chat(server.url, {persist: 'session', 'storage-key': 'actions-test'});
      await answered(el);
      toolbarButton(el, en.newChat).click();
      await el.updateComplete;
      expect(el.messages).to.deep.equal([]);
      sessionStorage.removeItem('wealth-agent-chat:actions-test');
    });
  });

  describe('accessibility', () => {
    it('should pass axe with the actions, a comment form and the confirmation shown', async () => {
      const server = await scripted(answerScript(ANSWER, LEGIFRANCE_MARKERS));
      const el = await chat(server.url);
      await answered(el);
      await expect(el).to.be.accessible();
      action(el, en.bad).click();
      await el.updateComplete;
      toolbarButton(el, en.newChat).click();
      await el.updateComplete;
      await expect(el).to.be.accessible();
    });
  });
});
