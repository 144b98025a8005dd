import {Lexer, getDefaults} from 'marked';
import type {Token} from 'marked';

/**
 * Private options, from marked's defaults rather than its global instance: another script on the page
 * configuring `marked` must not change answers. Only the Lexer is used (the element renders tokens
 * itself), which lets the script-tag build drop marked's HTML side (scripts/trim-marked.ts).
 */
const options = {...getDefaults(), gfm: true, breaks: false, pedantic: false, async: false};

/**
 * The top-level tokens of `source`, or `undefined` when marked itself gives up: its lexer recurses
 * once per nesting level and throws `RangeError` near 5,000 nested `>` or `*` (measured on Node 20),
 * and a hostile answer must degrade to text rather than take the conversation down.
 * @internal
 */
export const lex = (source: string): Token[] | undefined => {
  try {
    return Lexer.lex(source, options);
  } catch {
    return undefined;
  }
};
