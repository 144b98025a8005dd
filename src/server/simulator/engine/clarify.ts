/**
 * When a question is too vague to answer, the agent asks back instead: one `clarification` event
 * and an empty answer.
 *
 * What triggers it, deterministically:
 * - the word {@link CLARIFY_TRIGGER} or its equivalents (`préciser`, `klären`, `aclarar`,
 *   `chiarire`, `esclarecer`), e.g. "Can you clarify what applies to me?";
 * - fewer than three words naming no tax and no country, e.g. "Hello", "Any advice?";
 * - "my situation" / "ma situation" / "meine Situation" / "mi situación" / "la mia situazione" /
 *   "minha situação" (or "my case"...) naming no tax, e.g. "What do you think of my situation?".
 */
import type {Language} from '../../../protocol/index.js';
import {TAX_TOPICS} from '../content/types.js';
import {PHRASES} from './phrases.js';
import {capitalize} from './text.js';
import type {QuestionAnalysis} from './topic.js';

/** A word that always makes the simulator ask a clarification, in any language. */
export const CLARIFY_TRIGGER = 'clarify';

/** One question of a `clarification` event. */
export interface ClarificationItem {
  id: string;
  question: string;
  options?: string[];
}

/** Whether the question is too vague to answer (see the triggers above). */
export const needsClarification = (analysis: QuestionAnalysis): boolean =>
  analysis.clarify ||
  (analysis.topics.length === 0 &&
    (analysis.situation || (analysis.words < 3 && analysis.jurisdictions.length === 0)));

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
      options: TAX_TOPICS.map((topic) => capitalize(phrases.taxLabel[topic])),
    });
  }
  items.push({
    id: 'wealth',
    question: phrases.clarify.sizeQuestion,
    options: [...phrases.clarify.sizeOptions(currency)],
  });
  return items;
};
