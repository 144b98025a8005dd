import type {Residence} from './constants.js';

/**
 * The jurisdiction a residence is compared with when a question asks for a comparison but names no
 * other: the one its clients most often weigh it against (a neighbour, or the usual move: London
 * and Geneva for a wealthy UK family). The simulator compares with it, and the demo's cross-border
 * suggestions name it, so a suggestion and its answer compare the same places. `intl` is no place:
 * the simulator compares the usual destinations instead (`engine/answer.ts`).
 */
export const DEFAULT_NEIGHBOUR: Readonly<Record<Residence, Exclude<Residence, 'intl'>>> = {
  fr: 'ch',
  ch: 'fr',
  it: 'ch',
  be: 'lu',
  lu: 'be',
  de: 'ch',
  es: 'pt',
  pt: 'es',
  gb: 'ch',
  mc: 'fr',
  gr: 'it',
  ad: 'es',
  nl: 'be',
  us: 'gb',
  mu: 'fr',
  ma: 'fr',
  intl: 'ch',
};
