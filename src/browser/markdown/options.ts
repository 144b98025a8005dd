import {en} from '../i18n/en.js';
import {sameList} from '../same-list.js';
import type {Source} from '../../protocol/index.js';

/** The words the markdown renderer adds around model output; the element passes its UI language's. */
export interface MarkdownStrings {
  /** Accessible name of a citation link, e.g. `Source 3`. */
  citation: (id: number) => string;
  /** Accessible name of an image that is shown as a link instead of being fetched. */
  image: (alt: string) => string;
  /** Visually hidden suffix of links that open in a new tab. */
  opensInNewTab: string;
}

/** What the markdown renderer needs to know besides the text. */
export interface MarkdownOptions {
  /** The answer's sources: `[n]` in the text links to the source whose `id` is `n`. */
  sources?: readonly Source[];
  /** Origins (`https://cdn.bank.example`) whose images may be fetched; every other image is a link. */
  allowImages?: readonly string[];
  /** Defaults to English. */
  strings?: MarkdownStrings;
}

/** English defaults: the element's English UI strings, which hold these three. */
export const DEFAULT_STRINGS: MarkdownStrings = en;

/**
 * Options after defaults, with lookups prepared once per options change rather than per token.
 * @internal
 */
export interface ResolvedOptions {
  sourcesById: ReadonlyMap<number, Source>;
  imageOrigins: ReadonlySet<string>;
  strings: MarkdownStrings;
}

/** The origin of an http(s) URL (an image's, or one of `allowImages`), else `undefined`. @internal */
export const imageOrigin = (value: string): string | undefined => {
  try {
    const {origin, protocol} = new URL(value.trim());
    return protocol === 'http:' || protocol === 'https:' ? origin : undefined;
  } catch {
    return undefined;
  }
};

/** @internal */
export const resolveOptions = (options: MarkdownOptions = {}): ResolvedOptions => {
  const sourcesById = new Map<number, Source>();
  for (const source of options.sources ?? []) {
    // The first source with an id wins, as the sources list shows them in order.
    if (typeof source.id === 'number' && !sourcesById.has(source.id)) {
      sourcesById.set(source.id, source);
    }
  }
  const imageOrigins = new Set<string>();
  for (const allowed of options.allowImages ?? []) {
    const origin = imageOrigin(allowed);
    if (origin) imageOrigins.add(origin);
  }
  return {sourcesById, imageOrigins, strings: options.strings ?? DEFAULT_STRINGS};
};

const sameStrings = (a: MarkdownStrings, b: MarkdownStrings): boolean =>
  a.citation === b.citation && a.image === b.image && a.opensInNewTab === b.opensInNewTab;

const sameSource = (a: Source, b: Source): boolean =>
  a.id === b.id && a.url === b.url && a.title === b.title;

/**
 * Whether two option objects render the same: the element hands over fresh objects on every render,
 * so identity alone would throw away every cached block each time.
 * @internal
 */
export const sameOptions = (a: MarkdownOptions, b: MarkdownOptions): boolean =>
  sameStrings(a.strings ?? DEFAULT_STRINGS, b.strings ?? DEFAULT_STRINGS) &&
  sameList(a.sources, b.sources, sameSource) &&
  sameList(a.allowImages, b.allowImages);
