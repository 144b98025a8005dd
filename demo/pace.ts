import type {Pace} from '../src/server/simulator/index.js';

/**
 * The demo's default pace: brisk, so that the comparison table answers in under 10 s in front of a
 * client, still streaming word by word (at `lifelike`, 30–60 tokens/s, it took about 33 s).
 */
export const DEMO_PACE: Pace = 'brisk';
