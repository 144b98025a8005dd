import type {Language, Residence} from '../../../protocol/index.js';
import {publisherIn} from '../content/types.js';
import type {JurisdictionContent} from '../content/types.js';

/** A source as the `metadata` event lists it; the answer cites it as `[id]`. */
export interface Marker {
  id: number;
  title: string;
  url: string;
  publisher: string;
  /** Where the source comes from: the cited jurisdiction, or `intl` for the OECD, the EU... */
  jurisdiction: Residence;
  /** The version of the law the source states, `YYYY-MM-DD` ("law as of"); never a visit. */
  version: string;
  /** When a person or a link check opened the page, `YYYY-MM-DD`; only when that happened. */
  checked?: string;
}

/**
 * Numbers sources in the order the answer first cites them, so markers are exactly the sources
 * cited, `[1]` comes first in the text, and every marker is cited at least once.
 */
export interface Citations {
  /** The `[n]` references for these sources of `content`, e.g. `[1][3]`. */
  cite(content: JurisdictionContent, sources: readonly number[]): string;
  markers(): Marker[];
}

export const createCitations = (language: Language): Citations => {
  const markers: Marker[] = [];
  const ids = new Map<string, number>();

  const idOf = (content: JurisdictionContent, index: number): number | undefined => {
    const source = content.sources[index];
    if (!source) return undefined;
    const key = `${content.code}:${String(index)}`;
    let id = ids.get(key);
    if (id === undefined) {
      id = markers.length + 1;
      ids.set(key, id);
      markers.push({
        id,
        title: source.title[language],
        url: source.url,
        publisher: publisherIn(source, language),
        jurisdiction: source.jurisdiction ?? content.code,
        version: source.version,
        ...(source.checked === undefined ? {} : {checked: source.checked}),
      });
    }
    return id;
  };

  return {
    cite(content, sources) {
      let found = [...new Set(sources)].flatMap((index) => idOf(content, index) ?? []);
      // A fact whose indexes point nowhere still rests on the jurisdiction's main source.
      if (found.length === 0) found = [idOf(content, 0) ?? []].flat();
      return found.map((id) => `[${String(id)}]`).join('');
    },
    markers: () => markers.map((marker) => ({...marker})),
  };
};
