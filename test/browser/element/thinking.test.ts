import {expect, fixture, html} from '@open-wc/testing';
import '../../../src/browser/element/define.js';
import {answerScript, part, scripted, send, sse, waitForDone} from '../../helpers/chat-harness.js';
import type {WealthAgentChat} from '../../../src/browser/element/wealth-agent-chat.js';

describe('<wealth-agent-chat> thinking', () => {
  it('should show each phase and step as its own paragraph, whatever whitespace arrives', async () => {
    const thinking = (text: string, phase: string, step: string) => ({
      text: sse('delta', {delta: {thinking: text, phase, step}}),
    });
    const server = await scripted({
      steps: [
        thinking('Ich lese die Frage: ', 'understanding', '1/4'),
        thinking('steuerpflichtige Person.', 'understanding', '1/4'),
        thinking('Ich prüfe die Quellen.', 'research', '2/4'),
        thinking('\n\n\n', 'analysis', '3/4'),
        thinking('Ich vergleiche.', 'analysis', '3/4'),
        ...answerScript(['Antwort.']).steps,
      ],
    });
    const el = await fixture<WealthAgentChat>(
      html`<wealth-agent-chat
        proxy-url=${server.url}
        language="de"
        extended-thinking
      ></wealth-agent-chat>`,
    );
    const done = waitForDone(el);
    await send(el, 'Frage');
    await done;
    await el.updateComplete;
    const paragraphs = [...(part(el, 'thinking')?.querySelectorAll('p') ?? [])].map(
      (paragraph) => paragraph.textContent,
    );
    expect(paragraphs).to.deep.equal([
      'Ich lese die Frage: steuerpflichtige Person.',
      'Ich prüfe die Quellen.',
      'Ich vergleiche.',
    ]);
  });
});
