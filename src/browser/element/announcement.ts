import {plainText} from './transcript.js';
import type {UiStrings} from '../i18n/index.js';

/**
 * Characters of an answer the status region says. Most answers are shorter and are said whole; a
 * screen reader would take hours over a 200 KB one, and laying that text out in the region took
 * the page one task of 80–120 ms at the end of every long answer (issue 17).
 */
const SAID = 2_000;

/**
 * What the polite status region says of a finished answer: the answer as plain text, or its
 * beginning up to a sentence's end and the words that the rest is in the conversation.
 */
export const announcement = (answer: string, strings: UiStrings): string => {
  // Plain text is never longer than its markdown, give or take a link: no more is ever read.
  const text = plainText(answer.slice(0, 2 * SAID));
  if (text.length <= SAID && answer.length <= 2 * SAID) return text;
  const head = text.slice(0, SAID);
  const end = Math.max(head.lastIndexOf('. '), head.lastIndexOf('\n'));
  return `${head.slice(0, end > SAID / 2 ? end + 1 : head.lastIndexOf(' '))} … ${strings.answerContinues}`;
};
