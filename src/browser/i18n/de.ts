import {LOADER_STRINGS} from './loader.js';
import {questionThenAnswer} from './strings.js';
import type {UiStrings} from './strings.js';

export const de: UiStrings = {
  ...LOADER_STRINGS.de,
  conversationLabel: 'Unterhaltung',
  you: 'Sie',
  assistant: 'Assistent',
  inputLabel: 'Ihre Frage',
  placeholder: 'Ihre Frage zu Vermögen, Steuern oder Gesetzgebung…',
  send: 'Senden',
  stop: 'Anhalten',
  welcomeTitle: 'Wie kann ich Ihnen helfen?',
  welcomeText:
    'Stellen Sie eine Frage zu Vermögen, Steuern oder Gesetzgebung. Jede Antwort nennt ihre Quellen.',
  writing: 'Antwort wird verfasst…',
  answerContinues: 'Der Rest der Antwort steht im Gesprächsverlauf.',
  stopped: 'Antwort abgebrochen.',
  sourcesHeading: 'Quellen',
  opensInNewTab: '(öffnet in einem neuen Tab)',
  asOf: 'Fassung vom',
  image: (alt) => (alt ? `Bild: ${alt}` : 'Bild'),
  citation: (id) => `Quelle ${id}`,
  thinkingLabel: 'Überlegungen',
  thinkingDone: 'Überlegungen (abgeschlossen)',
  phases: {
    understanding: 'Frage wird erfasst',
    research: 'Quellen werden recherchiert',
    analysis: 'Analyse',
    drafting: 'Antwort wird verfasst',
  },
  step: (step) => `Schritt ${step}`,
  clarificationHeading: 'Einige Angaben für eine präzise Antwort',
  clarificationSubmit: 'Antworten senden',
  clarificationChoose: 'Bitte wählen…',
  clarificationOther: 'Ihre Antwort',
  clarificationAnswer: questionThenAnswer,
  errors: {
    'invalid-request': 'Die Frage konnte nicht gesendet werden: Die Anfrage war ungültig.',
    unauthorized:
      'Der Assistent ist nicht verfügbar (Zugriff verweigert). Bitte versuchen Sie es später erneut.',
    'missing-field': 'Die Frage konnte nicht gesendet werden: Die Anfrage war unvollständig.',
    conflict:
      'Diese Frage wurde bereits gesendet. Warten Sie auf die Antwort oder versuchen Sie es erneut.',
    quota: 'Das tägliche Nutzungslimit ist erreicht. Bitte versuchen Sie es morgen erneut.',
    'rate-limited':
      'Zu viele Fragen auf einmal. Bitte warten Sie kurz und versuchen Sie es erneut.',
    server: 'Beim Assistenten ist ein Problem aufgetreten. Bitte versuchen Sie es erneut.',
    unavailable:
      'Der Assistent ist vorübergehend nicht erreichbar. Bitte versuchen Sie es bald erneut.',
    network: 'Der Assistent ist derzeit nicht erreichbar. Bitte versuchen Sie es später erneut.',
    offline: 'Sie scheinen offline zu sein. Prüfen Sie Ihr Netzwerk und versuchen Sie es erneut.',
    misconfigured:
      'Der Assistent ist auf dieser Seite nicht verfügbar: Es können keine Fragen gesendet werden.',
    'not-sse':
      'Der Assistent hat eine unerwartete Antwort gesendet. Bitte versuchen Sie es später erneut.',
    interrupted: 'Die Antwort wurde unterbrochen.',
    'stream-error': 'Die Antwort konnte nicht abgeschlossen werden.',
  },
  errorDetail: 'Details:',
  copy: 'Kopieren',
  copied: 'Kopiert',
  regenerate: 'Neu generieren',
  good: 'Hilfreich',
  bad: 'Nicht hilfreich',
  comment: 'Was war falsch? (optional)',
  cancel: 'Abbrechen',
  newChat: 'Neue Unterhaltung',
  confirmNew: 'Neu beginnen? Diese Unterhaltung geht verloren.',
  print: 'Drucken',
};
