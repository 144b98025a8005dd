import {expect} from '@open-wc/testing';
import {render} from 'lit';
import {MarkdownStream, renderMarkdown} from '../../../src/browser/markdown/index.js';
import {lex} from '../../../src/browser/markdown/lex.js';
import {settledCount} from '../../../src/browser/markdown/stream.js';
import {ANSWER, SOURCES, prefixes} from './fixtures.js';
import {patience} from '../../helpers/engine-harness.js';
import type {TemplateResult} from 'lit';

const html = (template: TemplateResult): string => {
  const container = document.createElement('div');
  render(template, container);
  // Lit's part markers are comments; what a reader gets is the elements and the text.
  return container.innerHTML.replace(/<!--[^]*?-->/g, '');
};

/** Renders into one container as the element does, so stale DOM from earlier updates would show. */
const screen = () => {
  const container = document.createElement('div');
  return (template: TemplateResult): HTMLElement => {
    render(template, container);
    return container;
  };
};

describe('MarkdownStream', () => {
  describe('equivalence', () => {
    it('should equal renderMarkdown at every prefix when each update is final', function () {
      // Every prefix, character by character, rendered twice: seconds of one core's work, past
      // the default 10 s beside two other engines' layers on a loaded two-core machine.
      this.timeout(patience(30_000));
      const stream = new MarkdownStream({sources: SOURCES});
      const show = screen();
      for (const prefix of prefixes(ANSWER, 1)) {
        const streamed = show(stream.update(prefix, {final: true}).view).innerHTML.replace(
          /<!--[^]*?-->/g,
          '',
        );
        expect(streamed, `after ${JSON.stringify(prefix.slice(-40))}`).to.equal(
          html(renderMarkdown(prefix, {sources: SOURCES})),
        );
      }
    });

    it('should never unsettle a block that a shorter text settled', () => {
      // marked gives the item `1. ` as `1.\n`: read as a whole first line, it settled the paragraph
      // before it, which `1. V` then did not: a stream and a whole render then grouped it apart.
      const list = 'Intro.\n\nA discount applies.\n\n1. Value each property.\n\n2. Deduct debts.';
      for (const text of [list, ANSWER]) {
        let settled = '';
        for (const prefix of prefixes(text, 1)) {
          const tokens = lex(prefix) ?? [];
          const now = tokens
            .slice(0, settledCount(tokens, prefix))
            .map((token) => token.raw)
            .join('');
          expect(now.startsWith(settled), `after ${JSON.stringify(prefix.slice(-40))}`).to.equal(
            true,
          );
          settled = now;
        }
      }
    });

    it('should equal renderMarkdown once final after a non-final stream', () => {
      for (const step of [1, 5, 17]) {
        const stream = new MarkdownStream({sources: SOURCES});
        const show = screen();
        for (const prefix of prefixes(ANSWER, step)) show(stream.update(prefix).view);
        const final = show(stream.update(ANSWER, {final: true}).view);
        expect(final.innerHTML.replace(/<!--[^]*?-->/g, '')).to.equal(
          html(renderMarkdown(ANSWER, {sources: SOURCES})),
        );
      }
    });

    it('should start over when the text is not an extension of the previous one', () => {
      const stream = new MarkdownStream();
      const show = screen();
      show(stream.update('# First answer\n\nSome text.\n\nMore').view);
      const root = show(stream.update('Another answer', {final: true}).view);
      expect(root.textContent.trim()).to.equal('Another answer');
      expect(root.querySelector('h3')?.outerHTML).to.equal(undefined);
    });

    it('should treat CRLF like LF', () => {
      const stream = new MarkdownStream();
      const crlf = ANSWER.replace(/\n/g, '\r\n');
      for (const prefix of prefixes(crlf, 7)) stream.update(prefix);
      expect(html(stream.update(crlf, {final: true}).view)).to.equal(html(renderMarkdown(ANSWER)));
    });
  });

  describe('cost', () => {
    it('should lex only the tail: a 30 KB answer in 5-character deltas', () => {
      let answer = '';
      while (answer.length < 30_000) answer += ANSWER + '\n';
      const stream = new MarkdownStream({sources: SOURCES});
      for (const prefix of prefixes(answer, 5)) stream.update(prefix);
      stream.update(answer, {final: true});
      const naive = prefixes(answer, 5).reduce((sum, prefix) => sum + prefix.length, 0);
      // Naive re-lexing would be about n²/10 = 90 M characters here.
      expect(naive).to.be.above(80_000_000);
      expect(stream.lexedChars).to.be.below(40 * answer.length);
    });

    it('should re-render cached blocks when the sources arrive', () => {
      const stream = new MarkdownStream();
      const show = screen();
      for (const prefix of prefixes(ANSWER, 11)) show(stream.update(prefix).view);
      expect(
        show(stream.update(ANSWER, {final: true}).view).querySelector('.citation')?.outerHTML,
      ).to.equal(undefined);
      const before = stream.lexedChars;
      stream.setOptions({sources: SOURCES});
      const root = show(stream.update(ANSWER, {final: true}).view);
      expect(root.querySelectorAll('a.citation').length).to.be.above(5);
      expect(root.querySelector('li a.citation')?.outerHTML).to.be.a('string');
      // Re-rendering reuses the cached tokens: only the last block is lexed again.
      expect(stream.lexedChars - before).to.be.below(200);
    });

    it('should keep cached blocks when equal options arrive as new objects', () => {
      const stream = new MarkdownStream({sources: SOURCES});
      const show = screen();
      const first = show(stream.update(ANSWER, {final: true}).view).querySelector('h4');
      stream.setOptions({sources: SOURCES.map((source) => ({...source})), allowImages: []});
      const second = show(stream.update(ANSWER, {final: true}).view).querySelector('h4');
      // Compared as a boolean: a failing assertion on DOM nodes makes the runner serialise them.
      expect(first !== null && second === first, 'the heading was re-created').to.equal(true);
    });
  });

  describe('no flicker mid-stream', () => {
    /** Every render of every prefix, non-final, in one container as the element shows them. */
    const frames = (text: string, step = 1): HTMLElement[] => {
      const stream = new MarkdownStream({sources: SOURCES});
      const container = document.createElement('div');
      return prefixes(text, step).map((prefix) => {
        render(stream.update(prefix).view, container);
        return container.cloneNode(true) as HTMLElement;
      });
    };

    it('should never show raw emphasis markers or half links in the realistic answer', () => {
      for (const frame of frames(ANSWER)) {
        const text = frame.textContent;
        expect(text, text.slice(-60)).not.to.match(/\*\*|\]\(|~~|(^|[^`])`[^`]*$/);
        expect(text, text.slice(-60)).not.to.match(/\[\d*(, ?\d*)*$/);
      }
    });

    it('should render an open fence as a code block while it streams', () => {
      const seen = frames('Intro\n\n```python\nx = 1\ny = 2\n```\n\nAfter').map(
        (frame) => frame.querySelector('pre code')?.textContent,
      );
      expect(seen).to.include('x = 1\ny');
      for (const code of seen) expect(code ?? '').not.to.contain('`');
    });

    it('should render open bold and em as if closed', () => {
      const last = frames('Plain **bold words** and *em words* end').map((frame) => ({
        strong: frame.querySelector('strong')?.textContent,
        em: frame.querySelector('em')?.textContent,
      }));
      expect(last.map((frame) => frame.strong)).to.include('bold wo');
      expect(last.map((frame) => frame.em)).to.include('em wo');
    });

    it('should show link text while the URL streams and never the raw brackets', () => {
      const seen = frames('See [the official guide](https://example.com/guide) now.');
      for (const frame of seen) {
        const visible = frame.textContent.replace(' (opens in a new tab)', '');
        expect(visible).not.to.match(/[[\]()]/);
      }
      expect(seen.map((frame) => frame.textContent.trim())).to.include('See the official guide');
      expect(seen.at(-1)?.querySelector('a')?.getAttribute('href')).to.equal(
        'https://example.com/guide',
      );
    });

    it('should never show a table as a paragraph of pipes', () => {
      const seen = frames('Rates:\n\n| a | b |\n| - | -: |\n| 1 | 2 |\n| 3 | 4 |\n\nDone.');
      for (const frame of seen) {
        expect(frame.textContent).not.to.contain('|');
      }
      const rows = seen.map((frame) => frame.querySelectorAll('tbody tr').length);
      // Rows appear whole, one at a time, and never disappear.
      expect(rows.filter((count, i) => count < (rows[i - 1] ?? 0))).to.deep.equal([]);
      expect(Math.max(...rows)).to.equal(2);
    });

    it('should not turn a paragraph into a heading while a list marker streams', () => {
      for (const frame of frames('Steps\n- first\n- second\n\n1. a\n\n2. b\n')) {
        expect(frame.querySelector('h4, h3')?.outerHTML).to.equal(undefined);
      }
    });
  });
});
