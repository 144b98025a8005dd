import {Lexer, getDefaults} from 'marked';
import type {Token} from 'marked';

/**
 * Private options, from marked's defaults rather than its global instance: another script on the page
 * configuring `marked` must not change answers. Made at the first lex, as the script-tag build loads
 * marked then (scripts/trim-marked.ts: its grammar is half of what the chat costs to evaluate). Only
 * the Lexer is used (the element renders tokens itself), which lets that build drop marked's HTML
 * side.
 */
let options: ReturnType<typeof getDefaults> | undefined;

/**
 * What no answer needs and marked's lexer takes superlinear time over: 64 nested quotes or emphasis
 * marks in a row. Measured in WebKit, 20,000 `*` on each side of a word took 67 s (Firefox 16 s,
 * Chromium 2.6 s), and 10,000 nested quotes 8.6 s. (`~` and deep lists are slow too, less so: the
 * script-tag bundle's size budget left room for no more.)
 */
const ABSURD = /(> ?|[*_]){64}/;

/**
 * The top-level tokens of `source`, or `undefined` when marked itself gives up: its lexer recurses
 * once per nesting level and throws `RangeError` near 5,000 nested `>` or `*` (measured on Node 20),
 * and a hostile answer must degrade to text rather than take the conversation down, or the page:
 * an {@link ABSURD} one degrades before marked sees it.
 * @internal
 */
export const lex = (source: string): Token[] | undefined => {
  if (ABSURD.test(source)) return undefined;
  try {
    options ??= {...getDefaults(), gfm: true, breaks: false, pedantic: false, async: false};
    return Lexer.lex(source, options);
  } catch {
    return undefined;
  }
};

/**
 * Markdown with the blocks and marks answers use: lexed once, it has marked's code and expressions
 * compiled. A 700-character answer's first lex took 47–85 ms in Node, 15–24 after it (issue 33).
 */
const SAMPLE = '# a\n\n**b** *c* `d` [e](f)\n\n- g\n\n| i |\n|-|\n| j |\n\n> k';

/**
 * What the first answer's first lexes would do, to be done ahead in idle moments: making marked's
 * grammar and compiling its expressions. Twice: V8 compiles a regular expression apart for text
 * of Latin-1 characters only and for text with any other (a `€`, a `’`: most answers). Warmed up
 * one way only, the first lex of a two-byte paragraph took 23 ms in Node, and marked's rules
 * 10-16 ms of a first answer's longest task in Chromium. Each lex its own moment: together they
 * were one idle task of 170-240 ms at 4x CPU, apart 120-165 and 63-84 ms.
 */
export const lexerWarmUps = [SAMPLE, `${SAMPLE}€`].map((sample) => () => {
  lex(sample);
});
