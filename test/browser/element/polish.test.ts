import {expect} from '@open-wc/testing';
import {press, setViewport} from '../../helpers/engine-harness.js';
import '../../../src/browser/element/define.js';
import {
  answered,
  answerScript,
  chat,
  nextEvent,
  part,
  scripted,
  send,
  sse,
} from '../../helpers/chat-harness.js';
import {PRESETS} from '../../../demo/brands.js';

const QUESTIONS = [
  {id: 'tax', question: 'Which tax?', options: ['Income tax', 'Wealth tax', 'Capital gains tax']},
];

/** The colour `value` resolves to, as computed styles give it. */
const resolved = (value: string): string => {
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
};

const clarifying = async (
  theme: string,
  tokens: Record<string, string> = {},
  {questions = QUESTIONS, style = ''} = {},
) => {
  const server = await scripted({
    steps: [
      {text: sse('clarification', {questions})},
      {text: sse('done', {final_message: {role: 'assistant', content: ''}})},
    ],
  });
  const el = await chat(server.url, {theme, style});
  for (const [name, value] of Object.entries(tokens)) el.style.setProperty(name, value);
  const asked = nextEvent(el, 'wac-clarification');
  await send(el, 'My situation?');
  await asked;
  await el.updateComplete;
  const form = part(el, 'clarification');
  if (!form) throw new Error('no clarification form');
  return {el, form, choices: [...form.querySelectorAll<HTMLLabelElement>('.choice')]};
};

/** How far below the log's top edge `element` starts. */
const gapAbove = (log: HTMLElement, element: Element) =>
  element.getBoundingClientRect().top - log.getBoundingClientRect().top;

describe('<wealth-agent-chat> polish', () => {
  describe('the clarification form', () => {
    const cases = [
      {name: 'light', theme: 'light', tokens: {}},
      {name: 'dark', theme: 'dark', tokens: {}},
      ...PRESETS.map((preset) => ({
        name: `the ${preset.id} brand`,
        theme: preset.theme === 'dark' ? 'dark' : 'light',
        tokens: preset.tokens as unknown as Record<string, string>,
      })),
    ];
    for (const {name, theme, tokens} of cases) {
      it(`should show each option as a row to pick, the chosen one in the brand's colour, ${name}`, async () => {
        const {el, choices} = await clarifying(theme, tokens);
        expect(choices).to.have.length(3);
        const [first, second] = choices;
        if (!first || !second) throw new Error('no options');
        const edge = getComputedStyle(second);
        expect(edge.borderTopStyle, 'an option has an edge of its own').to.equal('solid');
        expect(parseFloat(edge.paddingTop), 'an option is a row, not a bare radio').to.be.above(4);

        first.click();
        await el.updateComplete;
        const chosen = getComputedStyle(first);
        const link = getComputedStyle(el).getPropertyValue('--_link').trim();
        expect(chosen.borderTopColor, 'the chosen option takes the brand colour').to.equal(
          resolved(link),
        );
        expect(chosen.backgroundColor, 'the chosen option stands out from the others').not.to.equal(
          getComputedStyle(second).backgroundColor,
        );
      });
    }

    it('should ring the option the keyboard is on', async () => {
      const {el, choices} = await clarifying('light');
      const radio = choices[0]?.querySelector('input');
      radio?.focus();
      await press('ArrowDown');
      await el.updateComplete;
      const on = choices[1];
      if (!on) throw new Error('no second option');
      expect(el.shadowRoot?.activeElement, 'the arrow moves to the next option').to.equal(
        on.querySelector('input'),
      );
      const focus = resolved(getComputedStyle(el).getPropertyValue('--_focus').trim());
      expect(getComputedStyle(on).borderTopColor, "the row takes the focus ring's colour").to.equal(
        focus,
      );
    });
  });

  describe('a failure notice', () => {
    const failing = async (status: number, message: string) => {
      const server = await scripted({
        status,
        headers: {'content-type': 'application/json'},
        steps: [{text: JSON.stringify({error: {status, code: 'x', message}})}],
      });
      const el = await chat(server.url);
      const failed = nextEvent(el, 'wac-error');
      await send(el, 'A question');
      await failed;
      await el.updateComplete;
      const notice = part(el, 'error');
      if (!notice) throw new Error('no failure notice');
      return notice;
    };

    it('should not repeat its headline in a "Details:" line, in other words or the same', async () => {
      const notice = await failing(
        502,
        'The agent service is unavailable. Please try again in a moment.',
      );
      expect(notice.textContent).to.contain('The assistant is temporarily unavailable.');
      expect(notice.querySelector('.detail')?.textContent ?? null, 'a "Details:" line').to.equal(
        null,
      );
    });

    it('should still say what the server adds, such as when a quota resets', async () => {
      const notice = await failing(
        429,
        'The daily token quota is used up; it resets at 00:00 UTC.',
      );
      expect(notice.querySelector('.detail')?.textContent).to.contain('00:00 UTC');
    });
  });

  describe('the conversation scrolled', () => {
    it('should show a form taller than the log from the question it answers, whole', async () => {
      const questions = ['Which tax?', 'Which year?', 'Which canton?'].map((question, i) => ({
        id: `q${String(i)}`,
        question,
        options: ['One option', 'Another option', 'A third option', 'A fourth option'],
      }));
      const {el, form} = await clarifying(
        'light',
        {},
        {questions, style: 'height: 360px; width: 320px'},
      );
      const log = part(el, 'log') as HTMLElement;
      const bubble = part(el, 'user-message') as HTMLElement;
      const clear = () => gapAbove(log, bubble) + 1 >= parseFloat(getComputedStyle(log).paddingTop);
      expect(log.scrollHeight, 'the form is taller than the log').to.be.above(
        log.clientHeight * 1.5,
      );
      expect(clear(), 'the question shows whole, below the toolbar').to.equal(true);
      // Picking an option re-renders: the view stays where the reader is.
      form.querySelector<HTMLInputElement>('input[type="radio"]')?.click();
      await el.updateComplete;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(clear(), 'still whole after an option is picked').to.equal(true);
    });

    it('should keep space above a question scrolled to, below the toolbar', async () => {
      const server = await scripted(answerScript(['A long answer.\n\n'.repeat(60)]));
      const el = await chat(server.url, {style: 'height: 400px'});
      await answered(el, 'First question');
      const log = part(el, 'log') as HTMLElement;
      const bubble = part(el, 'user-message');
      if (!bubble) throw new Error('no question on screen');
      log.scrollTop = log.scrollHeight;
      bubble.scrollIntoView({block: 'start'});
      const gap = gapAbove(log, bubble);
      expect(gap, 'the top of the question is clear of the toolbar').to.be.at.least(
        parseFloat(getComputedStyle(log).paddingTop) - 1,
      );
    });
  });

  describe("a question's bubble", () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      it(`should end the conversation's column, its small corner on that side, ${dir}`, async () => {
        const server = await scripted(answerScript(['An answer.']));
        // A log wider than the column (`--wac-max-width`), which it centres.
        const el = await chat(server.url, {
          dir,
          style: 'height: 500px; width: 600px; --wac-max-width: 20rem',
        });
        await answered(el, 'First question');
        const bubble = part(el, 'user-message') as HTMLElement;
        const answer = part(el, 'assistant-message') as HTMLElement;
        const box = bubble.getBoundingClientRect();
        const column = answer.getBoundingClientRect();
        expect(column.width, 'the column, narrower than the log').to.be.below(400);
        const [end, start] =
          dir === 'ltr' ? (['right', 'left'] as const) : (['left', 'right'] as const);
        expect(box[end], "at the column's end").to.be.closeTo(column[end], 1);
        expect(box[start], 'not stretched across it').to.not.be.closeTo(column[start], 10);
        const style = getComputedStyle(bubble);
        const bottom = {left: style.borderBottomLeftRadius, right: style.borderBottomRightRadius};
        expect(
          parseFloat(bottom[end]),
          'the small corner, on the side the bubble sits',
        ).to.be.below(parseFloat(bottom[start]));
      });
    }
  });

  describe('the launcher panel', () => {
    after(async () => {
      await setViewport({width: 800, height: 600});
    });

    for (const width of [768, 1280]) {
      it(`should leave a site's top bar uncovered in a ${String(width)}×800 window`, async () => {
        await setViewport({width, height: 800});
        const el = await chat('/unused', {layout: 'launcher', language: undefined});
        const button = part(el, 'launcher') as HTMLButtonElement;
        button.click();
        await el.updateComplete;
        const panel = part(el, 'panel') as HTMLElement;
        const top = panel.getBoundingClientRect().top;
        // The launcher remembers that it was open, for the page's next element: close it again.
        button.click();
        await el.updateComplete;
        // A bank's sticky header is 3 to 4 rem tall.
        expect(top, 'space above the panel').to.be.at.least(64);
      });
    }
  });
});
