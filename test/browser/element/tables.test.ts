import {expect} from '@open-wc/testing';
import '../../../src/browser/element/define.js';
import {answered, answerScript, chat, part, scripted} from '../../helpers/chat-harness.js';
import type {WealthAgentChat} from '../../../src/browser/element/wealth-agent-chat.js';

const TABLE = [
  '| Tax | France | Switzerland | Italy |\n',
  '| --- | --- | --- | --- |\n',
  '| Capital gains tax | 30 % flat rate on securities | None on private movable assets | 26 % substitute tax |\n',
  '| Inheritance tax | 5 to 45 % in direct line | Cantonal, often none for children | 4 % above €1 million |\n\n',
];

/** The words of `cell` that the browser laid out on more than one line. */
const brokenWords = (cell: Element): string[] => {
  const broken: string[] = [];
  const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const match of text.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) broken.push(match[0]);
    }
  }
  return broken;
};

/**
 * A chat as wide as on a phone 320 px wide (304 px within the page's margins) that has answered
 * with `TABLE`. The chat lays itself out by its own width (container queries), not the window's:
 * it is given that width, as a window cannot be made that narrow in every engine (WebKitGTK's is
 * 447 px at the least, and the table fitted there).
 */
const answeredOnAPhone = async (): Promise<WealthAgentChat> => {
  const server = await scripted(answerScript(TABLE));
  const el = await chat(server.url, {style: 'inline-size: 304px; height: 600px'});
  await answered(el, 'Compare the taxes');
  return el;
};

describe('<wealth-agent-chat> tables on a phone', () => {
  it('should keep every word whole and scroll the table inside its own box', async () => {
    const el = await answeredOnAPhone();
    const table = el.shadowRoot?.querySelector('[part~="assistant-message"] table');
    if (!table) throw new Error('the answer shows no table');
    const broken = [...table.querySelectorAll('th, td')].flatMap(brokenWords);
    expect(broken, 'words cut in two, as "Capita / l gains tax"').to.deep.equal([]);

    const box = table.parentElement as HTMLElement;
    expect(box.scrollWidth, 'the table scrolls sideways in its box').to.be.above(box.clientWidth);
    const log = part(el, 'log') as HTMLElement;
    expect(log.scrollWidth, 'the conversation itself does not scroll sideways').to.be.at.most(
      log.clientWidth,
    );
  });

  it('should keep the first column, which names each row, in view while the table scrolls', async () => {
    const el = await answeredOnAPhone();
    const table = el.shadowRoot?.querySelector('[part~="assistant-message"] table');
    const box = table?.parentElement;
    const label = table?.querySelector('tbody td');
    if (!box || !label) throw new Error('the answer shows no table');
    // On screen, to be hit-tested: the rows wrap to several lines in a phone's width, and the log
    // can end below the window (WebKit's, whose size the test cannot set).
    label.scrollIntoView({block: 'center', inline: 'nearest'});
    // Firefox hit-tests the scrolled table as painted: in the frame the scroll event comes with.
    const scrolled = new Promise((resolve) => {
      box.addEventListener('scroll', resolve, {once: true});
    });
    box.scrollLeft = box.scrollWidth;
    await scrolled;
    const boxLeft = box.getBoundingClientRect().left;
    expect(Math.abs(label.getBoundingClientRect().left - boxLeft), 'the row label').to.be.below(2);
    expect(label.textContent).to.equal('Capital gains tax');
    const topmost = el.shadowRoot?.elementFromPoint(
      label.getBoundingClientRect().left + 8,
      label.getBoundingClientRect().top + 8,
    );
    expect(
      label.contains(topmost ?? null),
      'the row label is drawn over the scrolled cells',
    ).to.equal(true);
  });
});
