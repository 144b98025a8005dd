import {expect} from '@open-wc/testing';
import {patience} from '../../helpers/engine-harness.js';
import fc from 'fast-check';
import {render} from 'lit';
import {MarkdownStream, renderMarkdown} from '../../../src/browser/markdown/index.js';
import {CORPUS} from '../corpus.js';
import type {MarkdownOptions} from '../../../src/browser/markdown/index.js';

/** The renderer's allow-list: each tag it may emit, with the attributes it may set on it. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  p: ['class'],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  // A static tabindex, so a keyboard can scroll a wide block; never from the model.
  pre: ['tabindex'],
  code: ['class'],
  ul: [],
  ol: ['start'],
  li: ['class'],
  blockquote: [],
  hr: [],
  div: ['class', 'tabindex'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['scope', 'class'],
  td: ['class'],
  strong: [],
  em: [],
  del: [],
  br: [],
  a: ['href', 'title', 'target', 'rel', 'class', 'aria-label'],
  span: ['class', 'title'],
  sup: ['class', 'title'],
  img: ['src', 'alt', 'title', 'loading', 'referrerpolicy'],
  input: ['type', 'disabled', 'checked'],
};

const SAFE = new Set(['http:', 'https:', 'mailto:']);
const ALLOWED_IMAGES = 'https://cdn.bank.example';

/** Everything in `root` outside the allow-list, as readable lines. */
const outside = (root: Element, options: MarkdownOptions): string[] => {
  const problems: string[] = [];
  for (const node of root.querySelectorAll('*')) {
    const tag = node.localName;
    const attributes = ALLOWED[tag];
    if (!attributes) {
      problems.push(`<${tag}>`);
      continue;
    }
    for (const {name, value} of [...node.attributes]) {
      if (!attributes.includes(name)) problems.push(`<${tag} ${name}>`);
      if (name === 'href' || name === 'src') {
        let url: URL | undefined;
        try {
          url = new URL(value);
        } catch {
          url = undefined;
        }
        if (!url || !SAFE.has(url.protocol)) problems.push(`<${tag} ${name}="${value}">`);
        if (name === 'src' && url?.origin !== ALLOWED_IMAGES) problems.push(`<img src="${value}">`);
      }
    }
    if (tag === 'img' && !(options.allowImages ?? []).length)
      problems.push('<img> with images off');
    if (tag === 'input' && node.getAttribute('type') !== 'checkbox')
      problems.push('<input> not a checkbox');
    if (tag === 'input' && !node.hasAttribute('disabled')) problems.push('<input> enabled');
  }
  return problems;
};

/** Fragments that steer marked into every construct, and the hostile bits in between. */
const fragment = fc.oneof(
  fc.constantFrom(
    '\n',
    '\n\n',
    ' ',
    '    ',
    '# ',
    '## ',
    '> ',
    '- ',
    '1. ',
    '- [x] ',
    '| a | b |\n|---|---|\n| ',
    '```',
    '```js\n',
    '~~~',
    '`',
    '**',
    '*',
    '_',
    '~~',
    '[',
    ']',
    '(',
    ')',
    '![',
    '](',
    '<',
    '>',
    '</',
    '/>',
    '"',
    "'",
    '&',
    '&#x6A;',
    '&lt;',
    '&#0;',
    '\\',
    ':',
    '=',
    '[1]',
    '[2]',
    '[1]: ',
    'javascript:',
    'JaVaScRiPt:',
    'java\tscript:',
    'data:text/html,',
    'vbscript:',
    'https://evil.example/',
    'https://cdn.bank.example/p.png',
    'mailto:a@b.example',
    '//evil.example',
    'onerror=',
    'onload=',
    'style=',
    'href=',
    'src=',
    'script',
    'img',
    'svg',
    'math',
    'iframe',
    'a',
    'style',
    'alert(1)',
    '\u202e',
    '\u200b',
    '<!--',
    '-->',
    '<![CDATA[',
    ']]>',
    '<?lit$1$>',
    '$$',
    'text',
    'word ',
  ),
  fc.string({maxLength: 6}),
);

const markdown = fc.array(fragment, {maxLength: 40}).map((parts) => parts.join(''));

const optionsArb: fc.Arbitrary<MarkdownOptions> = fc.record({
  sources: fc.constantFrom(
    [],
    [
      {id: 1, title: '<img src=x onerror=alert(1)>', url: 'https://example.com/1'},
      {id: 2, title: 'no url'},
    ],
  ),
  allowImages: fc.constantFrom([], [ALLOWED_IMAGES]),
});

/**
 * Issue 10: for any input, the markdown renderer emits only elements and attributes on its
 * allow-list, links and images only to http(s)/mailto, and images only from allowed origins; both
 * the final render and every streamed prefix.
 */
describe('markdown renderer, property-based', () => {
  const host = document.createElement('div');
  before(() => {
    document.body.append(host);
  });
  after(() => {
    host.remove();
  });

  it('should emit nothing outside its allow-list for any input', function () {
    this.timeout(patience(30_000));
    fc.assert(
      fc.property(markdown, optionsArb, (text, options) => {
        render(renderMarkdown(text, options), host);
        expect(outside(host, options), text).to.deep.equal([]);
      }),
      {numRuns: 400},
    );
  });

  it('should emit nothing outside its allow-list while any input streams in', function () {
    this.timeout(patience(30_000));
    fc.assert(
      fc.property(
        markdown,
        optionsArb,
        fc.array(fc.nat(), {maxLength: 6}),
        (text, options, cuts) => {
          const stream = new MarkdownStream(options);
          const ends = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort(
            (a, b) => a - b,
          );
          for (const end of ends) {
            render(stream.update(text.slice(0, end)).view, host);
            expect(outside(host, options), text.slice(0, end)).to.deep.equal([]);
          }
          render(stream.update(text, {final: true}).view, host);
          expect(outside(host, options), text).to.deep.equal([]);
        },
      ),
      {numRuns: 300},
    );
  });

  it('should keep every corpus input inside its allow-list, whole and streamed', function () {
    this.timeout(patience(30_000));
    const options: MarkdownOptions = {allowImages: [ALLOWED_IMAGES]};
    for (const input of CORPUS) {
      const stream = new MarkdownStream(options);
      for (const end of [1, 3, 5].map((n) => Math.floor((input.text.length * n) / 6))) {
        render(stream.update(input.text.slice(0, end)).view, host);
        expect(outside(host, options), `#${input.id} streamed`).to.deep.equal([]);
      }
      render(renderMarkdown(input.text, options), host);
      expect(outside(host, options), `#${input.id}`).to.deep.equal([]);
    }
  });
});
