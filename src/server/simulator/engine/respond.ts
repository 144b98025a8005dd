import type {AgentRequest, Residence} from '../../../protocol/index.js';
import type {JurisdictionContent} from '../content/types.js';
import type {Random} from '../random.js';
import {composeAnswer} from './answer.js';
import type {Marker} from './citations.js';
import {composeClarification, needsClarification, withoutOwnQuestions} from './clarify.js';
import type {ClarificationItem} from './clarify.js';
import {composeThinking} from './thinking.js';
import type {ThinkingStep} from './thinking.js';
import {swissSpelling} from './text.js';
import {analyzeQuestion} from './topic.js';

/** What the simulator will stream for a request, decided before the first byte. */
export type ResponsePlan =
  | {kind: 'clarification'; questions: ClarificationItem[]}
  | {kind: 'answer'; thinking: ThinkingStep[]; content: string; markers: Marker[]};

/**
 * Decides the response to a validated request: a clarification when the last user message is too
 * vague, otherwise an answer (with its thinking when `extended_thinking` is on).
 */
export const planResponse = (
  request: AgentRequest,
  content: Readonly<Record<Residence, JurisdictionContent>>,
  random: Random,
): ResponsePlan => {
  const question = request.messages.findLast((message) => message.role === 'user')?.content ?? '';
  const analysis = analyzeQuestion(withoutOwnQuestions(question), content);
  const home = content[request.residence];
  if (needsClarification(analysis)) {
    return {
      kind: 'clarification',
      questions: composeClarification(request.language, home.currency, analysis),
    };
  }
  const answer = composeAnswer({
    residence: request.residence,
    language: request.language,
    effort: request.effort,
    analysis,
    content,
    random,
  });
  const thinking = request.extended_thinking ? composeThinking(request.language, home, answer) : [];
  // Swiss German writes "ss" for "ß": an answer for Zurich reads "Einkommenssteuer gemäss", and a
  // German phrase or a German law's title must not bring an "ß" back into it.
  const spell =
    request.residence === 'ch' && request.language === 'de'
      ? swissSpelling
      : (text: string) => text;
  return {
    kind: 'answer',
    thinking: thinking.map((step) => ({...step, text: spell(step.text)})),
    content: spell(answer.text),
    markers: answer.markers.map((marker) => ({
      ...marker,
      title: spell(marker.title),
      publisher: spell(marker.publisher),
    })),
  };
};
