import {html, nothing} from 'lit/html.js';
import type {RenderContext} from './context.js';
import type {TemplateResult} from 'lit';

/** `[3]` and `[1, 2]`; `[1][2]` is two matches. Code spans never reach here: they are separate tokens. */
const CITATION = /\[(\d{1,4}(?:\s*,\s*\d{1,4})*)\]/g;

const renderId = (id: number, context: RenderContext): TemplateResult | string => {
  const source = context.options.sourcesById.get(id);
  if (!source) return `[${id}]`;
  const label = context.options.strings.citation(id);
  if (!source.url || context.inLink) {
    return html`<sup class="citation" title=${source.title || nothing}>[${id}]</sup>`;
  }
  return html`<a
    class="citation"
    href=${source.url}
    target="_blank"
    rel="noopener noreferrer"
    aria-label=${label}
    title=${source.title || nothing}
    ><sup>[${id}]</sup></a
  >`;
};

/**
 * One citation by number: a link to its source, a superscript when the source has no URL, or `null`
 * when no source has that id (the caller then keeps the text as written).
 * @internal
 */
export const renderCitation = (
  id: number,
  context: RenderContext,
): TemplateResult | string | null =>
  context.options.sourcesById.has(id) ? renderId(id, context) : null;

/**
 * Plain text with its `[n]` citations turned into links to the matching sources; a group whose
 * numbers match no source stays as written, since `[2020]` may just be a year in brackets.
 * @internal
 */
export const renderCitations = (
  text: string,
  context: RenderContext,
): Array<TemplateResult | string> => {
  const {sourcesById} = context.options;
  if (sourcesById.size === 0 || !text.includes('[')) return [text];
  const parts: Array<TemplateResult | string> = [];
  let last = 0;
  for (const match of text.matchAll(CITATION)) {
    const ids = (match[1] ?? '').split(',').map((id) => Number.parseInt(id.trim(), 10));
    if (!ids.some((id) => sourcesById.has(id))) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    for (const id of ids) parts.push(renderId(id, context));
    last = match.index + match[0].length;
  }
  if (last === 0) return [text];
  if (last < text.length) parts.push(text.slice(last));
  return parts;
};
