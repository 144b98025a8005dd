/** A source of numbers in [0, 1): `Math.random` or a seeded generator. */
export type Random = () => number;

/** FNV-1a: a stable 32-bit hash, so a seed plus a request always picks the same variations. */
export const hashString = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** Mulberry32: tiny, fast and good enough to pick phrasings and jitter delays reproducibly. */
export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** An integer in [min, max], both included. */
export const between = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

/** One item of a non-empty list. */
export const pick = <T>(random: Random, items: readonly [T, ...T[]]): T =>
  items[Math.floor(random() * items.length)] ?? items[0];
