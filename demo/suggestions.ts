/**
 * The suggested questions: four per residence and language, each showing one strength of the
 * agent. They are written from one small table per language with the residence's name slotted in,
 * in words the agent recognises (see `src/server/simulator/engine/topic.ts` and `clarify.ts`).
 */
import {NEIGHBOUR, RESIDENCE_NAMES} from './residences.js';
import type {Effort, Language, Residence} from '../src/index.js';

/** What a suggestion demonstrates. */
export const SUGGESTION_KINDS = ['wealth', 'compare', 'clarify', 'deep'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** One suggested question, ready for `chat.send(text)`. */
export interface Suggestion {
  kind: SuggestionKind;
  /** What it shows, for the audience (the page's own labels stay English). */
  label: string;
  text: string;
  /** The effort to switch to before asking, when the suggestion needs one. */
  effort?: Effort;
}

type Template = (home: string, other: string) => string;

/** Per language: a wealth-tax question, a comparison, a vague question, an in-depth one. */
const TEMPLATES: Readonly<Record<Language, Readonly<Record<SuggestionKind, Template>>>> = {
  en: {
    wealth: (home) => `${home}: how is wealth taxed, and from what threshold?`,
    compare: (home, other) =>
      `Compare wealth, capital gains and inheritance taxes: ${home} vs ${other}`,
    clarify: (home) => `${home}: what would you advise in my situation?`,
    deep: (home, other) =>
      `${home}: a complete plan for a family relocating there (current residence: ${other}): income, wealth, capital gains, inheritance and the regimes for new residents`,
  },
  fr: {
    wealth: (home) => `${home} : comment le patrimoine est-il imposé, et à partir de quel seuil ?`,
    compare: (home, other) =>
      `Comparer la fiscalité du patrimoine, des plus-values et des successions : ${home} et ${other}`,
    clarify: (home) => `${home} : que me conseillez-vous dans ma situation ?`,
    deep: (home, other) =>
      `${home} : un plan complet pour une famille qui s'y installe (résidence actuelle : ${other}) : revenus, fortune, plus-values, successions et régimes des nouveaux résidents`,
  },
  de: {
    wealth: (home) => `${home}: Wie wird Vermögen besteuert, und ab welcher Schwelle?`,
    compare: (home, other) =>
      `Vergleich der Vermögens-, Kapitalgewinn- und Erbschaftsteuer: ${home} und ${other}`,
    clarify: (home) => `${home}: Was raten Sie für meine Situation?`,
    deep: (home, other) =>
      `${home}: ein vollständiger Plan für den Umzug einer Familie (bisheriger Wohnsitz: ${other}): Einkommen, Vermögen, Kapitalgewinne, Erbschaft und Sonderregime für Zuzügler`,
  },
  es: {
    wealth: (home) => `${home}: ¿cómo se grava el patrimonio y a partir de qué umbral?`,
    compare: (home, other) =>
      `Comparar los impuestos sobre el patrimonio, las ganancias de capital y las herencias: ${home} y ${other}`,
    clarify: (home) => `${home}: ¿qué me aconseja en mi situación?`,
    deep: (home, other) =>
      `${home}: un plan completo para una familia que se muda (residencia actual: ${other}): renta, patrimonio, ganancias de capital, herencias y regímenes para nuevos residentes`,
  },
  it: {
    wealth: (home) => `${home}: come viene tassato il patrimonio, e da quale soglia?`,
    compare: (home, other) =>
      `Confrontare le imposte su patrimonio, plusvalenze ed eredità: ${home} e ${other}`,
    clarify: (home) => `${home}: cosa mi consiglia nella mia situazione?`,
    deep: (home, other) =>
      `${home}: un piano completo per una famiglia che si trasferisce (residenza attuale: ${other}): redditi, patrimonio, plusvalenze, eredità e regimi per i nuovi residenti`,
  },
  pt: {
    wealth: (home) => `${home}: como é tributado o património, e a partir de que limiar?`,
    compare: (home, other) =>
      `Comparar os impostos sobre património, mais-valias e heranças: ${home} e ${other}`,
    clarify: (home) => `${home}: o que me aconselha na minha situação?`,
    deep: (home, other) =>
      `${home}: um plano completo para uma família que se muda (residência atual: ${other}): rendimentos, património, mais-valias, heranças e regimes para novos residentes`,
  },
};

const LABELS: Readonly<Record<SuggestionKind, string>> = {
  wealth: 'Wealth tax',
  compare: 'Cross-border table',
  clarify: 'Clarification form',
  deep: 'In depth · max effort',
};

/** The four suggested questions for a residence, in a language. */
export const suggestionsFor = (residence: Residence, language: Language): Suggestion[] => {
  const home = RESIDENCE_NAMES[residence][language];
  const other = RESIDENCE_NAMES[NEIGHBOUR[residence]][language];
  return SUGGESTION_KINDS.map((kind) => ({
    kind,
    label: LABELS[kind],
    text: TEMPLATES[language][kind](home, other),
    ...(kind === 'deep' ? {effort: 'max' as const} : {}),
  }));
};
