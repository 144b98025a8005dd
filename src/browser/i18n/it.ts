import type {UiStrings} from './strings.js';

export const it: UiStrings = {
  locale: 'it',
  conversationLabel: 'Conversazione',
  chatTitle: 'Assistente patrimoniale',
  openChat: 'Apri la chat',
  closeChat: 'Chiudi la chat',
  you: 'Lei',
  assistant: 'Assistente',
  inputLabel: 'La Sua domanda',
  placeholder: 'Chieda informazioni su patrimonio, fiscalità o normativa…',
  send: 'Invia',
  stop: 'Interrompi',
  retry: 'Riprova',
  welcomeTitle: 'Come posso aiutarLa?',
  welcomeText:
    'Ponga una domanda su patrimonio, fiscalità o normativa. Ogni risposta cita le proprie fonti.',
  writing: 'Stesura della risposta…',
  stopped: 'Risposta interrotta.',
  sourcesHeading: 'Fonti',
  opensInNewTab: '(si apre in una nuova scheda)',
  image: (alt) => (alt ? `Immagine: ${alt}` : 'Immagine'),
  citation: (id) => `Fonte ${id}`,
  thinkingLabel: 'Ragionamento',
  thinkingDone: 'Ragionamento (completato)',
  phases: {
    understanding: 'Comprensione della domanda',
    research: 'Ricerca delle fonti',
    analysis: 'Analisi',
    drafting: 'Stesura della risposta',
  },
  step: (step) => `Passaggio ${step}`,
  clarificationHeading: 'Alcuni dettagli, per risponderLe con precisione',
  clarificationSubmit: 'Invia le mie risposte',
  clarificationChoose: 'Scelga…',
  clarificationOther: 'La Sua risposta',
  clarificationAnswer: (question, answer) => `${question} ${answer}`,
  errors: {
    'invalid-request':
      'Non è stato possibile inviare la domanda: la richiesta è stata rifiutata perché non valida.',
    unauthorized:
      'L’assistente non è al momento disponibile (accesso negato). La preghiamo di riprovare più tardi.',
    'missing-field': 'Non è stato possibile inviare la domanda: la richiesta era incompleta.',
    conflict: 'Questa domanda è già stata inviata. Attenda la risposta oppure riprovi.',
    quota: 'È stato raggiunto il limite di utilizzo giornaliero. La preghiamo di riprovare domani.',
    'rate-limited': 'Troppe domande contemporaneamente. Attenda un momento e riprovi.',
    server: 'L’assistente ha riscontrato un problema. La preghiamo di riprovare.',
    unavailable:
      'L’assistente è temporaneamente non disponibile. La preghiamo di riprovare tra qualche istante.',
    network: 'Nessuna connessione con l’assistente. Verifichi la Sua rete e riprovi.',
    'not-sse':
      'L’assistente ha inviato una risposta inattesa. La preghiamo di riprovare più tardi.',
    interrupted: 'La risposta è stata interrotta prima del termine.',
    'stream-error': 'Non è stato possibile completare la risposta.',
  },
  errorDetail: 'Dettagli:',
};
