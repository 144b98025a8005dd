import {expect, fixture, html} from '@open-wc/testing';
import '../../../src/browser/element/define.js';
import {answered, answerScript, lastAnswer, part, scripted} from '../../helpers/chat-harness.js';
import type {WealthAgentChat} from '../../../src/browser/element/wealth-agent-chat.js';
import {EXAMPLE_MARKERS} from '../../helpers/markers.js';

/**
 * What a host page sets on an ancestor and every descendant inherits, the chat included: Vite's
 * React template centres `#root`, and these are its worse cousins.
 */
const HOSTILE = `
  .hostile {
    text-align: center;
    text-align-last: center;
    text-transform: uppercase;
    text-indent: 3em;
    text-shadow: 2px 2px 2px red;
    letter-spacing: 0.3em;
    word-spacing: 1em;
    line-height: 3;
    white-space: pre;
    word-break: break-all;
    hyphens: auto;
    tab-size: 2;
    font-style: italic;
    font-weight: 700;
    font-variant: small-caps;
    font-feature-settings: 'smcp';
    font-stretch: condensed;
    cursor: wait;
  }`;

const ANSWER = [
  '## Wealth tax\n\n',
  'France taxes **real estate** above €1.3m [1], with a discount on the main residence.\n\n',
  '- Debts are deductible\n- Rates from 0.5 % to 1.5 %\n\n',
  '| Bracket | Rate |\n|---|--:|\n| 1.3m–2.57m | 0.7 % |\n',
];
const QUESTION =
  'Is there a wealth tax in France on real estate held through a company, and at which rates?';

/** Where what a reader sees sits, relative to the element's box, to the half pixel. */
const layout = (el: WealthAgentChat) => {
  const origin = el.getBoundingClientRect();
  const box = (node: Element | null | undefined) => {
    const rect = node?.getBoundingClientRect();
    return rect
      ? [rect.x - origin.x, rect.y - origin.y, rect.width, rect.height].map(
          (value) => Math.round(value * 2) / 2,
        )
      : null;
  };
  const answer = lastAnswer(el);
  return {
    log: box(part(el, 'log')),
    question: box(part(el, 'user-message')?.querySelector('.text')),
    answer: box(answer),
    ...Object.fromEntries(
      [...answer.querySelectorAll('.answer :is(h2, p, li, th, td)')].map((node, index) => [
        `${node.localName} ${index}`,
        box(node),
      ]),
    ),
    sources: box(part(el, 'sources')),
    composer: box(part(el, 'composer')),
    input: box(part(el, 'input')),
    send: box(part(el, 'send-button')),
  };
};

const TEXT_PROPERTIES = [
  'text-align',
  'text-align-last',
  'text-transform',
  'text-indent',
  'text-shadow',
  'letter-spacing',
  'word-spacing',
  'line-height',
  'white-space',
  'word-break',
  'hyphens',
  'tab-size',
  'font-style',
  'font-weight',
  'font-variant',
  'font-feature-settings',
  'font-stretch',
  'font-family',
  'font-size',
  'cursor',
];

/** The computed text styles of the answer's paragraph and of the question. */
const textStyles = (el: WealthAgentChat) =>
  [lastAnswer(el).querySelector('.answer p'), part(el, 'user-message')].map((node) => {
    if (!node) throw new Error('expected the answer and the question on screen');
    const style = getComputedStyle(node);
    return Object.fromEntries(TEXT_PROPERTIES.map((name) => [name, style.getPropertyValue(name)]));
  });

const mount = async (className: string, tokens = '') => {
  const {url} = await scripted(answerScript(ANSWER, EXAMPLE_MARKERS));
  const wrapper = await fixture<HTMLElement>(
    html`<div class=${className} style=${`inline-size: 640px; ${tokens}`}>
      <wealth-agent-chat proxy-url=${url} language="en" style="block-size: 900px">
      </wealth-agent-chat>
    </div>`,
  );
  const el = wrapper.querySelector('wealth-agent-chat') as WealthAgentChat;
  // The fixture awaited the wrapper; the chat renders once its module is in.
  await el.updateComplete;
  await answered(el, QUESTION);
  // Off-screen boxes (content-visibility: auto) are laid out once the browser has found them near
  // the screen, in a frame's rendering, before its paint: WebKit (Safari) does so only then, and
  // reported the answer still skipped, at its intrinsic size, in the task the answer ended in.
  await new Promise(requestAnimationFrame);
  await new Promise(requestAnimationFrame);
  return el;
};

describe('<wealth-agent-chat> on a page with its own text styles', () => {
  const sheet = document.createElement('style');
  before(() => {
    sheet.textContent = HOSTILE;
    document.head.append(sheet);
  });
  after(() => {
    sheet.remove();
  });

  it('should lay out and style its text as on a clean page', async () => {
    const clean = await mount('clean');
    const cleanLayout = layout(clean);
    const cleanStyles = textStyles(clean);
    // In the same place on the page: below the first, the second chat's answer would be off
    // screen, where WebKit reports a skipped box at its intrinsic size (content-visibility).
    clean.parentElement?.remove();
    const hostile = await mount('hostile');
    // The stylesheet reaches the page: a paragraph beside the chat is centred and upper case.
    expect(getComputedStyle(hostile.parentElement as HTMLElement).textTransform).to.equal(
      'uppercase',
    );
    expect(textStyles(hostile)).to.deep.equal(cleanStyles);
    expect(layout(hostile)).to.deep.equal(cleanLayout);
  });

  it('should still take the --wac-* tokens the page sets', async () => {
    const el = await mount(
      'hostile',
      '--wac-font-family: Georgia, serif; --wac-font-size: 18px; --wac-accent: rgb(0, 102, 51);',
    );
    const answer = getComputedStyle(lastAnswer(el).querySelector('.answer p') as Element);
    expect(answer.fontFamily).to.equal('Georgia, serif');
    expect(answer.fontSize).to.equal('18px');
    expect(answer.fontStyle).to.equal('normal');
    expect(getComputedStyle(part(el, 'user-message') as Element).backgroundColor).to.equal(
      'rgb(0, 102, 51)',
    );
  });
});
