import {html, nothing} from 'lit/html.js';
import {MAX_DEPTH, deeper} from './context.js';
import {one, rawText, renderCheckbox, renderInline} from './inline.js';
import type {RenderContext} from './context.js';
import type {Rendered} from './inline.js';
import type {MarkedToken, Token, Tokens} from 'marked';
import type {TemplateResult} from 'lit';

type Align = Tokens.TableCell['align'];

const LANGUAGE = /^[\w-]+$/;

const alignClass = (align: Align) => (align ? `align-${align}` : nothing);

/** Answers sit inside a chat bubble under the page's own headings: `#` becomes `<h3>`, and so on. */
const renderHeading = (token: Tokens.Heading, context: RenderContext): TemplateResult => {
  const content = renderInline(token.tokens, deeper(context));
  switch (token.depth) {
    case 1:
      return html`<h3>${content}</h3>`;
    case 2:
      return html`<h4>${content}</h4>`;
    case 3:
      return html`<h5>${content}</h5>`;
    default:
      return html`<h6>${content}</h6>`;
  }
};

const renderCode = (token: Tokens.Code): TemplateResult => {
  // The info string may carry more than a language (`py title="x"`); only a plain word becomes a class.
  const language = /^\S*/.exec(token.lang ?? '')?.[0] ?? '';
  const className = LANGUAGE.test(language) ? `language-${language}` : nothing;
  // Focusable, like the table's wrapper: a keyboard scrolls a long line sideways (WCAG 2.1.1);
  // Safari does not make scrolling boxes focusable by itself.
  return html`<pre tabindex="0"><code class=${className}>${token.text}</code></pre>`;
};

const renderList = (token: Tokens.List, context: RenderContext): TemplateResult => {
  const inner = deeper(context);
  const items = token.items.map(
    (item) =>
      html`<li class=${item.task ? 'task' : nothing}>${renderBlocks(item.tokens, inner)}</li>`,
  );
  if (!token.ordered)
    return html`<ul>
      ${items}
    </ul>`;
  const start = typeof token.start === 'number' && token.start !== 1 ? token.start : nothing;
  return html`<ol start=${start}>
    ${items}
  </ol>`;
};

const renderTable = (token: Tokens.Table, context: RenderContext): TemplateResult => {
  const inner = deeper(context);
  const header = token.header.map((cell) => {
    const content = renderInline(cell.tokens, inner);
    return html`<th scope="col" class=${alignClass(cell.align)}>${content}</th>`;
  });
  const rows = token.rows.map(
    (row) =>
      html`<tr>
        ${row.map(
          (cell) =>
            html`<td class=${alignClass(cell.align)}>${renderInline(cell.tokens, inner)}</td>`,
        )}
      </tr>`,
  );
  // The wrapper scrolls sideways so a wide table never widens the chat; focusable, so a
  // keyboard scrolls it too.
  return html`<div class="table-wrap" tabindex="0">
    <table>
      <thead>
        <tr>
          ${header}
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
  </div>`;
};

/** One top-level or nested block token as a Lit value. @internal */
export const renderBlock = (token: Token, context: RenderContext): Rendered => {
  const known = token as MarkedToken;
  switch (known.type) {
    case 'space':
    case 'def':
      return nothing;
    case 'heading':
      return renderHeading(known, context);
    case 'paragraph':
      return html`<p>${renderInline(known.tokens, deeper(context))}</p>`;
    case 'text':
      // Tight list items hold their words as block-level text tokens.
      return known.tokens ? renderInline(known.tokens, context) : known.text;
    case 'code':
      return renderCode(known);
    case 'blockquote':
      return html`<blockquote>${renderBlocks(known.tokens, deeper(context))}</blockquote>`;
    case 'list':
      return renderList(known, context);
    case 'table':
      return renderTable(known, context);
    case 'hr':
      return html`<hr />`;
    case 'html':
      // Raw HTML from the model is shown as the characters it is made of, never parsed.
      return html`<p class="raw-html">${known.raw.trim()}</p>`;
    case 'checkbox':
      return renderCheckbox(known.checked);
    default:
      // Inline tokens never reach here; anything marked may add later shows what was written.
      return token.raw;
  }
};

/** Block tokens as a Lit value; past {@link MAX_DEPTH} levels, the rest as text. @internal */
export const renderBlocks = (tokens: readonly Token[], context: RenderContext): Rendered =>
  context.depth > MAX_DEPTH
    ? rawText(tokens)
    : one(tokens.map((token) => renderBlock(token, context)));
