import {expect} from '@open-wc/testing';
import '../../../src/browser/element/define.js';
import {
  answerScript,
  chat,
  input,
  lastAnswerText,
  nextEvent,
  part,
  parts,
  scripted,
  send,
  sse,
  until,
} from '../../helpers/chat-harness.js';

describe('<wealth-agent-chat> interface', () => {
  describe('thinking', () => {
    it('should show the phase and step while thinking, fold once the answer starts, and never send it back', async () => {
      const server = await scripted({
        steps: [
          {
            text: sse('delta', {
              delta: {thinking: 'Reading the question. ', phase: 'understanding', step: '1/4'},
            }),
          },
          {
            text: sse('delta', {
              delta: {thinking: 'Checking the code.', phase: 'research', step: '2/4'},
            }),
          },
          {delay: 400},
          ...answerScript(['The answer.']).steps,
        ],
      });
      const el = await chat(server.url, {'extended-thinking': true});
      const done = nextEvent(el, 'wac-done');
      await send(el, 'Question');
      await until(() => (part(el, 'thinking')?.textContent ?? '').includes('Checking'), 'thinking');
      const panel = part(el, 'thinking') as HTMLDetailsElement;
      expect(panel.open).to.equal(true);
      expect(panel.querySelector('summary')?.textContent).to.contain('Researching the sources');
      expect(panel.querySelector('summary')?.textContent).to.contain('2/4');
      await done;
      await el.updateComplete;
      expect(panel.open).to.equal(false);
      expect(lastAnswerText(el)).to.equal('The answer.');
      expect(el.messages[1]).to.deep.equal({role: 'assistant', content: 'The answer.'});
    });
  });

  describe('clarification', () => {
    it('should ask with radio buttons, a select and free text, then send the answers restated', async () => {
      const questions = [
        {id: 'tax', question: 'Which tax?', options: ['Income', 'Wealth']},
        {id: 'country', question: 'Which country?', options: ['FR', 'CH', 'IT', 'BE', 'LU', 'DE']},
        {id: 'amount', question: 'How much?'},
      ];
      const server = await scripted({
        steps: [
          {text: sse('clarification', {questions})},
          {text: sse('done', {final_message: {role: 'assistant', content: ''}})},
        ],
      });
      const el = await chat(server.url);
      const asked = nextEvent(el, 'wac-clarification');
      await send(el, 'My situation?');
      expect((await asked).detail.questions).to.have.length(3);
      await el.updateComplete;
      const form = part(el, 'clarification') as HTMLFormElement;
      expect(form.querySelectorAll('input[type="radio"]')).to.have.length(2);
      const select = form.querySelector('select') as HTMLSelectElement;
      const text = form.querySelector('input[type="text"]') as HTMLInputElement;
      (form.querySelector('input[type="radio"][value="Wealth"]') as HTMLInputElement).click();
      select.value = 'CH';
      text.value = '2 million';

      const sent = nextEvent(el, 'wac-send');
      form.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
      const {detail} = await sent;
      expect(detail.text).to.equal('Which tax? Wealth\nWhich country? CH\nHow much? 2 million');
      // The agent's questions stand as its message, so roles keep alternating.
      expect(detail.request.messages.map((message) => message.role)).to.deep.equal([
        'user',
        'assistant',
        'user',
      ]);
    });
  });

  describe('languages', () => {
    it('should relabel the interface at once when the language changes', async () => {
      const el = await chat('/unused');
      expect(input(el).getAttribute('aria-label')).to.equal('Your question');
      el.language = 'de';
      await el.updateComplete;
      expect(input(el).getAttribute('aria-label')).not.to.equal('Your question');
      expect(part(el, 'send-button')?.title).to.equal('Senden');
      el.language = 'fr';
      await el.updateComplete;
      expect(part(el, 'send-button')?.title).to.equal('Envoyer');
    });

    it('should show errors in the interface language', async () => {
      const server = await scripted({status: 503, steps: [{text: 'down'}]});
      const el = await chat(server.url, {language: 'fr'});
      const failed = nextEvent(el, 'wac-error');
      await send(el, 'Question');
      const {detail} = await failed;
      await el.updateComplete;
      expect(detail.message).to.equal(part(el, 'error')?.querySelector('p')?.textContent);
      expect(detail.message).not.to.contain('unavailable');
    });
  });

  describe('keyboard', () => {
    it('should send on Enter, add a line on Shift+Enter, and give focus back to the input', async () => {
      const server = await scripted(answerScript(['ok']));
      const el = await chat(server.url);
      const field = input(el);
      field.focus();
      field.value = 'Line one';
      field.dispatchEvent(
        new KeyboardEvent('keydown', {key: 'Enter', shiftKey: true, bubbles: true}),
      );
      await el.updateComplete;
      expect(parts(el, 'user-message')).to.have.length(0);
      const done = nextEvent(el, 'wac-done');
      field.dispatchEvent(
        new KeyboardEvent('keydown', {key: 'Enter', bubbles: true, cancelable: true}),
      );
      await done;
      expect(parts(el, 'user-message')[0]?.textContent).to.contain('Line one');
      expect(el.shadowRoot?.activeElement).to.equal(field);
    });
  });

  describe('accessibility', () => {
    it('should have no accessibility violation when idle', async () => {
      const el = await chat('/unused');
      await expect(el).to.be.accessible();
    });

    it('should have no accessibility violation after an answer with sources and an error', async () => {
      const server = await scripted(
        answerScript(
          ['## Title\n\n', 'Text with a source [1].\n\n| a | b |\n|---|--:|\n| 1 | 2 |\n'],
          [{id: 1, title: 'Source', url: 'https://www.impots.gouv.fr/'}],
        ),
      );
      const el = await chat(server.url);
      const done = nextEvent(el, 'wac-done');
      await send(el, 'Question');
      await done;
      // A service that is down: the second question fails (a 404 would print in a passing run).
      const down = await scripted({
        status: 503,
        headers: {'content-type': 'application/json'},
        steps: [
          {text: JSON.stringify({error: {status: 503, code: 'unavailable', message: 'Down'}})},
        ],
      });
      el.proxyUrl = down.url;
      const failed = nextEvent(el, 'wac-error');
      await send(el, 'Second');
      await failed;
      await el.updateComplete;
      expect(part(el, 'log')?.getAttribute('role')).to.equal('log');
      await expect(el).to.be.accessible();
    });
  });
});
