import {sse} from '../../helpers/chat-harness.js';
import {ANSWER, SOURCES} from '../markdown/fixtures.js';
import type {Script, ScriptStep} from '../../helpers/scripted-server.js';

/**
 * Answers far longer than one render's budget (at most `MAX_CHARS` of the pacing controller's
 * render pace), so that they are always shown over several renders, whatever way they arrive.
 */
export const LONG = Array.from({length: 12}, (_, i) =>
  ANSWER.replace('## Wealth', `## ${String(i + 1)}. Wealth`),
).join('\n');

const deltas = (text: string, size = 5): string[] => {
  const out: string[] = [];
  for (let at = 0; at < text.length; at += size) out.push(text.slice(at, at + size));
  return out;
};

/** `text` as the agent streams it: an SSE `delta` event per 5 characters. */
export const events = (text: string): string[] =>
  deltas(text).map((content) => sse('delta', {delta: {content}}));

/** What follows an answer's deltas: its sources, then `done`. */
export const ending = (text: string): ScriptStep[] => [
  {text: sse('metadata', {data: {markers: SOURCES}})},
  {text: sse('done', {final_message: {role: 'assistant', content: text}})},
];

/** The whole answer in one write: 5-character deltas after a stalled network or a buffering proxy. */
export const burst = (text: string): Script => ({
  steps: [{text: events(text).join('')}, ...ending(text)],
});

/** The same deltas 500 at a time, with pauses, as a fast model sends them. */
export const paced = (text: string): Script => {
  const all = events(text);
  const steps: ScriptStep[] = [];
  for (let at = 0; at < all.length; at += 500) {
    steps.push({text: all.slice(at, at + 500).join('')}, {delay: 5});
  }
  return {steps: [...steps, ...ending(text)]};
};
