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

/**
 * Further questions a private-banking client asks, each answered per residence: pensions, real
 * estate, lifetime gifts, trusts and foundations, exit taxes on leaving, crypto-assets.
 */
export const PLANNING_TOPICS = [
  'pensions',
  'real_estate',
  'gifts',
  'trusts',
  'exit',
  'crypto',
] as const;
export type PlanningTopic = (typeof PLANNING_TOPICS)[number];

/** Everything a question can be about: the four taxes, then the planning topics. */
export const TOPICS = [...TAX_TOPICS, ...PLANNING_TOPICS] as const;
export type Topic = (typeof TOPICS)[number];

const TAXES: readonly string[] = TAX_TOPICS;

/** Whether a topic is one of the four taxes (an overview and a comparison table cover those). */
export const isTaxTopic = (topic: Topic): topic is TaxTopic => TAXES.includes(topic);

/** The fact a jurisdiction states on a topic, a tax or a planning question. */
export const factOf = (content: JurisdictionContent, topic: Topic): TaxFact =>
  isTaxTopic(topic) ? content.taxes[topic] : content.planning[topic];

/** An ISO day, `YYYY-MM-DD`. */
export type IsoDate = string;

/**
 * An official source: a legislation site or a tax authority of the jurisdiction the claim is about,
 * never a blog or a firm. The most stable page that states the claim: a law's consolidated text, or
 * an authority's topic page, never a homepage, and no deep link nobody has seen open. A title that
 * names a law links to that law.
 */
export interface OfficialSource {
  title: Localized;
  /** A page below the site's root: the consolidated law, or the authority's topic page. */
  url: string;
  /**
   * The institution, in its own language ("Direction générale des Finances publiques"), or in
   * the reader's for an international one, which has a name in each ("OCDE", "OECD", "OCSE").
   */
  publisher: string | Localized;
  /**
   * The version of the law the source states, as of this day: a consolidated text's version, the
   * day an act or a page's figures take effect. Never the day someone looked at the page.
   */
  version: IsoDate;
  /**
   * The day a person or a link check opened the page and found it stating the claim; absent unless
   * that happened. The built-in content has none: its pages were chosen, not opened.
   */
  checked?: IsoDate;
  /**
   * Where the source comes from when that is not the jurisdiction citing it: `intl` for the OECD,
   * the EU or the Hague Conference; `es` for Spain's gazette cited by Andorra's exit answer.
   */
  jurisdiction?: Residence;
}

/** The publisher as a reader of `language` names it. */
export const publisherIn = (source: OfficialSource, language: Language): string =>
  typeof source.publisher === 'string' ? source.publisher : source.publisher[language];

/**
 * A statement that will change by a known day (a bill before parliament, a reform announced for a
 * later year, a regime that ends), which someone must read again by `reviewBy`. Content past its
 * review date makes `wealth-agent-simulator serve` warn and `sources --stale` list it.
 */
export interface TimeBound {
  /** The day by which the statement is to be read again against the law. */
  reviewBy?: IsoDate;
}

export interface TaxFact extends TimeBound {
  /**
   * The section heading in each language, descriptive ("Keine Vermögensteuer", not "No wealth tax"
   * in a German answer); a tax's proper name may stay inside it: "Imposta sul reddito (IRPEF)".
   */
  name: Localized;
  /** Two to four sentences: who pays, rates, thresholds, allowances, as they stand. Markdown allowed (bold, no headings, no links). */
  summary: Localized;
  /** A short table cell for cross-border comparisons, e.g. "0–45 % progressive" or "None". */
  headline: Localized;
  /** Indexes into {@link JurisdictionContent.sources} that back this fact. */
  sources: readonly number[];
}

/** A regime worth knowing, cited like a fact. */
export interface Highlight extends TimeBound {
  text: Localized;
  /** Indexes into {@link JurisdictionContent.sources}; at least one. */
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
  /** The planning questions beyond the four taxes, in the same shape. */
  planning: Readonly<Record<PlanningTopic, TaxFact>>;
  /** One or two regimes worth knowing (non-dom, flat tax for new residents, Beckham law...). */
  highlights: readonly Highlight[];
  /** Official sources, cited by index from the facts. At least four. */
  sources: readonly OfficialSource[];
}
