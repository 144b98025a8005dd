import {Marked} from 'marked';
import type {Token} from 'marked';

/** A private instance: another script on the page configuring the global `marked` must not change answers. */
const markdown = new Marked({gfm: true, breaks: false, pedantic: false, async: false});

/**
 * The top-level tokens of `source`, or `undefined` when marked itself gives up: its lexer recurses
 * once per nesting level and throws `RangeError` near 5,000 nested `>` or `*` (measured on Node 20),
 * and a hostile answer must degrade to text rather than take the conversation down.
 * @internal
 */
export const lex = (source: string): Token[] | undefined => {
  try {
    return markdown.lexer(source);
  } catch {
    return undefined;
  }
};
