import {expect} from '@open-wc/testing';
import {render} from 'lit';
import {MarkdownStream, renderMarkdown} from '../../../src/browser/markdown/index.js';
import {BlockGroup, GROUP_SIZE} from '../../../src/browser/markdown/groups.js';
import {lex} from '../../../src/browser/markdown/lex.js';
import {ANSWER, GROUP_BOX, SOURCES, prefixes, unboxed} from './fixtures.js';
import {patience} from '../../helpers/engine-harness.js';
import type {TemplateResult} from 'lit';

/** About 80 top-level blocks: several full groups of finished blocks and one still open. */
const LONG = Array.from({length: 6}, (_, i) =>
  ANSWER.replace('## Wealth', `## ${i + 1}. Wealth`),
).join('\n');

/** The groups of finished blocks that are full once `text` is whole: every block but the last. */
const fullGroups = (text: string): number =>
  Math.floor(((lex(text) ?? []).filter((token) => token.type !== 'space').length - 1) / GROUP_SIZE);

/** The boxes that group finished blocks for layout, one per group. */
const boxesOf = (root: Element): Element[] => [...root.querySelectorAll(`:scope > ${GROUP_BOX}`)];

const withoutMarkers = (root: Element): string => root.innerHTML.replace(/<!--[^]*?-->/g, '');

/** What a reader gets: the boxes that group blocks for layout show nothing themselves. */
const withoutBoxes = (root: Element): string => {
  const copy = root.cloneNode(true) as Element;
  for (const box of boxesOf(copy)) {
    box.replaceWith(...box.childNodes);
  }
  return withoutMarkers(copy);
};

/**
 * How often `action` rendered a group of finished blocks that was already full when it was last
 * rendered: what Lit must skip for a delta to cost O(1) in the finished part of the answer.
 */
const countFrozenRenders = (action: () => void): number => {
  const {prototype} = BlockGroup;
  const descriptor = Object.getOwnPropertyDescriptor(prototype, 'render');
  const original = descriptor?.value as BlockGroup['render'];
  let frozen = 0;
  prototype.render = function (this: BlockGroup, context) {
    if (wasFull.get(this) === true) frozen += 1;
    wasFull.set(this, this.tokens.length >= GROUP_SIZE);
    return original.call(this, context);
  };
  try {
    action();
  } finally {
    if (descriptor) Object.defineProperty(prototype, 'render', descriptor);
  }
  return frozen;
};
const wasFull = new WeakMap<BlockGroup, boolean>();

const rendered = (template: TemplateResult): HTMLElement => {
  const container = document.createElement('div');
  render(template, container);
  return container;
};

/** Streams `text` into one container, `step` characters per update, as the element shows it. */
const streamInto = (stream: MarkdownStream, container: HTMLElement, text: string, step: number) => {
  for (const prefix of prefixes(text, step)) render(stream.update(prefix).view, container);
  render(stream.update(text, {final: true}).view, container);
};

describe('MarkdownStream groups of finished blocks', () => {
  it('should end with exactly what renderMarkdown shows for a long answer', () => {
    for (const step of [3, 29]) {
      const stream = new MarkdownStream({sources: SOURCES});
      const container = document.createElement('div');
      streamInto(stream, container, LONG, step);
      expect(withoutMarkers(container)).to.equal(
        withoutMarkers(rendered(renderMarkdown(LONG, {sources: SOURCES}))),
      );
    }
  });

  it('should show what renderMarkdown shows at prefixes across group boundaries', function () {
    // A prefix every 37 characters of a long answer, rendered twice: seconds of one core's work,
    // past the default 10 s beside another engine's layer on a loaded two-core machine.
    this.timeout(patience(30_000));
    const stream = new MarkdownStream({sources: SOURCES});
    const container = document.createElement('div');
    // A block may still be in a box or already out of it mid-stream: only the blocks must agree.
    for (const prefix of prefixes(LONG, 37)) {
      render(stream.update(prefix, {final: true}).view, container);
      expect(withoutBoxes(container), `after ${JSON.stringify(prefix.slice(-40))}`).to.equal(
        withoutBoxes(rendered(renderMarkdown(prefix, {sources: SOURCES}))),
      );
    }
  });

  it('should keep the first and last blocks first and last, so the answer is not padded', () => {
    const root = rendered(renderMarkdown(LONG));
    // The first block is its box's first child, and the box the answer's: both lose their top margin.
    const box = root.firstElementChild;
    expect(box?.matches(GROUP_BOX)).to.equal(true);
    expect(box?.firstElementChild?.localName).to.equal('h4');
    expect(root.lastElementChild?.localName).to.equal('p');
    expect(root.lastElementChild?.textContent).to.contain('not advice');
    // Layout walks the top-level boxes on every delta: few of them, whatever the answer's length.
    expect(root.children.length).to.be.below(40);
    expect(root.querySelectorAll('h4')).to.have.length(6);
  });

  it('should hold a plain paragraph, a heading and a cell as one text node, without markers around markers', () => {
    const root = rendered(renderMarkdown(LONG, {sources: SOURCES}));
    // Lit's one marker for the binding; a list of one item would add two comments, in a list two more.
    for (const selector of ['p', 'h5', 'td']) {
      const plain = [...root.querySelectorAll(selector)].filter(
        (node) => node.children.length === 0,
      );
      expect(plain.length, selector).to.be.above(0);
      for (const node of plain) expect(node.childNodes.length, node.outerHTML).to.be.at.most(2);
    }
    // In a box of finished blocks, each block is an item of Lit's list (two comments and the
    // block); the blank lines between blocks add none.
    const stream = new MarkdownStream({sources: SOURCES});
    const container = document.createElement('div');
    streamInto(stream, container, LONG, 29);
    const boxes = boxesOf(container);
    expect(boxes.length).to.be.above(2);
    for (const box of boxes)
      expect(box.childNodes.length).to.be.at.most(1 + 3 * box.children.length);
  });

  it('should never render a full group again while the answer streams', () => {
    const stream = new MarkdownStream({sources: SOURCES});
    const frozen = countFrozenRenders(() => {
      streamInto(stream, document.createElement('div'), LONG, 5);
    });
    expect(frozen, 'full groups re-rendered on later deltas').to.equal(0);
  });

  it('should render each full group once more when the options change, then leave it alone', () => {
    const stream = new MarkdownStream();
    const container = document.createElement('div');
    countFrozenRenders(() => {
      streamInto(stream, container, LONG, 7);
    });
    expect(container.querySelector('a.citation')?.outerHTML).to.equal(undefined);
    stream.setOptions({sources: SOURCES});
    const once = countFrozenRenders(() => {
      render(stream.update(LONG, {final: true}).view, container);
    });
    expect(fullGroups(LONG)).to.be.above(2);
    expect(once, 'full groups re-rendered for the new sources').to.equal(fullGroups(LONG));
    expect(container.querySelectorAll('a.citation').length).to.be.above(30);
    const again = countFrozenRenders(() => {
      render(stream.update(LONG, {final: true}).view, container);
    });
    expect(again).to.equal(0);
  });

  it('should leave the DOM of finished blocks untouched while later ones stream', () => {
    const stream = new MarkdownStream({sources: SOURCES});
    const container = document.createElement('div');
    const half = LONG.indexOf('## 4.');
    for (const prefix of prefixes(LONG.slice(0, half), 11))
      render(stream.update(prefix).view, container);
    // Every group but the last is full: the boxes before the last one.
    const last = boxesOf(container).at(-1);
    const finished = [...container.children].slice(
      0,
      last ? [...container.children].indexOf(last) : 0,
    );
    expect(unboxed(finished).length).to.be.above(20);
    const heading = container.querySelector('h4');
    const observer = new MutationObserver(() => {});
    observer.observe(container, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    for (const prefix of prefixes(LONG, 11).filter((prefix) => prefix.length > half)) {
      render(stream.update(prefix).view, container);
    }
    render(stream.update(LONG, {final: true}).view, container);
    const touched = observer
      .takeRecords()
      .filter(
        (record) =>
          finished.some((block) => block.contains(record.target)) ||
          [...record.removedNodes].some((node) => finished.includes(node as Element)),
      );
    observer.disconnect();
    expect(touched.length, 'mutations inside the full groups').to.equal(0);
    expect(container.querySelector('h4') === heading, 'the first heading was re-created').to.equal(
      true,
    );
  });
});

describe('MarkdownStream with a render budget', () => {
  it('should show a long answer over several updates and end exactly as without a budget', () => {
    const stream = new MarkdownStream({sources: SOURCES});
    const container = document.createElement('div');
    const whole = withoutMarkers(rendered(renderMarkdown(LONG, {sources: SOURCES})));
    let done = stream.update(LONG, {final: true, budget: 1000});
    render(done.view, container);
    expect(done.behind, 'more than the budget was left for later').to.equal(true);
    // 1,000 characters of markdown, give or take the whitespace the block templates add.
    expect(container.textContent.length).to.be.within(1, 1_500);
    let updates = 1;
    while (done.behind) {
      done = stream.update(LONG, {final: true, budget: 1000});
      render(done.view, container);
      updates += 1;
    }
    expect(updates).to.be.at.least(Math.ceil(LONG.length / 1000));
    expect(withoutMarkers(container)).to.equal(whole);
  });

  it('should show one long block in few updates, lexing it about twice in all, and end exactly as without a budget', () => {
    // A 100 KB paragraph and a 3,000-row table, as a model may write them: each update lexes and
    // renders the unfinished block whole, so slices of the least budget (200) would take 500 and
    // 150 updates, each as costly as the block: 25 MB of lexing for the paragraph.
    for (const block of [
      `${'word '.repeat(20_000)}end.`,
      `| a | b |\n|---|---|\n${'| x | y |\n'.repeat(3_000)}`,
    ]) {
      const stream = new MarkdownStream();
      const container = document.createElement('div');
      let updates = 0;
      for (let behind = true; behind && updates < 1_000; updates += 1) {
        const done = stream.update(block, {final: true, budget: 200});
        render(done.view, container);
        behind = done.behind;
      }
      expect(updates, 'updates to show the block whole').to.be.at.most(12);
      expect(stream.lexedChars / block.length, 'lexing, in block lengths').to.be.below(3);
      expect(withoutMarkers(container)).to.equal(withoutMarkers(rendered(renderMarkdown(block))));
    }
  });

  it('should share one budget between answers: the second waits for a later update', () => {
    const first = new MarkdownStream();
    const second = new MarkdownStream();
    const budget = 1000;
    const update = first.update(LONG, {final: true, budget});
    const one = rendered(update.view);
    const two = rendered(second.update(LONG, {final: true, budget: budget - update.spent}).view);
    expect(one.textContent.length).to.be.above(0);
    expect(two.textContent, 'nothing left for the second answer').to.equal('');
  });

  it('should redraw the groups for new sources a budget at a time, the last one first', () => {
    const stream = new MarkdownStream();
    const container = document.createElement('div');
    render(stream.update(LONG, {final: true}).view, container);
    stream.setOptions({sources: SOURCES});
    // The boxes that get citations, in the order they get them: one group per update.
    const cited = boxesOf(rendered(renderMarkdown(LONG, {sources: SOURCES}))).flatMap((box, i) =>
      box.querySelector('a.citation') ? [i] : [],
    );
    expect(cited.length).to.be.above(2);
    const order: number[] = [];
    let behind = true;
    for (let n = 0; behind && n < 100; n += 1) {
      const done = stream.update(LONG, {final: true, budget: 1});
      behind = done.behind;
      render(done.view, container);
      const boxes = boxesOf(container);
      for (const i of cited) {
        if (!order.includes(i) && boxes[i]?.querySelector('a.citation')) order.push(i);
      }
      if (n === 0) expect(order.length, 'groups redrawn by the first update').to.be.below(2);
    }
    expect(order, 'the last group first').to.deep.equal([...cited].reverse());
    expect(withoutMarkers(container)).to.equal(
      withoutMarkers(rendered(renderMarkdown(LONG, {sources: SOURCES}))),
    );
  });
});
