/** The simulator's fixed phrases in German. */
import {joinList} from '../text.js';
import type {Phrases} from './types.js';

/** Each topic in running text. */
const TOPICS: Phrases['topicLabel'] = {
  income: 'Einkommensteuer',
  wealth: 'Vermögensteuer',
  capital_gains: 'Besteuerung von Kapitalgewinnen',
  inheritance: 'Erbschaft- und Schenkungsteuer',
  pensions: 'Altersvorsorge und Renten',
  real_estate: 'Immobilien',
  gifts: 'Schenkungen zu Lebzeiten',
  trusts: 'Trusts und Stiftungen',
  exit: 'Wegzugsbesteuerung',
  crypto: 'Kryptowerte',
};

export const de: Phrases = {
  colon: ': ',
  and: 'und',
  locale: 'de',
  topicLabel: TOPICS,
  // The subject of a sentence takes no article here: "it is about income tax".
  topicArticled: TOPICS,
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
    `So schneidet die Lage ${inName} im Vergleich ${others.single ? `zur Lage ${others.single} ab` : `zu folgenden Ländern ab: ${others.names}`} (${topics}). Die Tabelle fasst jede Steuer auf einen Blick zusammen.`,
  leftOut: (names) =>
    `Der Übersichtlichkeit halber nicht in der Tabelle: ${names}. Fragen Sie danach gesondert, um dieselben Einzelheiten zu erhalten.`,
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
    sizeOptions: ([a, b, c]) => [`Unter ${a}`, `${a} bis ${b}`, `${b} bis ${c}`, `Über ${c}`],
  },
  thinking: {
    understanding: (topics, inName) =>
      `Ich lese die Frage. Thema: ${topics}, für eine ${inName} ansässige steuerpflichtige Person.`,
    research: (inName, publishers) => `Ich prüfe die amtlichen Quellen ${inName}: ${publishers}.`,
    analysis: (topics) =>
      `Ich werte die geltenden Sätze, Schwellen und Freibeträge aus: ${topics}.`,
    comparison: (topics, others) =>
      `Ich vergleiche mit ${others.single ? `der Lage ${others.single}` : `folgenden Ländern: ${others.names}`} (${topics}); Sätze, Schwellen und Freibeträge.`,
    drafting: (length, sources) =>
      `Ich verfasse eine ${length} Antwort mit Hinweis (zitierte amtliche Quellen: ${sources}).`,
    lengths: {short: 'kurze', structured: 'gegliederte', detailed: 'ausführliche'},
    mobile: {
      understanding: (topics) =>
        `Ich lese die Frage. Thema: ${topics}, für eine Person, deren Leben und Vermögen sich über mehrere Länder erstrecken.`,
      research: (publishers) => `Ich prüfe die internationalen Quellen: ${publishers}.`,
    },
  },
};
