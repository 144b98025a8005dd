/**
 * Which of the six API languages a text is written in, from its function words: enough to tell an
 * answer in Portuguese from one in Spanish, with no dependency and no network.
 */
import type {Language} from '../../src/protocol/index.js';

/** Frequent short words, each kept in one list only: words two languages share tell nothing. */
const FUNCTION_WORDS: Readonly<Record<Language, readonly string[]>> = {
  en: ['the', 'and', 'of', 'is', 'are', 'to', 'with', 'your', 'this', 'that', 'for', 'from', 'on'],
  fr: [
    'les',
    'des',
    'du',
    'et',
    'est',
    'sont',
    'une',
    'pour',
    'sur',
    'dans',
    'avec',
    'vous',
    'aux',
  ],
  de: ['der', 'die', 'das', 'und', 'ist', 'sind', 'ein', 'eine', 'mit', 'auf', 'den', 'dem', 'für'],
  es: ['el', 'los', 'las', 'y', 'son', 'su', 'sus', 'muy', 'hay', 'más', 'pero', 'según', 'cuando'],
  it: [
    'il',
    'gli',
    'è',
    'sono',
    'di',
    'della',
    'dei',
    'delle',
    'degli',
    'che',
    'nel',
    'alla',
    'sul',
  ],
  pt: ['os', 'é', 'são', 'um', 'uma', 'do', 'em', 'não', 'ao', 'pelo', 'pela', 'na', 'mais'],
};

const LOOKUP = new Map<string, Language>(
  Object.entries(FUNCTION_WORDS).flatMap(([language, words]) =>
    words.map((word) => [word, language as Language] as const),
  ),
);

/** How many function words of each language a text holds. */
export const languageScores = (text: string): Record<Language, number> => {
  const scores: Record<Language, number> = {fr: 0, en: 0, de: 0, es: 0, it: 0, pt: 0};
  const words = text
    // Links and citations are not prose.
    .replace(/https?:\/\/\S+/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u);
  for (const word of words) {
    const language = LOOKUP.get(word);
    if (language) scores[language]++;
  }
  return scores;
};

/**
 * The language a text is clearly written in: the one with the most function words, at least
 * twice as many as the runner-up and at least five. `undefined` when it is not clear.
 */
export const guessLanguage = (text: string): Language | undefined => {
  const ranked = Object.entries(languageScores(text)).sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] < 5 || (second && first[1] < second[1] * 2)) return undefined;
  return first[0] as Language;
};
