import {html} from 'lit';
import {renderBlocks} from './block.js';
import {lex} from './lex.js';
import {renderUnlexable, rootContext} from './stream.js';
import type {MarkdownOptions} from './options.js';
import type {TemplateResult} from 'lit';

/**
 * Renders a whole markdown text as a Lit template. Model output is bound as text only: raw HTML shows
 * as its characters, links and images pass only as `http:`, `https:` or `mailto:`, images are not
 * fetched unless their origin is allowed, and `[n]` links to the source with id `n`.
 */
export const renderMarkdown = (text: string, options?: MarkdownOptions): TemplateResult => {
  const tokens = lex(text);
  return tokens
    ? html`${renderBlocks(tokens, rootContext(options))}`
    : html`${[renderUnlexable(text)]}`;
};
