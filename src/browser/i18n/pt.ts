import type {UiStrings} from './strings.js';

export const pt: UiStrings = {
  locale: 'pt-PT',
  conversationLabel: 'Conversa',
  you: 'Você',
  assistant: 'Assistente',
  inputLabel: 'A sua pergunta',
  placeholder: 'Pergunte sobre património, fiscalidade ou legislação…',
  send: 'Enviar',
  stop: 'Parar',
  retry: 'Tentar novamente',
  welcomeTitle: 'Em que posso ajudar?',
  welcomeText:
    'Faça uma pergunta sobre património, fiscalidade ou legislação. Cada resposta indica as suas fontes.',
  writing: 'A redigir a resposta…',
  stopped: 'Resposta interrompida.',
  sourcesHeading: 'Fontes',
  opensInNewTab: '(abre num novo separador)',
  image: (alt) => (alt ? `Imagem: ${alt}` : 'Imagem'),
  citation: (id) => `Fonte ${id}`,
  thinkingLabel: 'Raciocínio',
  thinkingDone: 'Raciocínio (concluído)',
  phases: {
    understanding: 'A compreender a pergunta',
    research: 'A pesquisar as fontes',
    analysis: 'A analisar',
    drafting: 'A redigir a resposta',
  },
  step: (step) => `Passo ${step}`,
  clarificationHeading: 'Alguns detalhes, para lhe responder com precisão',
  clarificationSubmit: 'Enviar as minhas respostas',
  clarificationChoose: 'Escolha…',
  clarificationOther: 'A sua resposta',
  clarificationAnswer: (question, answer) => `${question} ${answer}`,
  errors: {
    'invalid-request':
      'Não foi possível enviar a pergunta: o pedido foi recusado por ser inválido.',
    unauthorized:
      'O assistente não está disponível de momento (acesso recusado). Tente novamente mais tarde.',
    'missing-field': 'Não foi possível enviar a pergunta: o pedido estava incompleto.',
    conflict: 'Esta pergunta já foi enviada. Aguarde a resposta ou tente novamente.',
    quota: 'O limite de utilização diária foi atingido. Tente novamente amanhã.',
    'rate-limited': 'Demasiadas perguntas em simultâneo. Aguarde um momento e tente novamente.',
    server: 'O assistente encontrou um problema. Tente novamente.',
    unavailable:
      'O assistente está temporariamente indisponível. Tente novamente dentro de momentos.',
    network: 'Sem ligação ao assistente. Verifique a sua rede e tente novamente.',
    'not-sse': 'O assistente enviou uma resposta inesperada. Tente novamente mais tarde.',
    interrupted: 'A resposta foi interrompida antes de terminar.',
    'stream-error': 'Não foi possível concluir a resposta.',
  },
  errorDetail: 'Detalhes:',
};
