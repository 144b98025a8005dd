/**
 * The simulator's answer content: facts per jurisdiction, written once per language. The content
 * is illustrative (README): close to the law as it stands, never advice.
 */
import type {Language, Residence} from '../../../protocol/index.js';

/** A text written in each of the six API languages. */
export type Localized = Readonly<Record<Language, string>>;

/** The four taxes every jurisdiction's content covers. */
export const TAX_TOPICS = ['income', 'wealth', 'capital_gains', 'inheritance'] as const;
export type TaxTopic = (typeof TAX_TOPICS)[number];

/** An official source: a legislation site or a tax authority, never a blog or a firm. */
export interface OfficialSource {
  title: Localized;
  url: string;
  /** The institution, in its own language, e.g. "Direction générale des Finances publiques". */
  publisher: string;
}

export interface TaxFact {
  /** The tax's own name, in the jurisdiction's language, e.g. "Impôt sur la fortune immobilière (IFI)". */
  name: string;
  /** Two to four sentences: who pays, rates, thresholds, allowances, as they stand. Markdown allowed (bold, no headings, no links). */
  summary: Localized;
  /** A short table cell for cross-border comparisons, e.g. "0–45 % progressive" or "None". */
  headline: Localized;
  /** Indexes into {@link JurisdictionContent.sources} that back this fact. */
  sources: readonly number[];
}

export interface JurisdictionContent {
  code: Residence;
  /** The jurisdiction's name in each language, e.g. {fr: 'France', de: 'Frankreich', ...}. */
  name: Localized;
  /** The name with its article or preposition where a language needs one: "in France", "en France", "in Frankreich". */
  inName: Localized;
  /** Currency code, e.g. EUR, CHF, GBP, USD, MUR, MAD. */
  currency: string;
  taxes: Readonly<Record<TaxTopic, TaxFact>>;
  /** One or two regimes worth knowing (non-dom, flat tax for new residents, Beckham law...). */
  highlights: readonly Localized[];
  /** Official sources, cited by index from the facts. At least four. */
  sources: readonly OfficialSource[];
}
