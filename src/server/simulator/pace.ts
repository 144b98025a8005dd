import {between} from './random.js';
import type {Random} from './random.js';

/** How fast the simulator streams: like a real model, a few milliseconds per chunk, or not at all. */
export const PACES = ['lifelike', 'brisk', 'fast', 'none'] as const;
export type Pace = (typeof PACES)[number];

export const isPace = (value: unknown): value is Pace =>
  typeof value === 'string' && (PACES as readonly string[]).includes(value);

/** The waits of one answer, in milliseconds. */
export interface Pacing {
  /** Before the first delta: the model "reads" the prompt. */
  firstToken(): number;
  /** After a chunk of `tokens` tokens. */
  afterChunk(tokens: number): number;
  /** Between two thinking phases. */
  betweenPhases(): number;
}

/** A model's pace, drawn once per answer: a wait before the first token, then a steady rate. */
const modelPacing = (
  random: Random,
  [firstMin, firstMax]: readonly [number, number],
  [slowest, fastest]: readonly [number, number],
  [phaseMin, phaseMax]: readonly [number, number],
): Pacing => {
  const tokensPerSecond = between(random, slowest, fastest);
  return {
    firstToken: () => between(random, firstMin, firstMax),
    afterChunk: (tokens) => Math.round((Math.max(1, tokens) * 1000) / tokensPerSecond),
    betweenPhases: () => between(random, phaseMin, phaseMax),
  };
};

/**
 * The pacing of one answer. Lifelike matches what users see from hosted LLMs: time to first token
 * of 400–900 ms, then a steady 30–60 tokens/s. Brisk is a fast hosted model, 200–260 tokens/s: a
 * long comparison (1,500 tokens) reads in 6 to 8 s, still word by word, in front of a client.
 */
export const createPacing = (pace: Pace, random: Random): Pacing => {
  switch (pace) {
    case 'lifelike':
      return modelPacing(random, [400, 900], [30, 60], [150, 400]);
    case 'brisk':
      return modelPacing(random, [300, 600], [200, 260], [100, 250]);
    case 'fast':
      return {
        firstToken: () => between(random, 2, 5),
        afterChunk: () => between(random, 1, 4),
        betweenPhases: () => between(random, 1, 4),
      };
    case 'none':
      return {firstToken: () => 0, afterChunk: () => 0, betweenPhases: () => 0};
  }
};

/**
 * Waits `ms`, or until `signal` aborts, whichever comes first; the timer is cleared either way so
 * an abandoned answer leaves nothing pending. Resolves `false` when aborted. `0` never touches a
 * timer; `Infinity` waits for the abort alone (a stalled stream), with no timer either.
 */
export const sleep = (ms: number, signal: AbortSignal): Promise<boolean> => {
  if (signal.aborted) return Promise.resolve(false);
  if (ms <= 0) return Promise.resolve(true);
  if (ms === Number.POSITIVE_INFINITY) {
    return new Promise((resolve) => {
      signal.addEventListener(
        'abort',
        () => {
          resolve(false);
        },
        {once: true},
      );
    });
  }
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, {once: true});
  });
};
