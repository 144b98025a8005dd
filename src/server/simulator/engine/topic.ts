/**
 * What a question is about, read from its words in any of the six languages: the taxes, the
 * jurisdictions it names, whether it asks for a comparison or about special regimes.
 */
import {RESIDENCES} from '../../../protocol/index.js';
import type {Residence} from '../../../protocol/index.js';
import {TOPICS} from '../content/types.js';
import type {JurisdictionContent, Topic} from '../content/types.js';
import {hasTerm, normalize, termIndex} from './text.js';

/** Keywords per topic, accents and case ignored; `*` marks a word prefix. */
const TOPIC_TERMS: Readonly<Record<Topic, readonly string[]>> = {
  income: [
    'income*',
    'revenu*',
    'einkommen*',
    'einkunft*',
    'einkunfte*',
    'renta',
    'rentas',
    'irpf',
    'reddito',
    'redditi',
    'irpef',
    'rendimento*',
    'salary',
    'salaries',
    'salaire*',
    'gehalt*',
    'lohn*',
    'salario*',
    'stipendi*',
    'dividend*',
    'dividende*',
  ],
  wealth: [
    'wealth',
    'net worth',
    'fortune*',
    'vermogen*',
    'patrimonio',
    'patrimoine*',
    'patrimoniale',
    'ifi',
    'isf',
    'ivie',
    'ivafe',
  ],
  capital_gains: [
    'capital gain*',
    'plus value*',
    'plusvalue*',
    'kapitalgewinn*',
    'verausserungsgewinn*',
    'kursgewinn*',
    'ganancia*',
    'plusvalia*',
    'plusvalenz*',
    'mais valia*',
    'cgt',
  ],
  inheritance: [
    'inherit*',
    'estate tax',
    'bequest*',
    'heir*',
    'succession*',
    'heritier*',
    'heritage*',
    'erbschaft*',
    'erbe',
    'erben',
    'nachlass*',
    'herencia*',
    'heredero*',
    'sucesion*',
    'successione*',
    'successori*',
    'eredita*',
    'heranca*',
    'herdeiro*',
  ],
  pensions: [
    'pension*',
    'retirement',
    'retire',
    'retraite*',
    'rente',
    'renten*',
    'ruhestand*',
    'altersvorsorge*',
    'jubilacion*',
    'pensione*',
    'previdenza*',
    'pensao',
    'pensoes',
    'aposentadoria*',
  ],
  real_estate: [
    'real estate',
    'property',
    'properties',
    'rental*',
    'immobili*',
    'inmobiliari*',
    'inmueble*',
    'immobilie*',
    'grundsteuer*',
    'grundstuck*',
    'imovel',
    'imoveis',
    'imobiliari*',
    'loyer*',
    'mieteinnahmen*',
    'alquiler*',
    'affitt*',
    'arrendamento*',
  ],
  gifts: ['gift*', 'donation*', 'schenkung*', 'donacion*', 'donazion*', 'doacao*', 'doacoe*'],
  trusts: [
    'trust',
    'trusts',
    'foundation*',
    'fondation*',
    'stiftung*',
    'fundacion*',
    'fondazion*',
    'fundacao',
    'fundacoes',
    'fiducie*',
  ],
  exit: [
    'exit tax*',
    'exit taxation',
    // Leaving the country, as people ask it ("What happens if I leave Greece?"), and not leaving
    // a legacy or leaving assets in a trust: "leaving" and a place name is read in `analyzeQuestion`.
    'leaving the country',
    'leaving for',
    'leave the country',
    'if i leave',
    'when i leave',
    'before i leave',
    'once i leave',
    'quitter la',
    'quitter le',
    'quitter l',
    'quitte la',
    'quitte le',
    'quitte l',
    'verlassen',
    'verlasse',
    'wegziehen',
    'salir de',
    'dejar el pais',
    'lasciare l',
    'lasciare il',
    'lascio l',
    'lascio il',
    'sair de',
    'sair do',
    'deixar o pais',
    'wegzugsbesteuerung',
    'wegzugsteuer*',
    'impuesto de salida',
    'tributacion de salida',
    'imposizione in uscita',
    'tributacao a saida',
    'expatriation tax',
  ],
  crypto: ['crypto*', 'krypto*', 'cripto*', 'bitcoin*', 'ether', 'ethereum', 'blockchain'],
};

/** Words asking for a comparison, in the six languages. */
const COMPARE_TERMS = ['compar*', 'vergleich*', 'confront*', 'versus', 'vs'];

/** Words showing an interest in special regimes for new residents, lump sums, non-doms... */
const REGIME_TERMS = [
  'regim*',
  'non dom*',
  'expat*',
  'impatri*',
  'new resident*',
  'nouveau resident*',
  'flat tax',
  'forfait*',
  'pauschal*',
  'lump sum',
  'beckham',
  'nhr',
  'relocat*',
  'move',
  'moving',
  'demenag*',
  'installer',
  'umzug*',
  'umzieh*',
  'wegzug*',
  'mudar*',
  'mudanza',
  'trasferi*',
];

/** "my situation", "my case", in the six languages: too vague without a tax. */
const SITUATION_TERMS = [
  'my situation',
  'my case',
  'ma situation',
  'mon cas',
  'notre situation',
  'meine situation',
  'meiner situation',
  'unsere situation',
  'unserer situation',
  'meine lage',
  'meiner lage',
  'mein fall',
  'meinen fall',
  'mi situacion',
  'mi caso',
  'mia situazione',
  'mio caso',
  'minha situacao',
  'meu caso',
];

/** Words asking the agent to ask back: a documented way to get a clarification. */
export const CLARIFY_TERMS = [
  'clarif*',
  'preciser',
  'klaren',
  'klarung',
  'aclarar',
  'chiarire',
  'esclarecer',
];

/**
 * Names the content's `name` lists lack: short forms and nationality adjectives. Adjectives that
 * are also language names ("French", "Deutsch") are left out: "answer in French" names no country.
 */
const ALIASES: Partial<Record<Residence, readonly string[]>> = {
  ch: ['swiss', 'suisse*', 'schweizer*', 'suizo*', 'svizzer*', 'suico*', 'helveti*'],
  be: ['belgian', 'belge*', 'belgisch*', 'belga*'],
  lu: ['luxembourgish', 'luxembourgeois*', 'luxemburgisch*', 'luxemburgues*'],
  gb: [
    'uk',
    'u k',
    'britain',
    'great britain',
    'british',
    'england',
    'royaume uni',
    'angleterre',
    'britannique*',
    'grossbritannien',
    'britisch*',
    'reino unido',
    'inglaterra',
    'britanico*',
    'regno unito',
    'inghilterra',
    'britannic*',
    'london',
    'londres',
  ],
  mc: ['monegasque*', 'monaco'],
  ad: ['andorran*', 'andorre*'],
  nl: ['netherlands', 'holland*', 'neerlandais*', 'niederlandisch*', 'olandes*'],
  us: [
    'usa',
    'america',
    'american*',
    'etats unis',
    'americain*',
    'amerika*',
    'estados unidos',
    'stati uniti',
    'estadounidense*',
    'americano*',
  ],
  // "Maurice" and "Mauricio" are first names too: only a place where the words make it one.
  mu: [
    'mauritian*',
    'mauricien*',
    'ile maurice',
    'a maurice',
    'republique de maurice',
    'isla mauricio',
    'en mauricio',
    'republica de mauricio',
  ],
  ma: ['moroccan*', 'marocain*', 'marokkanisch*', 'marroqui*', 'marocchin*', 'marroquino*'],
};

/** What the last user message asks. */
export interface QuestionAnalysis {
  /** The topics it names, in {@link TOPICS} order; empty when it names none. */
  topics: Topic[];
  /** The jurisdictions it names, in the order it names them (the residence included). */
  jurisdictions: Residence[];
  /** It asks for a comparison in words. */
  compare: boolean;
  /** It touches on special regimes or moving: the highlights are worth showing. */
  regimes: boolean;
  /** It asks about "my situation" or "my case". */
  situation: boolean;
  /** It uses a word asking for clarification ({@link CLARIFY_TERMS}). */
  clarify: boolean;
  words: number;
}

const matchesAny = (normalized: string, terms: readonly string[]) =>
  terms.some((term) => hasTerm(normalized, term));

/** Names in the content that are also first names, and so name no place on their own. */
const FIRST_NAMES = new Set(['Maurice', 'Mauricio']);

const namesOf = (content: JurisdictionContent): string[] => [
  ...Object.values(content.name).filter((name) => !FIRST_NAMES.has(name)),
  ...(ALIASES[content.code] ?? []),
];

/** Reads a question; `content` supplies each jurisdiction's names in the six languages. */
export const analyzeQuestion = (
  question: string,
  content: Readonly<Record<Residence, JurisdictionContent>>,
): QuestionAnalysis => {
  const normalized = normalize(question);
  const named: Array<{code: Residence; at: number}> = [];
  let leavesPlace = false;
  // `intl` has no name a user would type for it; "international" is an ordinary word.
  for (const code of RESIDENCES.filter((item) => item !== 'intl')) {
    const names = namesOf(content[code]);
    leavesPlace ||= names.some(
      (name) =>
        hasTerm(normalized, `leaving ${name}`) || hasTerm(normalized, `leaving the ${name}`),
    );
    const positions = names.map((name) => termIndex(normalized, name)).filter((at) => at >= 0);
    // "US" only in capitals: "us" is an English pronoun.
    const capitals = code === 'us' ? /\bU\.?S\.?A?\b/.exec(question) : null;
    if (capitals) {
      positions.push(capitals.index);
      leavesPlace ||= /\b[Ll]eaving (?:the )?U\.?S\.?A?\b/.test(question);
    }
    if (positions.length > 0) named.push({code, at: Math.min(...positions)});
  }
  return {
    topics: TOPICS.filter(
      (topic) => matchesAny(normalized, TOPIC_TERMS[topic]) || (topic === 'exit' && leavesPlace),
    ),
    jurisdictions: named.sort((a, b) => a.at - b.at).map((item) => item.code),
    compare: matchesAny(normalized, COMPARE_TERMS),
    regimes: matchesAny(normalized, REGIME_TERMS),
    situation: matchesAny(normalized, SITUATION_TERMS),
    clarify: matchesAny(normalized, CLARIFY_TERMS),
    words: normalized.trim() === '' ? 0 : normalized.trim().split(' ').length,
  };
};
