import type {Residence} from '../../../protocol/index.js';

/**
 * The jurisdiction a residence is compared with when a question asks for a comparison but names no
 * other: the one its clients most often weigh it against. The demo's cross-border suggestions use
 * the same map, so a suggestion and the answer it gets compare the same two places.
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
  gb: 'it',
  mc: 'fr',
  gr: 'it',
  ad: 'es',
  nl: 'be',
  us: 'gb',
  mu: 'fr',
  ma: 'fr',
  intl: 'ch',
};
