import {html, nothing} from 'lit/html.js';
import {safeUrl} from '../../protocol/index.js';
import {renderCitation, renderCitations} from './citations.js';
import {MAX_DEPTH, deeper} from './context.js';
import {decodeEntities} from './entities.js';
import {imageOrigin} from './options.js';
import type {RenderContext} from './context.js';
import type {MarkedToken, Token, Tokens} from 'marked';
import type {TemplateResult} from 'lit';

/** Anything a child part of a Lit template accepts from this renderer. @internal */
export type Rendered = TemplateResult | string | typeof nothing | Rendered[];

/** `[3]` or `[3][3]`: what marked turns into a link when the answer also defines `[3]: url`. */
const REFERENCE_CITATION = /^\[(\d{1,4})\](?:\[\1?\])?$/;

/** Tokens as the text they were lexed from. @internal */
export const rawText = (tokens: readonly Token[]): string =>
  tokens.map((token) => token.raw).join('');

/** Whether a link target opens elsewhere (a tab) rather than in a mail client. */
const opensInNewTab = (href: string): boolean => !href.startsWith('mailto:');

const renderAnchor = (
  href: string,
  title: string | null | undefined,
  children: Rendered,
  context: RenderContext,
): TemplateResult => {
  if (!opensInNewTab(href)) return html`<a href=${href} title=${title || nothing}>${children}</a>`;
  const notice = ` ${context.options.strings.opensInNewTab}`;
  const rel = 'noopener noreferrer';
  return html`<a href=${href} title=${title || nothing} target="_blank" rel=${rel}
    >${children}<span class="visually-hidden">${notice}</span></a
  >`;
};

const renderLink = (token: Tokens.Link, context: RenderContext): Rendered => {
  const citation = REFERENCE_CITATION.exec(token.raw);
  if (citation) {
    const rendered = renderCitation(Number(citation[1]), context);
    if (rendered !== null) return rendered;
  }
  const children = renderInline(token.tokens, deeper(context, true));
  const href = context.inLink ? undefined : safeUrl(decodeEntities(token.href));
  // An unsafe or nested link keeps its words and loses only the link.
  return href ? renderAnchor(href, token.title, children, context) : children;
};

const renderImage = (token: Tokens.Image, context: RenderContext): TemplateResult => {
  const alt = decodeEntities(token.text);
  const href = safeUrl(decodeEntities(token.href));
  const origin = href ? imageOrigin(href) : undefined;
  if (href && origin && context.options.imageOrigins.has(origin)) {
    return html`<img
      src=${href}
      alt=${alt}
      title=${token.title || nothing}
      loading="lazy"
      referrerpolicy="no-referrer"
    />`;
  }
  const label = context.options.strings.image(alt);
  // Never fetched unless allowed: fetching would tell the image's host who reads the answer.
  return href && !context.inLink
    ? html`<a
        class="image-placeholder"
        href=${href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label=${label}
        title=${token.title || label}
        >${alt || href}</a
      >`
    : html`<span class="image-placeholder" title=${label}>${alt}</span>`;
};

/** A disabled checkbox of a task list item: the answer reports a state, the reader cannot change it. */
export const renderCheckbox = (checked: boolean): TemplateResult =>
  html`<input type="checkbox" disabled ?checked=${checked} /> `;

const renderInlineToken = (token: Token, context: RenderContext): Rendered => {
  const known = token as MarkedToken;
  switch (known.type) {
    case 'text':
      // Only a text token with tokens of its own comes here: renderInline joins the others.
      return renderInline(known.tokens, context);
    case 'escape':
      return known.text;
    case 'strong':
      return html`<strong>${renderInline(known.tokens, deeper(context))}</strong>`;
    case 'em':
      return html`<em>${renderInline(known.tokens, deeper(context))}</em>`;
    case 'del':
      return html`<del>${renderInline(known.tokens, deeper(context))}</del>`;
    case 'codespan':
      return html`<code>${known.text}</code>`;
    case 'br':
      return html`<br />`;
    case 'link':
      return renderLink(known, context);
    case 'image':
      return renderImage(known, context);
    case 'checkbox':
      return renderCheckbox(known.checked);
    case 'html':
      // Raw HTML from the model is shown as the characters it is made of, never parsed.
      return known.raw;
    default:
      return token.raw;
  }
};

/**
 * A list of values as one child value: the value itself when there is one. Lit marks each item of
 * a list with two comment nodes and a part of its own, so a paragraph of plain text held as a list
 * in a list cost five comments around its one text node; a 200 KB answer made 70,000 comments for
 * 15,000 text nodes, which the garbage collector traced and the frames walked (issue 33).
 * @internal
 */
export const one = (values: Rendered[]): Rendered =>
  values.length === 1 ? (values[0] as Rendered) : values;

/**
 * Inline tokens as a Lit value. Adjacent text tokens are joined first: marked splits `[1]` into `[`
 * and `1]` when no link definition matches, and a citation must be seen whole.
 * @internal
 */
export const renderInline = (tokens: readonly Token[] = [], context: RenderContext): Rendered => {
  if (context.depth > MAX_DEPTH) return rawText(tokens);
  const rendered: Rendered[] = [];
  let text = '';
  for (const token of tokens) {
    if (token.type === 'text' && !token.tokens) {
      text += (token as Tokens.Text).text;
      continue;
    }
    if (text) rendered.push(...renderCitations(decodeEntities(text), context));
    text = '';
    rendered.push(renderInlineToken(token, context));
  }
  if (text) rendered.push(...renderCitations(decodeEntities(text), context));
  return one(rendered);
};
