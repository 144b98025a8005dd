import {html} from 'lit/html.js';
import {renderBlock} from './block.js';
import {addToGroups} from './groups.js';
import {lex} from './lex.js';
import {normalizeNewlines, renderUnlexable, rootContext, settledCount} from './stream.js';
import type {BlockGroup} from './groups.js';
import type {MarkdownOptions} from './options.js';
import type {TemplateResult} from 'lit';

/**
 * Renders a whole markdown text as a Lit template. Model output is bound as text only: raw HTML shows
 * as its characters, links and images pass only as `http:`, `https:` or `mailto:`, images are not
 * fetched unless their origin is allowed, and `[n]` links to the source with id `n`.
 */
export const renderMarkdown = (text: string, options?: MarkdownOptions): TemplateResult => {
  const tokens = lex(text);
  if (!tokens) return html`${[renderUnlexable(text)]}`;
  const context = rootContext(options);
  // The DOM a streamed answer ends with: its settled blocks in groups, the last ones after them.
  const settled = settledCount(tokens, normalizeNewlines(text));
  const groups: BlockGroup[] = [];
  for (const token of tokens.slice(0, settled)) addToGroups(groups, token);
  return html`${groups.map((group) => group.render(context))}${tokens
    .slice(settled)
    .map((token) => renderBlock(token, context))}`;
};
