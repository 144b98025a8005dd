/**
 * Every fixed phrase of the simulator's answers, in the six API languages. The `Phrases` type makes
 * each language complete: a missing phrase is a type error, never an English fallback.
 */
import type {Topic} from '../../content/types.js';

/** How long the answer the thinking announces will be. */
export type AnswerLength = 'short' | 'structured' | 'detailed';

export interface Phrases {
  /** The conjunction that ends a list: "a, b and c". */
  and: string;
  /** What follows a bold label: ": ", or " : " in French typography. */
  colon: string;
  /** BCP 47 tag for numbers: "1 million", "1 Million", "1 mil milhões". */
  locale: string;
  /** Each topic in running text, lower case: "income tax", "lifetime gifts". */
  topicLabel: Readonly<Record<Topic, string>>;
  /** What an overview is about, in running text. */
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
  introComparison: (topics: string, inName: string, others: string) => string;
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
    comparison: (topics: string, others: string) => string;
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
