/** The simulator's fixed phrases in French. */
import {joinList} from '../text.js';
import type {Phrases} from './types.js';

/** "de" before a French noun phrase, elided before a vowel or a mute h: "d'impôt", "de droits". */
const elidedDe = (text: string): string =>
  /^[aeiouyàâéèêëîïôûh]/i.test(text) ? `d'${text}` : `de ${text}`;

export const fr: Phrases = {
  colon: ' : ',
  and: 'et',
  locale: 'fr',
  topicLabel: {
    income: 'impôt sur le revenu',
    wealth: 'impôt sur la fortune',
    capital_gains: 'imposition des plus-values',
    inheritance: 'droits de succession et de donation',
    pensions: 'retraites et épargne retraite',
    real_estate: 'immobilier',
    gifts: 'donations de son vivant',
    trusts: 'trusts et fondations',
    exit: 'imposition au départ (exit tax)',
    crypto: 'crypto-actifs',
  },
  topicArticled: {
    income: "l'impôt sur le revenu",
    wealth: "l'impôt sur la fortune",
    capital_gains: "l'imposition des plus-values",
    inheritance: 'les droits de succession et de donation',
    pensions: 'les retraites et l’épargne retraite',
    real_estate: "l'immobilier",
    gifts: 'les donations de son vivant',
    trusts: 'les trusts et fondations',
    exit: "l'imposition au départ (exit tax)",
    crypto: 'les crypto-actifs',
  },
  allTaxes: 'les quatre grands impôts sur le patrimoine',
  headingOverview: (inName) => `La fiscalité du patrimoine ${inName} : vue d'ensemble`,
  headingComparison: (names) => `Comparaison : ${names}`,
  introOverview: [
    (inName) =>
      `Voici comment fonctionnent ${inName} les quatre impôts qui comptent pour un patrimoine privé : revenu, fortune, plus-values, successions et donations.`,
    (inName) =>
      `Quatre impôts déterminent la situation d'un client privé ${inName} : l'impôt sur le revenu, l'impôt sur la fortune, l'imposition des plus-values et les droits de succession et de donation. Voici l'essentiel.`,
  ],
  introTopics: [
    (topics, inName) =>
      `Voici l'essentiel ${inName} en matière ${joinList(topics.map(elidedDe), 'et')}, avec les taux et seuils en vigueur.`,
    (topics, inName) =>
      `En bref, voici ce qu'il faut retenir ${inName} en matière ${joinList(topics.map(elidedDe), 'et')}.`,
  ],
  introComparison: (topics, inName, others) =>
    `Voici comment la situation ${inName} se compare ${others.single ? `à la situation ${others.single}` : `à celle des pays suivants : ${others.names}`} (${topics}). Le tableau résume chaque impôt en un coup d'œil.`,
  leftOut: (names) =>
    `Non repris dans le tableau pour qu'il reste lisible : ${names}. Posez la question séparément pour le même niveau de détail.`,
  tableTax: 'Impôt',
  highlightsTitle: 'Régimes à connaître',
  checksTitle: 'Points à vérifier',
  checks: [
    'Votre résidence fiscale selon le droit interne et la convention fiscale applicable (jours de présence, foyer, centre des intérêts).',
    'Le calendrier des cessions, donations et changements de résidence, y compris une éventuelle exit tax.',
    "Les obligations déclaratives pour les comptes, trusts et sociétés à l'étranger.",
  ],
  relatedTitle: 'Les autres impôts à garder en tête',
  nextStepsTitle: 'Prochaines étapes',
  nextSteps: [
    "Dresser la liste de vos actifs par nature et par pays, avec leur valeur d'acquisition.",
    'Identifier la convention fiscale applicable entre les pays concernés.',
    "Valider le projet avec un conseiller fiscal qualifié avant d'agir.",
  ],
  currencyNote: (currency) => `Montants en ${currency}, sauf mention contraire.`,
  disclaimer:
    "Cette réponse est illustrative et générale ; elle ne constitue pas un conseil fiscal. Vérifiez auprès d'un conseiller qualifié.",
  clarify: {
    taxQuestion: 'Sur quel impôt porte votre question ?',
    sizeQuestion: 'Quel est le montant approximatif de votre patrimoine ?',
    sizeOptions: ([a, b, c]) => [
      `Moins de ${a}`,
      `De ${a} à ${b}`,
      `De ${b} à ${c}`,
      `Plus de ${c}`,
    ],
  },
  thinking: {
    understanding: (topics, inName) =>
      `Je lis la question : elle porte sur ${topics}, pour un contribuable qui réside ${inName}.`,
    research: (inName, publishers) =>
      `Je consulte les textes et les sources officielles ${inName} : ${publishers}.`,
    analysis: (topics) => `J'analyse les taux, seuils et abattements applicables : ${topics}.`,
    comparison: (topics, others) =>
      `Je compare avec ${others.single ? `la situation ${others.single}` : `les pays suivants : ${others.names}`} (${topics}) ; taux, seuils et abattements.`,
    drafting: (length, sources) =>
      `Je rédige une réponse ${length}, avec un avertissement (sources officielles citées : ${sources}).`,
    lengths: {short: 'courte', structured: 'structurée', detailed: 'détaillée'},
    mobile: {
      understanding: (topics) =>
        `Je lis la question : elle porte sur ${topics}, pour une personne dont la vie et le patrimoine s'étendent sur plusieurs pays.`,
      research: (publishers) =>
        `Je consulte les conventions et les sources internationales : ${publishers}.`,
    },
  },
};
