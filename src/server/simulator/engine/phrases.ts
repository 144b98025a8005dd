/**
 * Every fixed phrase of the simulator's answers, in the six API languages. The `Phrases` type makes
 * each language complete: a missing phrase is a type error, never an English fallback.
 */
import type {Language} from '../../../protocol/index.js';
import type {TaxTopic} from '../content/types.js';
import {joinList} from './text.js';

/** How long the answer the thinking announces will be. */
export type AnswerLength = 'short' | 'structured' | 'detailed';

export interface Phrases {
  /** The conjunction that ends a list: "a, b and c". */
  and: string;
  /** What follows a bold label: ": ", or " : " in French typography. */
  colon: string;
  /** Each tax in running text, lower case: "income tax". */
  taxLabel: Readonly<Record<TaxTopic, string>>;
  /** What an overview is about, in running text. */
  allTaxes: string;
  headingOverview: (inName: string) => string;
  headingComparison: (names: string) => string;
  /** Two phrasings, picked by the seed. */
  introOverview: readonly [(inName: string) => string, (inName: string) => string];
  /** `topics` are {@link Phrases.taxLabel} values, for the language to join with its grammar. */
  introTopics: readonly [
    (topics: readonly string[], inName: string) => string,
    (topics: readonly string[], inName: string) => string,
  ];
  introComparison: (topics: string, inName: string, others: string) => string;
  tableTax: string;
  highlightsTitle: string;
  checksTitle: string;
  checks: readonly string[];
  relatedTitle: string;
  nextStepsTitle: string;
  nextSteps: readonly string[];
  currencyNote: (currency: string) => string;
  disclaimer: string;
  clarify: {
    taxQuestion: string;
    sizeQuestion: string;
    sizeOptions: (currency: string) => readonly string[];
  };
  thinking: {
    understanding: (topics: string, inName: string) => string;
    research: (inName: string, publishers: string) => string;
    analysis: (topics: string) => string;
    comparison: (topics: string, others: string) => string;
    /** `length` is one of `lengths`. */
    drafting: (length: string, sources: number) => string;
    lengths: Readonly<Record<AnswerLength, string>>;
  };
}

/** "de" before a French noun phrase, elided before a vowel or a mute h: "d'impôt", "de droits". */
const elidedDe = (text: string): string =>
  /^[aeiouyàâéèêëîïôûh]/i.test(text) ? `d'${text}` : `de ${text}`;

const en: Phrases = {
  colon: ': ',
  and: 'and',
  taxLabel: {
    income: 'income tax',
    wealth: 'wealth tax',
    capital_gains: 'capital gains tax',
    inheritance: 'inheritance and gift tax',
  },
  allTaxes: 'the four main taxes on wealth',
  headingOverview: (inName) => `Taxes on wealth ${inName}: an overview`,
  headingComparison: (names) => `Comparison: ${names}`,
  introOverview: [
    (inName) =>
      `Here is how the four taxes that matter for private wealth work ${inName}: income, wealth, capital gains, and inheritance and gifts.`,
    (inName) =>
      `Four taxes shape a private client's position ${inName}: income tax, wealth tax, capital gains tax, and inheritance and gift tax. Here are the essentials.`,
  ],
  introTopics: [
    (topics, inName) =>
      `Here are the essentials of ${joinList(topics, 'and')} ${inName}, with the rates and thresholds as they stand.`,
    (topics, inName) =>
      `In short, here is what to know about ${joinList(topics, 'and')} ${inName}.`,
  ],
  introComparison: (topics, inName, others) =>
    `Here is how the position ${inName} compares with ${others} (${topics}). The table sums up each tax at a glance.`,
  tableTax: 'Tax',
  highlightsTitle: 'Regimes worth knowing',
  checksTitle: 'Points to check',
  checks: [
    'Your tax residence under domestic law and the applicable tax treaty (days of presence, home, centre of interests).',
    'The timing of disposals, gifts and changes of residence, including any exit tax.',
    'Reporting obligations for foreign accounts, trusts and companies.',
  ],
  relatedTitle: 'Other taxes to keep in mind',
  nextStepsTitle: 'Next steps',
  nextSteps: [
    'List your assets by type and country, with their acquisition values.',
    'Identify the tax treaty that applies between the countries involved.',
    'Review the plan with a qualified tax adviser before acting.',
  ],
  currencyNote: (currency) => `Amounts in ${currency} unless stated otherwise.`,
  disclaimer:
    'This answer is illustrative and general; it is not tax advice. Check with a qualified adviser.',
  clarify: {
    taxQuestion: 'Which tax are you asking about?',
    sizeQuestion: 'What is the approximate size of your wealth?',
    sizeOptions: (c) => [
      `Under 1 million ${c}`,
      `1 to 5 million ${c}`,
      `5 to 20 million ${c}`,
      `Over 20 million ${c}`,
    ],
  },
  thinking: {
    understanding: (topics, inName) =>
      `Reading the question: it is about ${topics}, for a taxpayer resident ${inName}.`,
    research: (inName, publishers) => `Checking the official sources ${inName}: ${publishers}.`,
    analysis: (topics) =>
      `Working through the rates, thresholds and allowances that apply to ${topics}.`,
    comparison: (topics, others) =>
      `Comparing ${topics} with ${others}: rates, thresholds and allowances.`,
    drafting: (length, sources) =>
      `Drafting a ${length} answer with a disclaimer (official sources cited: ${sources}).`,
    lengths: {short: 'short', structured: 'structured', detailed: 'detailed'},
  },
};

const fr: Phrases = {
  colon: ' : ',
  and: 'et',
  taxLabel: {
    income: 'impôt sur le revenu',
    wealth: 'impôt sur la fortune',
    capital_gains: 'imposition des plus-values',
    inheritance: 'droits de succession et de donation',
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
    `Voici comment la situation ${inName} se compare à celle des pays suivants : ${others} (${topics}). Le tableau résume chaque impôt en un coup d'œil.`,
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
    sizeOptions: (c) => [
      `Moins de 1 million ${c}`,
      `De 1 à 5 millions ${c}`,
      `De 5 à 20 millions ${c}`,
      `Plus de 20 millions ${c}`,
    ],
  },
  thinking: {
    understanding: (topics, inName) =>
      `Je lis la question. Sujet : ${topics} ; contribuable résident ${inName}.`,
    research: (inName, publishers) =>
      `Je consulte les sources officielles ${inName} : ${publishers}.`,
    analysis: (topics) => `J'analyse les taux, seuils et abattements applicables : ${topics}.`,
    comparison: (topics, others) =>
      `Je compare avec les pays suivants : ${others} (${topics}) ; taux, seuils et abattements.`,
    drafting: (length, sources) =>
      `Je rédige une réponse ${length}, avec un avertissement (sources officielles citées : ${sources}).`,
    lengths: {short: 'courte', structured: 'structurée', detailed: 'détaillée'},
  },
};

const de: Phrases = {
  colon: ': ',
  and: 'und',
  taxLabel: {
    income: 'Einkommensteuer',
    wealth: 'Vermögensteuer',
    capital_gains: 'Besteuerung von Kapitalgewinnen',
    inheritance: 'Erbschaft- und Schenkungsteuer',
  },
  allTaxes: 'die vier wichtigsten Steuern auf Vermögen',
  headingOverview: (inName) => `Vermögensbesteuerung ${inName}: ein Überblick`,
  headingComparison: (names) => `Vergleich: ${names}`,
  introOverview: [
    (inName) =>
      `So funktionieren ${inName} die vier Steuern, auf die es bei Privatvermögen ankommt: Einkommen, Vermögen, Kapitalgewinne sowie Erbschaften und Schenkungen.`,
    (inName) =>
      `Vier Steuern bestimmen ${inName} die Lage einer vermögenden Privatperson: Einkommensteuer, Vermögensteuer, die Besteuerung von Kapitalgewinnen sowie die Erbschaft- und Schenkungsteuer. Das Wichtigste im Überblick.`,
  ],
  introTopics: [
    (topics, inName) =>
      `Hier das Wichtigste zum Thema ${joinList(topics, 'und')} ${inName}, mit den geltenden Sätzen und Schwellenwerten.`,
    (topics, inName) =>
      `Kurz gesagt: Das sollten Sie ${inName} zum Thema ${joinList(topics, 'und')} wissen.`,
  ],
  introComparison: (topics, inName, others) =>
    `So schneidet die Lage ${inName} im Vergleich zu folgenden Ländern ab: ${others} (${topics}). Die Tabelle fasst jede Steuer auf einen Blick zusammen.`,
  tableTax: 'Steuer',
  highlightsTitle: 'Wissenswerte Regelungen',
  checksTitle: 'Zu prüfen',
  checks: [
    'Ihre steuerliche Ansässigkeit nach innerstaatlichem Recht und nach dem anwendbaren Doppelbesteuerungsabkommen (Aufenthaltstage, Wohnsitz, Lebensmittelpunkt).',
    'Der Zeitpunkt von Veräußerungen, Schenkungen und Wohnsitzwechseln, einschließlich einer etwaigen Wegzugsbesteuerung.',
    'Meldepflichten für ausländische Konten, Trusts und Gesellschaften.',
  ],
  relatedTitle: 'Weitere Steuern im Blick',
  nextStepsTitle: 'Nächste Schritte',
  nextSteps: [
    'Vermögenswerte nach Art und Land auflisten, mit ihren Anschaffungskosten.',
    'Das anwendbare Doppelbesteuerungsabkommen zwischen den betroffenen Ländern ermitteln.',
    'Das Vorhaben vor der Umsetzung mit einer qualifizierten Steuerberatung abstimmen.',
  ],
  currencyNote: (currency) => `Beträge in ${currency}, sofern nicht anders angegeben.`,
  disclaimer:
    'Diese Antwort ist beispielhaft und allgemein; sie ist keine Steuerberatung. Lassen Sie Ihren Fall von einer qualifizierten Fachperson prüfen.',
  clarify: {
    taxQuestion: 'Um welche Steuer geht es Ihnen?',
    sizeQuestion: 'Wie hoch ist Ihr Vermögen ungefähr?',
    sizeOptions: (c) => [
      `Unter 1 Million ${c}`,
      `1 bis 5 Millionen ${c}`,
      `5 bis 20 Millionen ${c}`,
      `Über 20 Millionen ${c}`,
    ],
  },
  thinking: {
    understanding: (topics, inName) =>
      `Ich lese die Frage. Thema: ${topics}, für eine ${inName} ansässige steuerpflichtige Person.`,
    research: (inName, publishers) => `Ich prüfe die amtlichen Quellen ${inName}: ${publishers}.`,
    analysis: (topics) =>
      `Ich werte die geltenden Sätze, Schwellen und Freibeträge aus: ${topics}.`,
    comparison: (topics, others) =>
      `Ich vergleiche mit folgenden Ländern: ${others} (${topics}); Sätze, Schwellen und Freibeträge.`,
    drafting: (length, sources) =>
      `Ich verfasse eine ${length} Antwort mit Hinweis (zitierte amtliche Quellen: ${sources}).`,
    lengths: {short: 'kurze', structured: 'gegliederte', detailed: 'ausführliche'},
  },
};

const es: Phrases = {
  colon: ': ',
  and: 'y',
  taxLabel: {
    income: 'impuesto sobre la renta',
    wealth: 'impuesto sobre el patrimonio',
    capital_gains: 'tributación de las ganancias de capital',
    inheritance: 'impuesto sobre sucesiones y donaciones',
  },
  allTaxes: 'los cuatro grandes impuestos sobre el patrimonio',
  headingOverview: (inName) => `Fiscalidad del patrimonio ${inName}: panorama general`,
  headingComparison: (names) => `Comparativa: ${names}`,
  introOverview: [
    (inName) =>
      `Así funcionan ${inName} los cuatro impuestos que importan para un patrimonio privado: renta, patrimonio, ganancias de capital, y sucesiones y donaciones.`,
    (inName) =>
      `Cuatro impuestos determinan la situación de un cliente privado ${inName}: el impuesto sobre la renta, el impuesto sobre el patrimonio, la tributación de las ganancias de capital y el impuesto sobre sucesiones y donaciones. Esto es lo esencial.`,
  ],
  introTopics: [
    (topics, inName) =>
      `Esto es lo esencial en materia de ${joinList(topics, 'y')} ${inName}, con los tipos y umbrales vigentes.`,
    (topics, inName) =>
      `En pocas palabras, esto es lo que conviene saber ${inName} en materia de ${joinList(topics, 'y')}.`,
  ],
  introComparison: (topics, inName, others) =>
    `Así se compara la situación ${inName} con la de los siguientes países: ${others} (${topics}). La tabla resume cada impuesto de un vistazo.`,
  tableTax: 'Impuesto',
  highlightsTitle: 'Regímenes que conviene conocer',
  checksTitle: 'Puntos que comprobar',
  checks: [
    'Su residencia fiscal según el derecho interno y el convenio de doble imposición aplicable (días de presencia, vivienda, centro de intereses).',
    'El calendario de ventas, donaciones y cambios de residencia, incluido un posible impuesto de salida.',
    'Las obligaciones de información sobre cuentas, trusts y sociedades en el extranjero.',
  ],
  relatedTitle: 'Otros impuestos que conviene tener en cuenta',
  nextStepsTitle: 'Próximos pasos',
  nextSteps: [
    'Enumerar sus activos por tipo y por país, con su valor de adquisición.',
    'Identificar el convenio fiscal aplicable entre los países implicados.',
    'Validar el plan con un asesor fiscal cualificado antes de actuar.',
  ],
  currencyNote: (currency) => `Importes en ${currency}, salvo indicación en contrario.`,
  disclaimer:
    'Esta respuesta es ilustrativa y general; no constituye asesoramiento fiscal. Consúltelo con un asesor cualificado.',
  clarify: {
    taxQuestion: '¿Sobre qué impuesto es su pregunta?',
    sizeQuestion: '¿Cuál es el tamaño aproximado de su patrimonio?',
    sizeOptions: (c) => [
      `Menos de 1 millón ${c}`,
      `De 1 a 5 millones ${c}`,
      `De 5 a 20 millones ${c}`,
      `Más de 20 millones ${c}`,
    ],
  },
  thinking: {
    understanding: (topics, inName) =>
      `Leo la pregunta. Tema: ${topics}, para un contribuyente residente ${inName}.`,
    research: (inName, publishers) => `Consulto las fuentes oficiales ${inName}: ${publishers}.`,
    analysis: (topics) => `Analizo los tipos, umbrales y reducciones aplicables: ${topics}.`,
    comparison: (topics, others) =>
      `Comparo con los siguientes países: ${others} (${topics}); tipos, umbrales y reducciones.`,
    drafting: (length, sources) =>
      `Redacto una respuesta ${length}, con una advertencia (fuentes oficiales citadas: ${sources}).`,
    lengths: {short: 'breve', structured: 'estructurada', detailed: 'detallada'},
  },
};

const it: Phrases = {
  colon: ': ',
  and: 'e',
  taxLabel: {
    income: 'imposta sul reddito',
    wealth: 'imposta patrimoniale',
    capital_gains: 'tassazione delle plusvalenze',
    inheritance: 'imposta di successione e donazione',
  },
  allTaxes: 'le quattro principali imposte sul patrimonio',
  headingOverview: (inName) => `La fiscalità del patrimonio ${inName}: una panoramica`,
  headingComparison: (names) => `Confronto: ${names}`,
  introOverview: [
    (inName) =>
      `Ecco come funzionano ${inName} le quattro imposte che contano per un patrimonio privato: reddito, patrimonio, plusvalenze, successioni e donazioni.`,
    (inName) =>
      `Quattro imposte determinano la posizione di un cliente privato ${inName}: l'imposta sul reddito, l'imposta patrimoniale, la tassazione delle plusvalenze e l'imposta di successione e donazione. Ecco l'essenziale.`,
  ],
  introTopics: [
    (topics, inName) =>
      `Ecco l'essenziale in materia di ${joinList(topics, 'e')} ${inName}, con le aliquote e le soglie in vigore.`,
    (topics, inName) =>
      `In breve, ecco cosa sapere ${inName} in materia di ${joinList(topics, 'e')}.`,
  ],
  introComparison: (topics, inName, others) =>
    `Ecco come si confronta la situazione ${inName} con quella dei seguenti paesi: ${others} (${topics}). La tabella riassume ogni imposta a colpo d'occhio.`,
  tableTax: 'Imposta',
  highlightsTitle: 'Regimi da conoscere',
  checksTitle: 'Punti da verificare',
  checks: [
    'La residenza fiscale secondo il diritto interno e la convenzione contro le doppie imposizioni applicabile (giorni di presenza, abitazione, centro degli interessi).',
    "La tempistica di cessioni, donazioni e cambi di residenza, compresa un'eventuale exit tax.",
    "Gli obblighi dichiarativi per conti, trust e società all'estero.",
  ],
  relatedTitle: 'Altre imposte da tenere presenti',
  nextStepsTitle: 'Prossimi passi',
  nextSteps: [
    'Elencare i beni per tipo e per paese, con il relativo valore di acquisto.',
    'Individuare la convenzione fiscale applicabile tra i paesi interessati.',
    'Verificare il progetto con un consulente fiscale qualificato prima di agire.',
  ],
  currencyNote: (currency) => `Importi in ${currency}, salvo diversa indicazione.`,
  disclaimer:
    'Questa risposta è illustrativa e generale; non costituisce consulenza fiscale. Verifichi con un consulente qualificato.',
  clarify: {
    taxQuestion: 'A quale imposta si riferisce la sua domanda?',
    sizeQuestion: 'Qual è il valore approssimativo del suo patrimonio?',
    sizeOptions: (c) => [
      `Meno di 1 milione di ${c}`,
      `Da 1 a 5 milioni di ${c}`,
      `Da 5 a 20 milioni di ${c}`,
      `Oltre 20 milioni di ${c}`,
    ],
  },
  thinking: {
    understanding: (topics, inName) =>
      `Leggo la domanda. Tema: ${topics}, per un contribuente residente ${inName}.`,
    research: (inName, publishers) => `Consulto le fonti ufficiali ${inName}: ${publishers}.`,
    analysis: (topics) => `Analizzo aliquote, soglie e franchigie applicabili: ${topics}.`,
    comparison: (topics, others) =>
      `Confronto con i seguenti paesi: ${others} (${topics}); aliquote, soglie e franchigie.`,
    drafting: (length, sources) =>
      `Redigo una risposta ${length}, con un'avvertenza (fonti ufficiali citate: ${sources}).`,
    lengths: {short: 'breve', structured: 'strutturata', detailed: 'dettagliata'},
  },
};

const pt: Phrases = {
  colon: ': ',
  and: 'e',
  taxLabel: {
    income: 'imposto sobre o rendimento',
    wealth: 'imposto sobre o património',
    capital_gains: 'tributação das mais-valias',
    inheritance: 'imposto sobre heranças e doações',
  },
  allTaxes: 'os quatro grandes impostos sobre o património',
  headingOverview: (inName) => `Fiscalidade do património ${inName}: visão geral`,
  headingComparison: (names) => `Comparação: ${names}`,
  introOverview: [
    (inName) =>
      `Eis como funcionam ${inName} os quatro impostos que contam para um património privado: rendimento, património, mais-valias, heranças e doações.`,
    (inName) =>
      `Quatro impostos determinam a situação de um cliente privado ${inName}: o imposto sobre o rendimento, o imposto sobre o património, a tributação das mais-valias e o imposto sobre heranças e doações. Eis o essencial.`,
  ],
  introTopics: [
    (topics, inName) =>
      `Eis o essencial em matéria de ${joinList(topics, 'e')} ${inName}, com as taxas e limiares em vigor.`,
    (topics, inName) =>
      `Em resumo, eis o que convém saber ${inName} em matéria de ${joinList(topics, 'e')}.`,
  ],
  introComparison: (topics, inName, others) =>
    `Eis como a situação ${inName} se compara com a dos seguintes países: ${others} (${topics}). A tabela resume cada imposto num relance.`,
  tableTax: 'Imposto',
  highlightsTitle: 'Regimes a conhecer',
  checksTitle: 'Pontos a verificar',
  checks: [
    'A sua residência fiscal segundo o direito interno e a convenção para evitar a dupla tributação aplicável (dias de permanência, habitação, centro de interesses).',
    'O calendário de alienações, doações e mudanças de residência, incluindo uma eventual exit tax.',
    'As obrigações declarativas relativas a contas, trusts e sociedades no estrangeiro.',
  ],
  relatedTitle: 'Outros impostos a ter em conta',
  nextStepsTitle: 'Próximos passos',
  nextSteps: [
    'Listar os seus ativos por tipo e por país, com o respetivo valor de aquisição.',
    'Identificar a convenção fiscal aplicável entre os países em causa.',
    'Validar o projeto com um consultor fiscal qualificado antes de agir.',
  ],
  currencyNote: (currency) => `Montantes em ${currency}, salvo indicação em contrário.`,
  disclaimer:
    'Esta resposta é ilustrativa e geral; não constitui aconselhamento fiscal. Confirme junto de um consultor qualificado.',
  clarify: {
    taxQuestion: 'A que imposto se refere a sua pergunta?',
    sizeQuestion: 'Qual é o valor aproximado do seu património?',
    sizeOptions: (c) => [
      `Menos de 1 milhão de ${c}`,
      `De 1 a 5 milhões de ${c}`,
      `De 5 a 20 milhões de ${c}`,
      `Mais de 20 milhões de ${c}`,
    ],
  },
  thinking: {
    understanding: (topics, inName) =>
      `Leio a pergunta. Tema: ${topics}, para um contribuinte residente ${inName}.`,
    research: (inName, publishers) => `Consulto as fontes oficiais ${inName}: ${publishers}.`,
    analysis: (topics) => `Analiso as taxas, limiares e isenções aplicáveis: ${topics}.`,
    comparison: (topics, others) =>
      `Comparo com os seguintes países: ${others} (${topics}); taxas, limiares e isenções.`,
    drafting: (length, sources) =>
      `Redijo uma resposta ${length}, com um aviso (fontes oficiais citadas: ${sources}).`,
    lengths: {short: 'breve', structured: 'estruturada', detailed: 'detalhada'},
  },
};

/** The phrases of each language. */
export const PHRASES: Readonly<Record<Language, Phrases>> = {fr, en, de, es, it, pt};
