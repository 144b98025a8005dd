/** The simulator's fixed phrases in Italian. */
import {joinList} from '../text.js';
import type {Phrases} from './types.js';

export const it: Phrases = {
  colon: ': ',
  and: 'e',
  locale: 'it',
  topicLabel: {
    income: 'imposta sul reddito',
    wealth: 'imposta patrimoniale',
    capital_gains: 'tassazione delle plusvalenze',
    inheritance: 'imposta di successione e donazione',
    pensions: 'pensioni e previdenza',
    real_estate: 'immobili',
    gifts: 'donazioni in vita',
    trusts: 'trust e fondazioni',
    exit: 'imposizione in uscita (exit tax)',
    crypto: 'cripto-attività',
  },
  topicArticled: {
    income: "l'imposta sul reddito",
    wealth: "l'imposta patrimoniale",
    capital_gains: 'la tassazione delle plusvalenze',
    inheritance: "l'imposta di successione e donazione",
    pensions: 'le pensioni e la previdenza',
    real_estate: 'gli immobili',
    gifts: 'le donazioni in vita',
    trusts: 'i trust e le fondazioni',
    exit: "l'imposizione in uscita (exit tax)",
    crypto: 'le cripto-attività',
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
    `Ecco come si confronta la situazione ${inName} con ${others.single ? `quella ${others.single}` : `quella dei seguenti Paesi: ${others.names}`} (${topics}). La tabella riassume ogni imposta a colpo d'occhio.`,
  leftOut: (names) =>
    `Esclusi dalla tabella per mantenerla leggibile: ${names}. Chieda separatamente per lo stesso livello di dettaglio.`,
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
    sizeOptions: ([a, b, c]) => [`Meno di ${a}`, `Da ${a} a ${b}`, `Da ${b} a ${c}`, `Oltre ${c}`],
  },
  thinking: {
    understanding: (topics, inName) =>
      `Leggo la domanda: il tema è ${topics}, per un contribuente residente ${inName}.`,
    research: (inName, publishers) =>
      `Consulto il testo delle leggi e della prassi ufficiale ${inName}: ${publishers}.`,
    analysis: (topics) =>
      `Analizzo il quadro delle aliquote, delle soglie e delle franchigie: ${topics}.`,
    comparison: (topics, others) =>
      `Metto a confronto il quadro ${others.single ?? `dei seguenti Paesi: ${others.names}`} (${topics}): aliquote, soglie e franchigie.`,
    drafting: (length, sources) =>
      `Redigo una risposta ${length}, che è accompagnata da un'avvertenza (fonti ufficiali citate: ${sources}).`,
    lengths: {short: 'breve', structured: 'strutturata', detailed: 'dettagliata'},
    mobile: {
      understanding: (topics) =>
        `Leggo la domanda: il tema è ${topics}, per una persona la cui vita e il cui patrimonio si estendono su più Paesi.`,
      research: (publishers) =>
        `Consulto il testo dei trattati e delle fonti internazionali: ${publishers}.`,
    },
  },
};
