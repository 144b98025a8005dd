import {parseSync} from 'vite';
import type {Plugin} from 'vite';
import {children, isNode} from './ast.js';
import type {Node} from './ast.js';

/** Tags whose template text is markup or CSS, where a run of whitespace means one space. */
const TAGS = new Set(['html', 'svg', 'css']);

/** Elements whose text keeps its whitespace as written; a template holding one is left alone. */
const PREFORMATTED = /<(pre|textarea)\b/i;

/** The newlines of `text`, or one space when it has none. */
const newlinesOrSpace = (text: string): string => '\n'.repeat(text.split('\n').length - 1) || ' ';

/**
 * Shrinks every whitespace run to its newlines, or to one space when it has none: markup and CSS
 * mean the same, and the line count stays, so the module's sourcemap lines stay right.
 */
export const shrinkWhitespace = (text: string): string => text.replace(/\s+/g, newlinesOrSpace);

/** A CSS string, kept as written, or a comment, kept as its newlines. */
const CSS_STRING_OR_COMMENT = /("|')(?:\\[\s\S]|(?!\1)[^\\])*\1|\/\*[\s\S]*?\*\//g;

/**
 * Minifies CSS text: no comments, and no spaces around `{`, `}`, `;`, `,`, `>` or after `:`; strings
 * stay as written and newlines stay, for the same reason.
 */
export const minifyCss = (text: string): string => {
  const tighten = (part: string): string =>
    shrinkWhitespace(part).replace(/ ?([{};,>]) ?|(:) /g, (_match, mark?: string, colon?: string) =>
      String(mark ?? colon),
    );
  let result = '';
  let last = 0;
  for (const match of text.matchAll(CSS_STRING_OR_COMMENT)) {
    result += tighten(text.slice(last, match.index));
    result += match[1] === undefined ? '\n'.repeat(match[0].split('\n').length - 1) : match[0];
    last = match.index + match[0].length;
  }
  return result + tighten(text.slice(last));
};

/** A CSS string (kept), a `;` before `}` (dropped) or a leading zero of a decimal (dropped). */
const CSS_REDUNDANT = /("|')(?:\\[\s\S]|(?!\1)[^\\])*\1|;(?=\})|(?<![\w.#-])0(?=\.\d)/g;

/**
 * Joins minified CSS into one line and puts its newlines after it, so the line count stays (for the
 * sourcemap, as above) while the CSS itself has no line breaks; then drops the last `;` of each
 * block and the `0` of `0.5`. About 150 bytes min+gzip on the element's styles. A newline between
 * two words or values becomes a space; next to a delimiter it goes. Only for a template without
 * bindings, whose text ends where the CSS ends.
 */
export const joinCssLines = (text: string): string => {
  let newlines = 0;
  const joined = text.replace(/\n+/g, (run: string, at: number) => {
    newlines += run.length;
    const before = text[at - 1] ?? '{';
    const after = text[at + run.length] ?? '}';
    return '{};,>('.includes(before) || '{};,>)'.includes(after) ? '' : ' ';
  });
  const tight = joined.replace(CSS_REDUNDANT, (match, quote?: string) => (quote ? match : ''));
  return tight + '\n'.repeat(newlines);
};

/**
 * Returns `code` with the static text of its `html`, `svg` and `css` tagged templates minified, or
 * `undefined` when nothing changed. Only the text between bindings changes, never an expression.
 */
export const minifyTemplates = (id: string, code: string): string | undefined => {
  const {program} = parseSync(id, code, {lang: 'ts'});
  const edits: {start: number; end: number; text: string}[] = [];
  const visit = (node: Node): void => {
    if (
      node.type === 'TaggedTemplateExpression' &&
      isNode(node['tag']) &&
      node['tag'].type === 'Identifier' &&
      TAGS.has(node['tag']['name'] as string) &&
      isNode(node['quasi'])
    ) {
      const isCss = node['tag']['name'] === 'css';
      const quasis = (node['quasi']['quasis'] as Node[] | undefined) ?? [];
      const raws = quasis.map((quasi) => (quasi['value'] as {raw?: string} | undefined)?.raw ?? '');
      if (isCss || !PREFORMATTED.test(raws.join(''))) {
        for (const [index, quasi] of quasis.entries()) {
          const raw = raws[index] ?? '';
          // oxc's span of a quasi includes its delimiters: the opening backtick or the `}`.
          const start = quasi.start + 1;
          const end = start + raw.length;
          // Should a parser ever report other spans, leave the text alone rather than guess.
          if (code.slice(start, end) !== raw) continue;
          if (isCss && quasis.length > 1) {
            const text = minifyCss(raw);
            if (text !== raw) edits.push({start, end, text});
            continue;
          }
          // The text's newlines go after its delimiter (the closing backtick or the `${` of the
          // next binding), where they are JavaScript whitespace the minifier drops, instead of
          // staying in the template: lines still match the source, the text has none.
          // Inside a tag (one opened here, or earlier and still open, as after `title=${x}`): a
          // static attribute value of one word needs no quotes (`class=answer`), unless a `/`
          // follows, which the value would swallow; and no space goes before the `>` or `/>`
          // that ends the tag (Lit itself parts a binding from a `/>` right after it, which an
          // unquoted value would otherwise swallow). A tag still open from earlier text is marked
          // with a stand-in `<x` for the lookbehinds, then dropped.
          const open = /<[a-z][^<>]*$/i.test(raws.slice(0, index).join('')) ? '<x' : '';
          const markup = (open + raw)
            .replace(/\s+/g, ' ')
            .replace(/(?<=<[a-z][^<>]*=)"([\w-]+)"(?=[\s>])/gi, '$1')
            .replace(/(?<=<[a-z][^<>]*) (?=\/?>)/gi, '')
            .slice(open.length);
          const text = isCss ? joinCssLines(minifyCss(raw)).trimEnd() : markup;
          const delimiter = index === quasis.length - 1 ? '`' : '${';
          const newlines = '\n'.repeat(raw.split('\n').length - 1);
          edits.push({start, end: end + delimiter.length, text: text + delimiter + newlines});
        }
      }
    }
    for (const child of children(node)) visit(child);
  };
  visit(program as unknown as Node);
  if (edits.length === 0) return undefined;
  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
};

/**
 * A build plugin that minifies the text of Lit's tagged templates in the project's browser code,
 * which the JavaScript minifier leaves as written (indentation, newlines, CSS comments).
 */
export const minifyLitTemplates = (): Plugin => ({
  name: 'wac:minify-lit-templates',
  transform: {
    filter: {id: /\/src\/browser\/.*\.ts$/},
    handler(code, id) {
      const result = minifyTemplates(id, code);
      // Lines are kept, so the identity mapping (null) stays right line by line.
      return result === undefined ? null : {code: result, map: null};
    },
  },
});
