import {expect, fixture, html} from '@open-wc/testing';
import {emulateMedia, press, setViewport} from '../../helpers/engine-harness.js';
import '../../../src/browser/element/define.js';
import {backgroundBehind, contrast, focused, seriousViolations, tabTo} from '../../helpers/a11y.js';
import {
  answerScript,
  chat,
  part,
  parts,
  scripted,
  send,
  sse,
  until,
  waitForDone,
} from '../../helpers/chat-harness.js';
import {PRESETS} from '../../../demo/brands.js';
import type {WealthAgentChat} from '../../../src/browser/element/wealth-agent-chat.js';
import {EXAMPLE_MARKERS} from '../../helpers/markers.js';

const LONG_URL = `https://example.org/${'a-very-long-path-segment-'.repeat(8)}`;
const ANSWER = [
  'France taxes **real estate** above €1.3m [1], see the [BOFiP](https://example.org/bofip).\n\n',
  `A long address: ${LONG_URL}\n\n`,
  `| ${Array.from({length: 9}, (_, index) => `Column ${index}`).join(' | ')} |\n`,
  `| ${Array.from({length: 9}, () => '---').join(' | ')} |\n`,
  `| ${Array.from({length: 9}, () => '1,300,000 €').join(' | ')} |\n\n`,
  `\`\`\`\n${'taxable = assets - debts; '.repeat(8)}\n\`\`\`\n`,
];

/** A chat between two page buttons, answered once (with reasoning, sources, table and code). */
const answeredChat = async (theme = 'light', tokens: Record<string, string> = {}) => {
  const wrapper = await fixture<HTMLElement>(
    html`<div>
      <button id="before">before</button>
      <wealth-agent-chat
        proxy-url="/unused"
        language="en"
        theme=${theme}
        extended-thinking
        style="height: 640px"
      ></wealth-agent-chat>
      <button id="after">after</button>
    </div>`,
  );
  const el = wrapper.querySelector('wealth-agent-chat') as WealthAgentChat;
  await el.updateComplete;
  for (const [name, value] of Object.entries(tokens)) el.style.setProperty(name, value);
  el.proxyUrl = (
    await scripted({
      steps: [
        {text: sse('delta', {delta: {thinking: 'Reading.', phase: 'research', step: '1'}})},
        ...answerScript(ANSWER, EXAMPLE_MARKERS).steps,
      ],
    })
  ).url;
  const done = waitForDone(el);
  await send(el, 'Is there a wealth tax?');
  await done;
  await el.updateComplete;
  (wrapper.querySelector('#before') as HTMLButtonElement).focus();
  return el;
};

/**
 * Tabs through the whole chat, from the page button before it to the one after, and returns what
 * is wrong with each focus indicator it meets: thinner than 2 px, or under 3:1 against what
 * surrounds it (WCAG 2.4.11 and 2.4.13).
 */
const focusIndicatorFaults = async (el: WealthAgentChat, {forced = false} = {}) => {
  const faults: string[] = [];
  let stops = 0;
  for (let presses = 0; presses < 60; presses++) {
    await press('Tab');
    if (document.activeElement?.id === 'after') break;
    const element = focused(el);
    if (!element || element === el) continue;
    stops++;
    const style = getComputedStyle(element);
    const width = parseFloat(style.outlineWidth);
    const name = `${element.localName}.${element.className || element.getAttribute('part')}`;
    if (style.outlineStyle === 'none' || width < 2) {
      faults.push(`${name}: outline ${style.outlineStyle} ${style.outlineWidth}`);
      continue;
    }
    // Forced colours draw in the system's own colours, which the user chose for contrast.
    if (forced) continue;
    const inset = parseFloat(style.outlineOffset) < 0;
    const behind = backgroundBehind(inset ? element : (element.parentElement ?? element));
    const ratio = contrast(style.outlineColor, behind);
    if (ratio < 3) faults.push(`${name}: ${ratio.toFixed(2)}:1 against ${behind}`);
  }
  expect(stops, 'focus stops inside the chat').to.be.greaterThan(8);
  return faults;
};

describe('<wealth-agent-chat> seen', () => {
  afterEach(async () => {
    await emulateMedia({forcedColors: 'none', reducedMotion: 'no-preference'});
    await setViewport({width: 800, height: 600});
  });

  describe('focus indicator', () => {
    for (const theme of ['light', 'dark']) {
      it(`should be 2 px and 3:1 on every control, ${theme}`, async () => {
        const el = await answeredChat(theme);
        expect(await focusIndicatorFaults(el)).to.deep.equal([]);
      });
      for (const preset of PRESETS) {
        it(`should be 2 px and 3:1 on every control with the ${preset.id} brand, ${theme}`, async () => {
          const el = await answeredChat(theme, {...preset.tokens});
          expect(await seriousViolations(el), 'axe, colour contrast included').to.deep.equal([]);
          expect(await focusIndicatorFaults(el)).to.deep.equal([]);
        });
      }
    }

    it('should stay on every control under forced colours (Windows High Contrast)', async () => {
      await emulateMedia({forcedColors: 'active'});
      const el = await answeredChat();
      expect(await focusIndicatorFaults(el, {forced: true})).to.deep.equal([]);
    });
  });

  describe('forced colours', () => {
    it('should keep an edge on every button and the streaming dots', async () => {
      await emulateMedia({forcedColors: 'active'});
      const el = await answeredChat();
      const faults = [...(el.shadowRoot?.querySelectorAll('button') ?? [])]
        .filter((button) => {
          const style = getComputedStyle(button);
          return style.borderTopStyle === 'none' || parseFloat(style.borderTopWidth) < 1;
        })
        .map((button) => button.outerHTML.slice(0, 80));
      expect(faults, 'buttons with no edge').to.deep.equal([]);

      el.proxyUrl = (await scripted({steps: [{hang: true}]})).url;
      await send(el, 'Another?');
      const dot = await (async () => {
        await until(() => !!el.shadowRoot?.querySelector('.typing span'), 'the typing dots');
        return el.shadowRoot?.querySelector('.typing span') as HTMLElement;
      })();
      const style = getComputedStyle(dot);
      expect(parseFloat(style.borderTopWidth), 'the dots are drawn by a border').to.be.greaterThan(
        1,
      );
      expect(style.borderTopColor).to.not.equal('rgba(0, 0, 0, 0)');
      el.stop();
    });
  });

  describe('contrast', () => {
    // Pale and dark brand colours a client might pick: text on them is derived, not assumed white.
    const ACCENTS = ['#ffd700', '#a8e6cf', '#f4f4f4', '#14b8a6', '#000080', '#e60000', '#6d28d9'];
    for (const theme of ['light', 'dark']) {
      it(`should keep text on any accent at 4.5:1 and links at 4.5:1, ${theme}`, async () => {
        const faults: string[] = [];
        for (const accent of ACCENTS) {
          const el = await answeredChat(theme, {'--wac-accent': accent});
          const question = part(el, 'user-message') as HTMLElement;
          const on = contrast(
            getComputedStyle(question).color,
            getComputedStyle(question).backgroundColor,
          );
          if (on < 4.5) faults.push(`${accent}: question text ${on.toFixed(2)}:1`);
          const link = el.shadowRoot?.querySelector('.answer a:not(.citation)') as HTMLElement;
          const linkRatio = contrast(getComputedStyle(link).color, backgroundBehind(link));
          if (linkRatio < 4.5) faults.push(`${accent}: link ${linkRatio.toFixed(2)}:1`);
        }
        expect(faults).to.deep.equal([]);
      });
    }

    it('should draw the edge of every field at 3:1 against its surface', async () => {
      for (const theme of ['light', 'dark']) {
        const el = await answeredChat(theme);
        const field = part(el, 'input') as HTMLElement;
        const ratio = contrast(getComputedStyle(field).borderTopColor, backgroundBehind(field));
        expect(ratio, `the question field's edge, ${theme}`).to.be.at.least(3);
      }
    });
  });

  describe('size and motion', () => {
    it('should give every target at least 24 by 24 CSS px', async () => {
      const el = await answeredChat();
      (parts(el, 'message-actions')[0]?.querySelector('.thumb.down') as HTMLButtonElement).click();
      await el.updateComplete;
      const small = [
        ...(el.shadowRoot?.querySelectorAll('button, summary, input, textarea, select') ?? []),
      ]
        .map((target) => {
          const box = target.getBoundingClientRect();
          return {target, box};
        })
        .filter(({box}) => box.width < 24 || box.height < 24)
        .map(({target, box}) => `${target.outerHTML.slice(0, 60)}: ${box.width}x${box.height}`);
      expect(small).to.deep.equal([]);
    });

    it('should stop the typing dots when the user asks for reduced motion', async () => {
      await emulateMedia({reducedMotion: 'reduce'});
      const el = await chat('/unused');
      el.proxyUrl = (await scripted({steps: [{hang: true}]})).url;
      await send(el, 'Is there a wealth tax?');
      await until(() => !!el.shadowRoot?.querySelector('.typing span'), 'the typing dots');
      const dot = el.shadowRoot?.querySelector('.typing span') as HTMLElement;
      expect(getComputedStyle(dot).animationName).to.equal('none');
      el.stop();
    });
  });

  describe('disclosure', () => {
    it('should mark the reasoning summary and the source links as openable', async () => {
      const el = await answeredChat();
      const summary = el.shadowRoot?.querySelector('[part~="thinking"] summary') as HTMLElement;
      expect(getComputedStyle(summary).display, 'the native disclosure marker').to.equal(
        'list-item',
      );
      const link = part(el, 'sources')?.querySelector('a') as HTMLElement;
      expect(getComputedStyle(link, '::after').content).to.contain('↗');
    });
  });

  describe('reflow', () => {
    it('should let the keyboard scroll a wide table and wide code sideways', async () => {
      await setViewport({width: 320, height: 640});
      const el = await answeredChat();
      for (const box of ['.table-wrap', 'pre']) {
        const scroller = await tabTo(el, (item) => item.matches(box), `the ${box} box`);
        await press('ArrowRight');
        await until(() => scroller.scrollLeft > 0, `${box} scrolled by the keyboard`);
      }
    });

    const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
      word-spacing: 0.16em !important; } p { margin-block-end: 2em !important; }`;

    for (const spacing of [false, true]) {
      it(`should not scroll sideways at 320 CSS px${spacing ? ' with WCAG text spacing' : ''}`, async () => {
        await setViewport({width: 320, height: 640});
        const el = await answeredChat();
        if (spacing) {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(TEXT_SPACING);
          el.shadowRoot?.adoptedStyleSheets.push(sheet);
        }
        await el.updateComplete;
        const root = document.scrollingElement as HTMLElement;
        expect(root.scrollWidth, 'the page').to.be.at.most(root.clientWidth);
        const log = part(el, 'log') as HTMLElement;
        expect(log.scrollWidth, 'the conversation').to.be.at.most(log.clientWidth);
        const long = [...(el.shadowRoot?.querySelectorAll('.answer p') ?? [])].find((p) =>
          p.textContent.includes('a-very-long'),
        ) as HTMLElement;
        expect(long.scrollWidth, 'a long URL breaks').to.be.at.most(long.clientWidth);
        // Wide tables and code scroll in their own box.
        const table = el.shadowRoot?.querySelector('.table-wrap') as HTMLElement;
        expect(table.scrollWidth).to.be.greaterThan(table.clientWidth);
        const clipped = [...(el.shadowRoot?.querySelectorAll('button, label, summary, p') ?? [])]
          .filter((item) => item.closest('.table-wrap, pre') === null)
          .filter(
            (item) =>
              item.scrollWidth > item.clientWidth + 1 &&
              getComputedStyle(item).overflow !== 'visible',
          )
          .map((item) => item.outerHTML.slice(0, 60));
        expect(clipped, 'clipped text').to.deep.equal([]);
      });
    }
  });
});
