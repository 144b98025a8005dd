/**
 * Which of the six API languages a text is written in, told by its function words: enough to
 * catch a German answer that carries an English paragraph, not a general language detector.
 */
import {LANGUAGES} from '../../../src/protocol/index.js';
import type {Language} from '../../../src/protocol/index.js';

/** Short words that are common in one language and rare or absent in the five others. */
const FUNCTION_WORDS: Readonly<Record<Language, readonly string[]>> = {
  en: [
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
    'os',
    'da',
    'do',
    'das',
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
    'as',
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
  ],
};

/** How many of each language's function words the text holds. */
export const languageScores = (text: string): Record<Language, number> => {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
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

/** The language whose function words the text holds most of, or `undefined` on a tie. */
export const guessLanguage = (text: string): Language | undefined => {
  const scores = Object.entries(languageScores(text)).sort((a, b) => b[1] - a[1]);
  const [first, second] = scores;
  return first && second && first[1] > second[1] ? (first[0] as Language) : undefined;
};

/**
 * Sentences run together without a space ("…steuerpflichtige Person.Ich prüfe…"): a lower-case
 * word, a digit or a closing sign, a stop, then a capital. "U.S." and "gov.uk" do not match.
 */
export const RUN_TOGETHER = /(?:\p{Ll}{2}|[\d%)*])[.!?;:]\p{Lu}/u;
