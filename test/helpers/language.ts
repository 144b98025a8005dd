/**
 * Which of the six API languages a text is written in, told by its function words: enough to
 * catch a German answer that carries an English paragraph, or tell Portuguese from Spanish, with
 * no dependency and no network; not a general language detector.
 */
import {LANGUAGES} from '../../src/protocol/index.js';
import type {Language} from '../../src/protocol/index.js';

/**
 * Short words that are common in one language and rare or absent in the five others ("as" and
 * "das" stand in two lists: a short Portuguese sentence may hold few other function words).
 */
const FUNCTION_WORDS: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'your',
    'the',
    'and',
    'of',
    'is',
    'are',
    'with',
    'from',
    'which',
    'their',
    'this',
    'be',
    'an',
    'or',
    'on',
    'to',
    'for',
    'by',
    'at',
    'that',
    'who',
    'its',
    'as',
    'not',
    'has',
    'have',
    'can',
    'over',
    'under',
  ],
  fr: [
    'pour',
    'vous',
    'le',
    'les',
    'des',
    'du',
    'et',
    'est',
    'sont',
    'avec',
    'dans',
    'une',
    'au',
    'aux',
    'qui',
    'pas',
    'leur',
    'sur',
    'comme',
    'ils',
    'elles',
    'par',
    'ces',
    'ses',
    'leurs',
    'sous',
    'peut',
    'être',
    'selon',
    'sauf',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'ist',
    'sind',
    'für',
    'mit',
    'von',
    'auf',
    'im',
    'eine',
    'den',
    'dem',
    'nicht',
    'zu',
    'bei',
    'wird',
    'werden',
    'oder',
    'ein',
    'einer',
    'eines',
    'auch',
    'nur',
    'als',
    'sich',
    'zum',
    'zur',
    'nach',
    'über',
    'aus',
    'wenn',
    'kann',
    'bis',
  ],
  es: [
    'hay',
    'más',
    'según',
    'el',
    'los',
    'las',
    'y',
    'es',
    'son',
    'con',
    'su',
    'sus',
    'al',
    'lo',
    'como',
    'se',
    'hasta',
    'también',
    'desde',
    'muy',
    'pero',
    'cuando',
    'este',
    'esta',
  ],
  it: [
    'il',
    'gli',
    'della',
    'delle',
    'dei',
    'è',
    'sono',
    'per',
    'nel',
    'nella',
    'alla',
    'dal',
    'che',
    'di',
    'sul',
    'sulla',
    'degli',
    'anche',
    'ai',
    'dalla',
    'chi',
    'più',
    'ha',
    'hanno',
    'questo',
    'questa',
    'ed',
    'alle',
    'agli',
  ],
  pt: [
    'mais',
    'os',
    'da',
    'do',
    'dos',
    'é',
    'são',
    'uma',
    'em',
    'não',
    'no',
    'na',
    'ao',
    'à',
    'pelo',
    'pela',
    'ou',
    'um',
    'seu',
    'sua',
    'seus',
    'suas',
    'também',
    'até',
    'nos',
    'nas',
    'aos',
    'das',
    'as',
  ],
};

/** How many of each language's function words the text holds; links and citations are not prose. */
export const languageScores = (text: string): Record<Language, number> => {
  const words = text
    .replace(/https?:\/\/\S+/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u);
  const scores = Object.fromEntries(LANGUAGES.map((language) => [language, 0])) as Record<
    Language,
    number
  >;
  for (const word of words) {
    for (const language of LANGUAGES) {
      if (FUNCTION_WORDS[language].includes(word)) scores[language]++;
    }
  }
  return scores;
};

/** How sure a guess must be: the leader's function words, at least, and its lead over the next. */
export interface Confidence {
  /** The fewest function words the leader may hold. */
  readonly atLeast: number;
  /** How many times the runner-up's count the leader must hold. */
  readonly ratio: number;
}

/** Any lead at all: the simulator's content, written to be in one language. */
const PLURALITY: Confidence = {atLeast: 1, ratio: 1};

/**
 * The language whose function words the text holds most of, or `undefined` on a tie or a lead
 * short of `confidence` (an upstream's answer is held to five words and twice the runner-up's).
 */
export const guessLanguage = (
  text: string,
  {atLeast, ratio}: Confidence = PLURALITY,
): Language | undefined => {
  const [first, second] = Object.entries(languageScores(text)).sort((a, b) => b[1] - a[1]);
  if (!first || first[1] < atLeast) return undefined;
  if (second && (first[1] <= second[1] || first[1] < second[1] * ratio)) return undefined;
  return first[0] as Language;
};
