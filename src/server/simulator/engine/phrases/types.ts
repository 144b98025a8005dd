/**
 * Every fixed phrase of the simulator's answers, in the six API languages. The `Phrases` type makes
 * each language complete: a missing phrase is a type error, never an English fallback.
 */
import type {Topic} from '../../content/types.js';

/** How long the answer the thinking announces will be. */
export type AnswerLength = 'short' | 'structured' | 'detailed';

/**
 * The jurisdictions an answer compares with the residence: a list to introduce as such, or one
 * place, named with its preposition ("en Suisse"), since "the following countries:" before a
 * single one reads as a template.
 */
export interface OtherPlaces {
  /** The names joined: "Suisse, Portugal et Italie". */
  names: string;
  /** When there is only one: its name with its preposition, `inName` ("en Suisse"). */
  single?: string | undefined;
}

export interface Phrases {
  /** The conjunction that ends a list: "a, b and c". */
  and: string;
  /** What follows a bold label: ": ", or " : " in French typography. */
  colon: string;
  /** BCP 47 tag for numbers: "1 million", "1 Million", "1 mil milhões". */
  locale: string;
  /** Each topic in running text, lower case: "income tax", "lifetime gifts". */
  topicLabel: Readonly<Record<Topic, string>>;
  /**
   * Each topic as the subject of a sentence, with the article the language puts there ("elle porte
   * sur l'impôt sur le revenu", "se refiere al impuesto"); the label itself where none is needed.
   */
  topicArticled: Readonly<Record<Topic, string>>;
  /** What an overview is about, in running text, with its article. */
  allTaxes: string;
  headingOverview: (inName: string) => string;
  headingComparison: (names: string) => string;
  /** Two phrasings, picked by the seed. */
  introOverview: readonly [(inName: string) => string, (inName: string) => string];
  /** `topics` are {@link Phrases.topicLabel} values, for the language to join with its grammar. */
  introTopics: readonly [
    (topics: readonly string[], inName: string) => string,
    (topics: readonly string[], inName: string) => string,
  ];
  introComparison: (topics: string, inName: string, others: OtherPlaces) => string;
  /** After a comparison table that could not hold every jurisdiction the question named. */
  leftOut: (names: string) => string;
  tableTax: string;
  highlightsTitle: string;
  checksTitle: string;
  checks: readonly string[];
  relatedTitle: string;
  nextStepsTitle: string;
  nextSteps: readonly string[];
  currencyNote: (currency: string) => string;
  disclaimer: string;
  clarify: {
    taxQuestion: string;
    sizeQuestion: string;
    /** Four bands from three amounts that already carry their currency: "1 million EUR". */
    sizeOptions: (amounts: readonly [string, string, string]) => readonly string[];
  };
  thinking: {
    understanding: (topics: string, inName: string) => string;
    research: (inName: string, publishers: string) => string;
    analysis: (topics: string) => string;
    comparison: (topics: string, others: OtherPlaces) => string;
    /** `length` is one of `lengths`. */
    drafting: (length: string, sources: number) => string;
    lengths: Readonly<Record<AnswerLength, string>>;
    /** For `intl`, whose "residence" is no place: the cross-border reading and its sources. */
    mobile: {
      understanding: (topics: string) => string;
      research: (publishers: string) => string;
    };
  };
}
