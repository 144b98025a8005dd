import {expect} from '@open-wc/testing';
import '../../../src/browser/element/define.js';
import {
  answerScript,
  chat,
  part,
  scripted,
  send,
  sse,
  waitForDone,
} from '../../helpers/chat-harness.js';

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
    const el = await chat(server.url, {language: 'de', 'extended-thinking': true});
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

  it('should put no blank space above the first reasoning step or below the last', async () => {
    const server = await scripted({
      steps: [
        {text: sse('delta', {delta: {thinking: 'I read the question.', phase: 'understanding'}})},
        {text: sse('delta', {delta: {thinking: '\n\nI check the sources.', phase: 'research'}})},
        ...answerScript(['An answer.']).steps,
      ],
    });
    const el = await chat(server.url, {'extended-thinking': true});
    const done = waitForDone(el);
    await send(el, 'A question');
    await done;
    const panel = part(el, 'thinking') as HTMLDetailsElement | null;
    if (!panel) throw new Error('no reasoning panel');
    panel.open = true;
    await el.updateComplete;
    const box = panel.querySelector('.thinking-text');
    const steps = [...(box?.querySelectorAll('p') ?? [])];
    const first = steps[0]?.getBoundingClientRect();
    const last = steps[steps.length - 1]?.getBoundingClientRect();
    if (!box || !first || !last) throw new Error('no reasoning steps');
    const outer = box.getBoundingClientRect();
    const style = getComputedStyle(box);
    const lineHeight = parseFloat(getComputedStyle(steps[0] as Element).lineHeight);
    // A blank line or more of grey around the steps is what the user saw; a margin is less.
    expect(
      first.top - outer.top - parseFloat(style.paddingTop),
      'blank above the first step',
    ).to.be.below(lineHeight);
    expect(
      outer.bottom - last.bottom - parseFloat(style.paddingBottom),
      'blank below the last step',
    ).to.be.below(lineHeight);
  });
});
