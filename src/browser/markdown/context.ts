import type {ResolvedOptions} from './options.js';

/**
 * Nesting deeper than this renders as text: answers never need it, and a hostile one must not be able
 * to exhaust the stack of the page it is embedded in.
 */
export const MAX_DEPTH = 40;

/** What every render function carries down the token tree. @internal */
export interface RenderContext {
  readonly options: ResolvedOptions;
  readonly depth: number;
  /** Inside a link: nested anchors are invalid HTML, so citations and images render without one. */
  readonly inLink: boolean;
}

/** The context one level deeper. @internal */
export const deeper = (context: RenderContext, inLink = context.inLink): RenderContext => ({
  options: context.options,
  depth: context.depth + 1,
  inLink,
});
