import {html} from 'lit';
import {guard} from 'lit/directives/guard.js';
import {renderBlock} from './block.js';
import {lex} from './lex.js';
import {settleTail} from './live-tail.js';
import {resolveOptions, sameOptions} from './options.js';
import type {RenderContext} from './context.js';
import type {Rendered} from './inline.js';
import type {MarkdownOptions} from './options.js';
import type {Token} from 'marked';
import type {TemplateResult} from 'lit';

interface StableBlock {
  readonly token: Token;
  rendered: Rendered | undefined;
}

const normalizeNewlines = (text: string): string =>
  text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;

/** The root context for a set of options. @internal */
export const rootContext = (options: MarkdownOptions | undefined): RenderContext => ({
  options: resolveOptions(options),
  depth: 0,
  inLink: false,
});

/** What is shown when marked cannot lex the text at all (absurd nesting): the text itself. @internal */
export const renderUnlexable = (text: string): TemplateResult => html`<p>${text}</p>`;

/**
 * Renders a streaming answer: given the whole answer so far on each delta, it re-lexes only from the
 * start of the last unfinished top-level block and reuses the templates of the blocks before it.
 *
 * Re-lexing the whole answer per delta is O(n²): a 30 KB answer in 5-character deltas would lex about
 * 90 MB of text; this lexes the tail only. Reference link definitions are seen only by blocks lexed
 * with them (the final render of a whole answer is {@link renderMarkdown}'s job if they matter).
 */
export class MarkdownStream {
  private options: MarkdownOptions;
  private context: RenderContext;
  private blocks: StableBlock[] = [];
  /** The text of {@link blocks}: the answer's prefix that never needs lexing again. */
  private stableText = '';
  private lexed = 0;

  constructor(options: MarkdownOptions = {}) {
    this.options = options;
    this.context = rootContext(options);
  }

  /**
   * Total characters handed to the lexer so far, to prove the cost per update stays bounded.
   * @internal
   */
  get lexedChars(): number {
    return this.lexed;
  }

  /**
   * Changes sources, allowed image origins or strings; cached blocks re-render on the next update
   * (citations become links once the sources arrive). Options equal to the current ones are ignored.
   */
  setOptions(options: MarkdownOptions): void {
    if (sameOptions(this.options, options)) return;
    this.options = options;
    this.context = rootContext(options);
    for (const block of this.blocks) block.rendered = undefined;
  }

  /**
   * The template for the answer so far. `text` is the whole answer, not a delta; a text that does not
   * extend the previous one starts over. Unless `final`, unfinished markup at the end is held back or
   * closed early so nothing flickers (see `settleTail`); with `final`, the result is exactly
   * {@link renderMarkdown}'s.
   */
  update(text: string, {final = false}: {final?: boolean} = {}): TemplateResult {
    const source = normalizeNewlines(text);
    if (!source.startsWith(this.stableText)) {
      this.blocks = [];
      this.stableText = '';
    }
    const tail = source.slice(this.stableText.length);
    const visible = final ? tail : settleTail(tail);
    this.lexed += visible.length;
    const tokens = lex(visible);
    const live: Rendered[] = tokens
      ? this.promote(tokens, tail).map((token) => renderBlock(token, this.context))
      : [renderUnlexable(visible)];
    const stable = this.blocks.map((block) => {
      const rendered = (block.rendered ??= renderBlock(block.token, this.context));
      // Unchanged blocks cost Lit one identity check instead of a walk through their template.
      return guard([rendered], () => rendered);
    });
    return html`${[...stable, ...live]}`;
  }

  /**
   * Moves the tokens that later text can no longer change into the cache and returns the rest.
   *
   * Every top-level token before the last non-space one is complete, provided that last one's first
   * line is complete too: `1. a\n\n2` lexes as a list and a paragraph until the `.` arrives.
   */
  private promote(tokens: Token[], tail: string): Token[] {
    const isContent = (token: Token | undefined) => token !== undefined && token.type !== 'space';
    let boundary = tokens.findLastIndex(isContent);
    if (boundary !== -1 && !(tokens[boundary]?.raw.includes('\n') ?? false)) {
      boundary = tokens.slice(0, boundary).findLastIndex(isContent);
    }
    let count = 0;
    let offset = 0;
    for (; count < boundary; count += 1) {
      const token = tokens[count];
      // Promote only tokens that are verbatim slices of the answer, so offsets never drift.
      if (!token || !tail.startsWith(token.raw, offset)) break;
      offset += token.raw.length;
      this.blocks.push({token, rendered: undefined});
    }
    this.stableText += tail.slice(0, offset);
    return tokens.slice(count);
  }
}
