/**
 * The register of the content's sources, as `wealth-agent-simulator sources` lists it: every
 * source once, with the claims that cite it and the day those claims are to be read again.
 */
import type {Residence} from '../../../protocol/index.js';
import {TOPICS, factOf, publisherIn} from './types.js';
import type {IsoDate, JurisdictionContent, TimeBound} from './types.js';

/** One source of the register: a URL, whoever cites it. */
export interface RegisterEntry {
  url: string;
  /** In English, as the register is for the people who maintain the content. */
  title: string;
  publisher: string;
  /** Where the source comes from (`intl` for the OECD, the EU...). */
  jurisdiction: Residence;
  /** The version of the law the source states. */
  version: IsoDate;
  /** When a person or a link check opened it; absent in the built-in content. */
  checked?: IsoDate;
  /** The earliest review date of the claims citing it; absent when none is time-bound. */
  review_by?: IsoDate;
  /** The claims citing it: `fr.income`, `gb.highlight.1`. */
  claims: string[];
}

/** A register entry after `--check`: what its URL answered. */
export interface CheckedEntry extends RegisterEntry {
  status?: number | string;
  redirected_to?: string;
}

/** A statement of the content with its review date. */
export interface TimeBoundClaim {
  claim: string;
  review_by: IsoDate;
}

interface Claim extends TimeBound {
  id: string;
  sources: readonly number[];
}

const claimsOf = (content: JurisdictionContent): Claim[] => [
  ...TOPICS.map((topic) => ({id: `${content.code}.${topic}`, ...factOf(content, topic)})),
  ...content.highlights.map((item, index) => ({
    id: `${content.code}.highlight.${String(index)}`,
    ...item,
  })),
];

const earlier = (a: IsoDate | undefined, b: IsoDate | undefined): IsoDate | undefined =>
  a === undefined ? b : b === undefined || a <= b ? a : b;

/** Every source of `content` once, by URL, in the order the jurisdictions list them. */
export const sourceRegister = (
  content: Readonly<Record<Residence, JurisdictionContent>>,
): RegisterEntry[] => {
  const entries = new Map<string, RegisterEntry>();
  for (const jurisdiction of Object.values(content)) {
    for (const source of jurisdiction.sources) {
      if (entries.has(source.url)) continue;
      entries.set(source.url, {
        url: source.url,
        title: source.title.en,
        publisher: publisherIn(source, 'en'),
        jurisdiction: source.jurisdiction ?? jurisdiction.code,
        version: source.version,
        ...(source.checked === undefined ? {} : {checked: source.checked}),
        claims: [],
      });
    }
    for (const claim of claimsOf(jurisdiction)) {
      for (const index of claim.sources) {
        const source = jurisdiction.sources[index];
        const entry = source && entries.get(source.url);
        if (!entry) continue;
        if (!entry.claims.includes(claim.id)) entry.claims.push(claim.id);
        const reviewBy = earlier(entry.review_by, claim.reviewBy);
        if (reviewBy !== undefined) entry.review_by = reviewBy;
      }
    }
  }
  return [...entries.values()];
};

/** The content's time-bound statements past their review date on `today`, earliest first. */
export const claimsPastReview = (
  content: Readonly<Record<Residence, JurisdictionContent>>,
  today: IsoDate,
): TimeBoundClaim[] =>
  Object.values(content)
    .flatMap(claimsOf)
    .flatMap((claim) =>
      claim.reviewBy !== undefined && claim.reviewBy < today
        ? [{claim: claim.id, review_by: claim.reviewBy}]
        : [],
    )
    .sort((a, b) => a.review_by.localeCompare(b.review_by));

/** A day as `YYYY-MM-DD`, in UTC. */
export const isoDay = (date: Date): IsoDate => date.toISOString().slice(0, 10);

const CSV_COLUMNS = [
  'url',
  'title',
  'publisher',
  'jurisdiction',
  'version',
  'checked',
  'review_by',
  'claims',
  'status',
  'redirected_to',
] as const;

const csvCell = (value: string): string =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The register as CSV (RFC 4180): a header, a row per source, claims separated by spaces. */
export const registerCsv = (entries: readonly CheckedEntry[]): string =>
  [
    CSV_COLUMNS.join(','),
    ...entries.map((entry) =>
      CSV_COLUMNS.map((column) => {
        const value = column === 'claims' ? entry.claims.join(' ') : entry[column];
        return csvCell(value === undefined ? '' : String(value));
      }).join(','),
    ),
  ].join('\r\n');
