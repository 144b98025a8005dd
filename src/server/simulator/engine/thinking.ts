import type {Language} from '../../../protocol/index.js';
import type {JurisdictionContent} from '../content/types.js';
import type {Answer} from './answer.js';
import {describeTopics, otherPlaces} from './answer.js';
import type {Depth} from './depth.js';
import {PHRASES} from './phrases/index.js';
import type {AnswerLength} from './phrases/index.js';
import {joinList} from './text.js';

/** The phases of extended thinking, in the order they stream. */
export const THINKING_PHASES = ['understanding', 'research', 'analysis', 'drafting'] as const;
export type ThinkingPhase = (typeof THINKING_PHASES)[number];

/** One phase of visible reasoning; `step` reads "2/4". */
export interface ThinkingStep {
  phase: ThinkingPhase;
  step: string;
  text: string;
}

const LENGTH: Readonly<Record<Depth, AnswerLength>> = {
  1: 'short',
  2: 'structured',
  3: 'detailed',
  4: 'detailed',
};

/**
 * The reasoning shown before an answer when `extended_thinking` is on: what the question is
 * about, which official sources are read, what is weighed, what is written. In the request's
 * language, naming the jurisdiction and the topic.
 */
export const composeThinking = (
  language: Language,
  home: JurisdictionContent,
  answer: Answer,
): ThinkingStep[] => {
  const phrases = PHRASES[language].thinking;
  const and = PHRASES[language].and;
  const topics = describeTopics(language, answer.topics);
  const subject = describeTopics(language, answer.topics, true);
  const inName = home.inName[language];
  // The reasoning names only what the answer cites: the residence's own publishers when it cites
  // them, or else every publisher it cites (a cross-border answer rests on the OECD, the EU...).
  const cited = answer.markers.filter((marker) => marker.jurisdiction === home.code);
  const publishers = [
    ...new Set((cited.length > 0 ? cited : answer.markers).map((marker) => marker.publisher)),
  ].slice(0, 3);
  const others = otherPlaces(language, answer.others);
  // `intl` is no place to be resident in: its reasoning reads the question as a cross-border one.
  const mobile = home.code === 'intl';
  const texts: Record<ThinkingPhase, string> = {
    understanding: mobile
      ? phrases.mobile.understanding(subject)
      : phrases.understanding(subject, inName),
    research: mobile
      ? phrases.mobile.research(joinList(publishers, and))
      : phrases.research(inName, joinList(publishers, and)),
    analysis:
      answer.others.length > 0 ? phrases.comparison(topics, others) : phrases.analysis(topics),
    drafting: phrases.drafting(phrases.lengths[LENGTH[answer.depth]], answer.markers.length),
  };
  return THINKING_PHASES.map((phase, index) => ({
    phase,
    step: `${String(index + 1)}/${String(THINKING_PHASES.length)}`,
    text: texts[phase],
  }));
};
