import {expect} from '@open-wc/testing';
import {render} from 'lit';
import {renderMarkdown} from '../../../src/browser/markdown/index.js';
import {SOURCES} from './fixtures.js';
import type {MarkdownOptions} from '../../../src/browser/markdown/index.js';

const show = (text: string, options?: MarkdownOptions): HTMLElement => {
  const container = document.createElement('div');
  render(renderMarkdown(text, options), container);
  return container;
};

const one = (root: ParentNode, selector: string): Element => {
  const found = root.querySelector(selector);
  if (!found) throw new Error(`expected ${selector} to be rendered`);
  return found;
};

describe('renderMarkdown', () => {
  describe('blocks', () => {
    it('should shift headings down so answers do not shout', () => {
      const root = show('# a\n\n## b\n\n### c\n\n#### d\n\n###### f');
      expect(
        [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => h.localName),
      ).to.deep.equal(['h3', 'h4', 'h5', 'h6', 'h6']);
      expect(one(root, 'h3').textContent).to.equal('a');
    });

    it('should render paragraphs, rules, line breaks and block quotes', () => {
      const root = show('one  \ntwo\n\n---\n\n> quoted\n> > nested');
      expect(one(root, 'p').innerHTML).to.contain('<br>');
      expect(one(root, 'p').textContent).to.equal('onetwo');
      expect(root.querySelector('hr')?.outerHTML).to.be.a('string');
      expect(one(root, 'blockquote blockquote').textContent.trim()).to.equal('nested');
    });

    it('should render fenced code with a language class only when it is a plain word', () => {
      const root = show(
        '```python title="x"\nprint("<b>")\n```\n\n```"><img>\nx\n```\n\n    indented',
      );
      const codes = [...root.querySelectorAll('pre > code')];
      expect(codes).to.have.length(3);
      expect(codes[0]?.className).to.equal('language-python');
      expect(codes[0]?.textContent).to.equal('print("<b>")');
      expect(codes[1]?.className).to.equal('');
      expect(codes[2]?.textContent).to.equal('indented');
      expect(root.querySelector('b, img')?.outerHTML).to.equal(undefined);
    });

    it('should render ordered lists with their start and task items as disabled checkboxes', () => {
      const root = show('3. three\n4. four\n\n- [x] done\n- [ ] open\n\n* a\n\n* b');
      const ol = one(root, 'ol');
      expect(ol.getAttribute('start')).to.equal('3');
      expect(ol.querySelectorAll('li')).to.have.length(2);
      const boxes = [...root.querySelectorAll<HTMLInputElement>('li.task input[type=checkbox]')];
      expect(boxes.map((box) => [box.disabled, box.checked])).to.deep.equal([
        [true, true],
        [true, false],
      ]);
      expect(root.querySelectorAll('ul')[1]?.querySelectorAll('li > p')).to.have.length(2);
      expect(show('1. a').querySelector('ol')?.hasAttribute('start')).to.equal(false);
    });

    it('should wrap tables for sideways scrolling and align cells with classes, never styles', () => {
      const root = show('| l | c | r | n |\n| :- | :-: | -: | - |\n| 1 | 2 | 3 | 4 |');
      const table = one(root, 'div.table-wrap > table');
      expect([...table.querySelectorAll('th')].map((th) => th.className)).to.deep.equal([
        'align-left',
        'align-center',
        'align-right',
        '',
      ]);
      expect([...table.querySelectorAll('tbody td')].map((td) => td.className)).to.deep.equal([
        'align-left',
        'align-center',
        'align-right',
        '',
      ]);
      expect(root.querySelector('[style]')?.outerHTML).to.equal(undefined);
    });

    it('should render nothing for link definitions and spaces', () => {
      const root = show('[x]: https://example.com\n\n\n\ntext');
      expect(root.textContent.trim()).to.equal('text');
    });
  });

  describe('inline', () => {
    it('should render strong, em, del, code spans and escapes', () => {
      const root = show('**b** *i* ~~d~~ `a < b` \\*not em\\* &amp; &#169; &bogus;');
      expect(one(root, 'strong').textContent).to.equal('b');
      expect(one(root, 'em').textContent).to.equal('i');
      expect(one(root, 'del').textContent).to.equal('d');
      expect(one(root, 'code').textContent).to.equal('a < b');
      expect(root.textContent).to.contain('*not em* & © &bogus;');
    });

    it('should link safe URLs in a new tab with a hidden notice, and autolink bare URLs', () => {
      const root = show(
        '[guide](https://example.com/a?b=1&amp;c=2 "Title") https://example.org <a@b.example>',
      );
      const links = [...root.querySelectorAll('a')];
      expect(links.map((a) => a.getAttribute('href'))).to.deep.equal([
        'https://example.com/a?b=1&c=2',
        'https://example.org/',
        'mailto:a@b.example',
      ]);
      expect(links[0]?.target).to.equal('_blank');
      expect(links[0]?.rel).to.equal('noopener noreferrer');
      expect(links[0]?.title).to.equal('Title');
      expect(one(links[0] as Element, 'span.visually-hidden').textContent).to.equal(
        ' (opens in a new tab)',
      );
      expect(links[2]?.hasAttribute('target')).to.equal(false);
    });

    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java%0ascript:alert(1)',
      'javascript&#58;alert(1)',
      '&#106;avascript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'DATA:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      '/relative',
    ]) {
      it(`should show [text](${href}) as plain text`, () => {
        const root = show(`[click](${href}) and <${href}>`);
        expect(root.querySelector('a')?.outerHTML).to.equal(undefined);
        expect(root.textContent).to.contain('click');
      });
    }

    it('should show raw HTML as text and create no element from it', () => {
      const root = show(
        '<script>alert(1)</script>\n\ntext <img src=x onerror="alert(1)"> <b>bold</b>\n\n<div onclick="x()">block</div>',
      );
      // The boxes that group finished blocks aside: children of the root, without attributes.
      const made = [...root.querySelectorAll('script, img, b, div')].filter(
        (node) => node.parentElement !== root || node.attributes.length > 0,
      );
      expect(made.map((node) => node.outerHTML)).to.deep.equal([]);
      expect(root.textContent).to.contain('<script>alert(1)</script>');
      expect(root.textContent).to.contain('<img src=x onerror="alert(1)">');
      expect(root.textContent).to.contain('<div onclick="x()">block</div>');
    });
  });

  describe('citations', () => {
    it('should link [n] to the source with that id', () => {
      const root = show('Rate [1], treaty [2][3], both [1, 2], unknown [9], year [2020].', {
        sources: SOURCES,
      });
      const links = [...root.querySelectorAll('a.citation')];
      expect(links.map((a) => a.getAttribute('href'))).to.deep.equal([
        'https://www.legifrance.gouv.fr/ifi',
        'https://bofip.impots.gouv.fr/ifi',
        'https://www.legifrance.gouv.fr/ifi',
        'https://bofip.impots.gouv.fr/ifi',
      ]);
      expect(links[0]?.getAttribute('aria-label')).to.equal('Source 1');
      expect(links[0]?.getAttribute('title')).to.equal('Code général des impôts, art. 964');
      expect(links[0]?.getAttribute('target')).to.equal('_blank');
      expect(one(links[0] as Element, 'sup').textContent).to.equal('[1]');
      expect(one(root, 'sup.citation').textContent).to.equal('[3]');
      expect(root.textContent).to.contain('unknown [9], year [2020].');
    });

    it('should use the given strings', () => {
      const root = show('See [1].', {
        sources: SOURCES,
        strings: {citation: (id) => `Quelle ${id}`, image: (alt) => alt, opensInNewTab: 'neu'},
      });
      expect(one(root, 'a.citation').getAttribute('aria-label')).to.equal('Quelle 1');
    });

    it('should leave [n] as text without sources and inside code', () => {
      expect(show('See [1].').querySelector('.citation')?.outerHTML).to.equal(undefined);
      const root = show('`[1]`\n\n```\n[2]\n```', {sources: SOURCES});
      expect(root.querySelector('.citation')?.outerHTML).to.equal(undefined);
      expect(root.textContent).to.contain('[1]');
    });

    it('should turn a reference-style [1] with a definition into a citation', () => {
      const root = show('See [1].\n\n[1]: https://elsewhere.example', {sources: SOURCES});
      expect(one(root, 'a.citation').getAttribute('href')).to.equal(
        'https://www.legifrance.gouv.fr/ifi',
      );
    });
  });

  describe('images', () => {
    it('should not fetch images by default but link to them, labelled', () => {
      const root = show('![Rate chart](https://cdn.bank.example/chart.png)');
      expect(root.querySelector('img')?.outerHTML).to.equal(undefined);
      const link = one(root, 'a.image-placeholder');
      expect(link.getAttribute('href')).to.equal('https://cdn.bank.example/chart.png');
      expect(link.getAttribute('aria-label')).to.equal('Image: Rate chart');
      expect(link.textContent).to.equal('Rate chart');
    });

    it('should show images from allowed origins, lazily and without a referrer', () => {
      const root = show(
        '![Chart](https://cdn.bank.example/chart.png) ![x](https://cdn.bank.example.evil.com/a.png)',
        {
          allowImages: ['https://cdn.bank.example'],
        },
      );
      const images = root.querySelectorAll('img');
      expect(images).to.have.length(1);
      const img = images[0] as HTMLImageElement;
      expect(img.getAttribute('src')).to.equal('https://cdn.bank.example/chart.png');
      expect(img.alt).to.equal('Chart');
      expect(img.getAttribute('loading')).to.equal('lazy');
      expect(img.getAttribute('referrerpolicy')).to.equal('no-referrer');
      expect(root.querySelectorAll('a.image-placeholder')).to.have.length(1);
    });

    it('should show an unsafe image as its alt text only', () => {
      const root = show('![alt](javascript:alert(1))', {allowImages: ['https://cdn.bank.example']});
      expect(root.querySelector('img, a')?.outerHTML).to.equal(undefined);
      expect(one(root, 'span.image-placeholder').textContent).to.equal('alt');
    });
  });

  describe('hostile input', () => {
    it('should render absurd nesting as text without blowing the stack', () => {
      const quotes = show(`${'> '.repeat(10_000)}deep`);
      expect(quotes.textContent).to.contain('deep');
      expect(quotes.querySelectorAll('blockquote').length).to.be.below(50);
      const lists = show(
        Array.from({length: 300}, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n'),
      );
      expect(lists.textContent).to.contain('level 299');
      expect(lists.querySelectorAll('ul').length).to.be.below(50);
      const emphasis = show(`${'*'.repeat(20_000)}x${'*'.repeat(20_000)}`);
      expect(emphasis.textContent).to.contain('x');
    });
  });
});
