/**
 * When a question is too vague to answer, the agent asks back instead: one `clarification` event
 * and an empty answer.
 *
 * What triggers it, deterministically, in a question that names no topic (a concrete question,
 * "Pouvez-vous préciser le taux de l'IFI ?", is answered):
 * - the word {@link CLARIFY_TRIGGER} or its equivalents (`préciser`, `klären`, `aclarar`,
 *   `chiarire`, `esclarecer`), e.g. "Can you clarify what applies to me?";
 * - fewer than three words naming no country, e.g. "Hello", "Any advice?";
 * - "my situation" / "ma situation" / "meine (meiner) Situation" / "mi situación" / "la mia
 *   situazione" / "minha situação" (or "my case"...), e.g. "What do you think of my situation?".
 */
import {LANGUAGES} from '../../../protocol/index.js';
import type {Language} from '../../../protocol/index.js';
import {TAX_TOPICS} from '../content/types.js';
import {PHRASES} from './phrases/index.js';
import {capitalize} from './text.js';
import type {QuestionAnalysis} from './topic.js';

/** A word that makes the simulator ask a clarification, in any language, when no topic is named. */
export const CLARIFY_TRIGGER = 'clarify';

/** One question of a `clarification` event. */
export interface ClarificationItem {
  id: string;
  question: string;
  options?: string[];
}

/** Whether the question is too vague to answer (see the triggers above). */
export const needsClarification = (analysis: QuestionAnalysis): boolean =>
  analysis.topics.length === 0 &&
  (analysis.clarify ||
    analysis.situation ||
    (analysis.words < 3 && analysis.jurisdictions.length === 0));

/** Every question the simulator asks back, in every language: an answer restates them. */
const OWN_QUESTIONS = LANGUAGES.flatMap((language) => [
  PHRASES[language].clarify.taxQuestion,
  PHRASES[language].clarify.sizeQuestion,
]);

/**
 * The user's own words in a message: an answer to a clarification restates each question before
 * its answer, and "What is the size of your wealth?" must not make wealth tax a topic the user
 * picked.
 */
export const withoutOwnQuestions = (message: string): string =>
  OWN_QUESTIONS.reduce((text, question) => text.replaceAll(question, ' '), message);

/**
 * The wealth bands offered, in millions of the currency: the same bands in value (about 1, 5
 * and 20 million euros) whatever the currency, so "over 20 million" never means €0.4m in rupees.
 */
const BANDS: Readonly<Record<string, readonly [number, number, number]>> = {
  MUR: [50, 250, 1000],
  MAD: [10, 50, 200],
};
const EURO_LIKE_BANDS = [1, 5, 20] as const;

const amounts = (language: Language, currency: string): [string, string, string] => {
  const format = new Intl.NumberFormat(PHRASES[language].locale, {
    notation: 'compact',
    compactDisplay: 'long',
  });
  const [low, mid, high] = (BANDS[currency] ?? EURO_LIKE_BANDS).map(
    (millions) => `${format.format(millions * 1e6)} ${currency}`,
  );
  return [low ?? '', mid ?? '', high ?? ''];
};

/** The questions to ask back, in the request's language; options are in the residence's currency. */
export const composeClarification = (
  language: Language,
  currency: string,
  analysis: QuestionAnalysis,
): ClarificationItem[] => {
  const phrases = PHRASES[language];
  const items: ClarificationItem[] = [];
  if (analysis.topics.length === 0) {
    items.push({
      id: 'tax',
      question: phrases.clarify.taxQuestion,
      options: TAX_TOPICS.map((topic) => capitalize(phrases.topicLabel[topic])),
    });
  }
  items.push({
    id: 'wealth',
    question: phrases.clarify.sizeQuestion,
    options: [...phrases.clarify.sizeOptions(amounts(language, currency))],
  });
  return items;
};
