import {html} from 'lit/html.js';
import {renderBlock} from './block.js';
import {addToGroups, groupView} from './groups.js';
import {lex} from './lex.js';
import {settleTail} from './live-tail.js';
import {resolveOptions, sameOptions} from './options.js';
import type {RenderContext} from './context.js';
import type {BlockGroup, GroupOwner} from './groups.js';
import type {Rendered} from './inline.js';
import type {MarkdownOptions} from './options.js';
import type {Token} from 'marked';
import type {TemplateResult} from 'lit';
import type {DirectiveResult} from 'lit/directive.js';

/** What one {@link MarkdownStream.update} did with the budget it was given. */
export interface StreamUpdate {
  /** The template for the answer as far as it is shown. */
  view: TemplateResult;
  /**
   * Characters of the budget spent: answer text shown anew and groups redrawn. It may exceed the
   * budget: a redrawn group costs its whole length, and text left for later counts as spent.
   */
  spent: number;
  /** Text or redraws were left for a later update, which must come. */
  behind: boolean;
}

/** The text with CR and CRLF line ends as LF, as marked sees it. @internal */
export const normalizeNewlines = (text: string): string =>
  text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;

const isContent = (token: Token | undefined) => token !== undefined && token.type !== 'space';

/**
 * How many of the top-level `tokens` lexed from `text` later text can no longer change.
 *
 * Every top-level token before the last non-space one is complete, provided that last one's first
 * line is complete too: `1. a\n\n2` lexes as a list and a paragraph until the `.` arrives. That is
 * read in the text, not in the token's raw, which marked may tidy (it gives the item `1. ` as
 * `1.\n`): otherwise a block settled by one text could be unsettled by a longer one. Only tokens that
 * are verbatim slices of the text count, so offsets never drift.
 * @internal
 */
export const settledCount = (tokens: readonly Token[], text: string): number => {
  const last = tokens.findLastIndex(isContent);
  let offset = 0;
  for (let count = 0; count < last; count += 1) {
    const raw = tokens[count]?.raw ?? '';
    if (!text.startsWith(raw, offset)) return count;
    offset += raw.length;
  }
  return Math.max(
    0,
    text.includes('\n', offset) ? last : tokens.slice(0, last).findLastIndex(isContent),
  );
};

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
 * 90 MB of text; this lexes the tail only. Finished blocks are kept in groups (see `GROUP_SIZE`) that
 * Lit skips in O(1), so neither rendering nor layout walks the whole answer on each delta. Reference
 * link definitions are seen only by blocks lexed with them (the final render of a whole answer is
 * {@link renderMarkdown}'s job if they matter).
 */
export class MarkdownStream {
  private options: MarkdownOptions;
  private readonly owner: GroupOwner;
  private groups: BlockGroup[] = [];
  /** One view per group, kept across updates: Lit gets the same values and skips unchanged groups. */
  private views: DirectiveResult[] = [];
  /** The text of {@link groups}: the answer's prefix that never needs lexing again. */
  private stableText = '';
  /** How much of the answer the last update showed: the rest waits for a later budget. */
  private shown = 0;
  /** Groups still showing the previous options, refreshed a budget at a time, last first. */
  private stale: BlockGroup[] = [];
  /**
   * The last update, returned again while its text and flag are unchanged: the element renders every
   * turn each frame, and re-lexing the tail of each finished answer made 50 turns cost O(answers).
   */
  private last: [text: string, final: boolean, view: TemplateResult] | undefined;
  private lexed = 0;

  constructor(options: MarkdownOptions = {}) {
    this.options = options;
    this.owner = {context: rootContext(options)};
  }

  /**
   * Total characters handed to the lexer so far, to prove the cost per update stays bounded.
   * @internal
   */
  get lexedChars(): number {
    return this.lexed;
  }

  /**
   * Whether the last update showed the whole answer: one that left text for later must run again.
   * @internal
   */
  get whole(): boolean {
    return this.last !== undefined;
  }

  private get context(): RenderContext {
    return this.owner.context;
  }

  /**
   * Changes sources, allowed image origins or strings; cached blocks re-render on the next update
   * (citations become links once the sources arrive). Options equal to the current ones are ignored.
   */
  setOptions(options: MarkdownOptions): void {
    if (sameOptions(this.options, options)) return;
    this.options = options;
    this.owner.context = rootContext(options);
    this.stale = [...this.groups];
    this.last = undefined;
  }

  /**
   * The template for the answer so far. `text` is the whole answer, not a delta; a text that does not
   * extend the previous one starts over. Unless `final`, unfinished markup at the end is held back or
   * closed early so nothing flickers (see `settleTail`); with `final`, the result is exactly
   * {@link renderMarkdown}'s.
   *
   * With a `budget`, at most `budget` more characters of the answer are shown (or, while an
   * unfinished block shows more than that, as many as it shows), and as many groups redrawn for new
   * options: a 200 KB answer arriving in one burst would otherwise be lexed, rendered and laid out
   * in one task of 0.5 s (measured); the rest waits for the next update, and the returned `behind`
   * says so.
   */
  update(
    text: string,
    {final = false, budget = Infinity}: {final?: boolean; budget?: number} = {},
  ): StreamUpdate {
    const last = this.last;
    if (last?.[0] === text && last[1] === final) return {view: last[2], spent: 0, behind: false};
    let behind = false;
    let spent = 0;
    let source = normalizeNewlines(text);
    // Equality of a slice is a memcmp; `startsWith` compares char by char: 0.14 ms at 90 KB, per delta.
    if (source.slice(0, this.stableText.length) !== this.stableText) {
      this.groups = [];
      this.views = [];
      this.stale = [];
      this.stableText = '';
      this.shown = 0;
    }
    // A render lexes, renders and lays out its unfinished block whole, whatever it adds: slices of a
    // long block (a 100 KB paragraph, a 3,000-row table) grow as large as what is shown of it, so
    // that showing it costs twice its size in all rather than its size per budget.
    if (budget > 0) budget = Math.max(budget, this.shown - this.stableText.length);
    for (let group; spent < budget && (group = this.stale.pop());) {
      spent += group.invalidate();
    }
    const end = this.shown + Math.max(0, budget - spent);
    spent += source.length - this.shown;
    if (end < source.length || this.stale.length > 0) {
      behind = true;
      source = source.slice(0, end);
      final = false;
    }
    this.shown = source.length;
    const tail = source.slice(this.stableText.length);
    const visible = final ? tail : settleTail(tail);
    this.lexed += visible.length;
    const tokens = lex(visible);
    let live: Rendered = renderUnlexable(visible);
    if (tokens) {
      const count = settledCount(tokens, tail);
      let settled = this.stableText.length;
      for (const token of tokens.slice(0, count)) {
        this.promote(token);
        settled += token.raw.length;
      }
      // A slice of the answer, not a concatenation: comparing it needs no flattening copy.
      this.stableText = source.slice(0, settled);
      live = tokens.slice(count).map((token) => renderBlock(token, this.context));
    }
    const view = html`${this.views}${live}`;
    // Only an update that showed all it was asked to can stand for the next identical one.
    this.last = behind ? undefined : [text, final, view];
    return {view, spent, behind};
  }

  /** Adds a token later text can no longer change to the groups. */
  private promote(token: Token): void {
    const groups = this.groups.length;
    const group = addToGroups(this.groups, token);
    if (this.groups.length > groups) this.views.push(groupView(group, this.owner));
  }
}
