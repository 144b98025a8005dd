import {html} from 'lit/html.js';
import {itemView} from '../item-view.js';
import {renderBlock} from './block.js';
import type {RenderContext} from './context.js';
import type {Rendered} from './inline.js';
import type {Token} from 'marked';
import type {TemplateResult} from 'lit';
import type {DirectiveResult} from 'lit/directive.js';

/**
 * Top-level blocks per group. Lit walks every item of an array on every render and the browser lays
 * out every child of a box on every layout, so a flat list of blocks makes each streamed delta cost
 * O(answer); with groups it costs O(groups + one group + tail): at 100 KB, ~110 groups, not ~650
 * blocks. A group is also what the browser lays out at once when it comes on screen: with 32
 * blocks, a typical answer was one group, laid out whole (frames of 42–67 ms scrolling back through
 * 50 restored answers, measured); with 6, each in a box, 19–27 ms side by side. The price: each
 * update walks five times more views (the streaming bench's update per delta at 100 KB: 7.1 s
 * against 5.4 s), which the element's 20 renders a second barely feel (issue 17).
 */
export const GROUP_SIZE = 6;

const shows = (token: Token) => token.type !== 'space' && token.type !== 'def';

/** Versions come from one clock, so that no two groups ever share one, even across streams. */
let clock = 0;

/**
 * A run of consecutive top-level blocks rendered and laid out as one unit: once full, it never changes
 * again until the options do, so Lit skips it and the browser reuses its layout.
 * @internal
 */
export class BlockGroup {
  /**
   * The tokens that render something: spaces and link definitions neither fill a group nor are
   * kept, since as items of a list each would cost two comment nodes and a part of Lit's.
   */
  readonly tokens: Token[] = [];
  /** The rendered tokens, filled lazily; emptied when the options change. */
  readonly items: Rendered[] = [];
  /** The length of the group's text: what drawing it again costs, roughly. */
  chars = 0;
  /** Changes whenever what the group shows changes. */
  version = ++clock;

  add(token: Token): void {
    this.chars += token.raw.length;
    if (!shows(token)) return;
    this.tokens.push(token);
    this.version = ++clock;
  }

  /** Forgets the rendered blocks, for new options; returns what drawing them again costs. */
  invalidate(): number {
    this.items.length = 0;
    this.version = ++clock;
    return this.chars;
  }

  /** The group's template, rendering only the blocks added since the last call. */
  render(context: RenderContext): TemplateResult {
    const {tokens, items} = this;
    for (let i = items.length; i < tokens.length; i += 1) {
      items.push(renderBlock(tokens[i] as Token, context));
    }
    // A box, so that layout skips the group whole while it is unchanged or off screen (at 100 KB,
    // layout took 2/3 of the time per delta without boxes).
    return html`<div>${items}</div>`;
  }
}

/**
 * Adds a top-level token to the last group, or to a new one when the last is full. The same tokens
 * always make the same groups, so a streamed answer and a whole one render the same DOM.
 * @internal
 */
export const addToGroups = (groups: BlockGroup[], token: Token): BlockGroup => {
  let group = groups.at(-1);
  if (!group || (group.tokens.length >= GROUP_SIZE && shows(token))) {
    group = new BlockGroup();
    groups.push(group);
  }
  group.add(token);
  return group;
};

/** What a group's view reads when it renders: the context changes with the options. @internal */
export interface GroupOwner {
  context: RenderContext;
}

/**
 * A group as a child value that Lit skips in O(1) while the group is unchanged: a full group costs one
 * version check per update instead of a walk through its blocks' templates.
 * @internal
 */
export const groupView = (group: BlockGroup, owner: GroupOwner): DirectiveResult =>
  itemView(
    group,
    () => [group.version],
    () => group.render(owner.context),
  );
