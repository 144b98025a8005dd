/** The simulator's fixed phrases in Portuguese (European). */
import {joinList} from '../text.js';
import type {Phrases} from './types.js';

export const pt: Phrases = {
  colon: ': ',
  and: 'e',
  locale: 'pt-PT',
  topicLabel: {
    income: 'imposto sobre o rendimento',
    wealth: 'imposto sobre o património',
    capital_gains: 'tributação das mais-valias',
    inheritance: 'imposto sobre heranças e doações',
    pensions: 'pensões e poupança para a reforma',
    real_estate: 'imobiliário',
    gifts: 'doações em vida',
    trusts: 'trusts e fundações',
    exit: 'tributação à saída (exit tax)',
    crypto: 'criptoativos',
  },
  topicArticled: {
    income: 'o imposto sobre o rendimento',
    wealth: 'o imposto sobre o património',
    capital_gains: 'a tributação das mais-valias',
    inheritance: 'o imposto sobre heranças e doações',
    pensions: 'as pensões e a poupança para a reforma',
    real_estate: 'o imobiliário',
    gifts: 'as doações em vida',
    trusts: 'os trusts e as fundações',
    exit: 'a tributação à saída (exit tax)',
    crypto: 'os criptoativos',
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
    `Eis como a situação ${inName} se compara com ${others.single ? `a situação ${others.single}` : `a dos seguintes países: ${others.names}`} (${topics}). A tabela resume cada imposto num relance.`,
  leftOut: (names) =>
    `Deixados fora da tabela para que continue legível: ${names}. Pergunte por eles em separado para obter o mesmo detalhe.`,
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
    sizeOptions: ([a, b, c]) => [
      `Menos de ${a}`,
      `De ${a} a ${b}`,
      `De ${b} a ${c}`,
      `Mais de ${c}`,
    ],
  },
  thinking: {
    understanding: (topics, inName) =>
      `Leio a pergunta: o tema é ${topics}, para um contribuinte residente ${inName}.`,
    research: (inName, publishers) =>
      `Consulto os textos legais e as fontes oficiais ${inName}: ${publishers}.`,
    analysis: (topics) =>
      `Analiso os limiares, as taxas e as isenções aplicáveis ao caso: ${topics}.`,
    comparison: (topics, others) =>
      `Comparo com ${others.single ? `a situação ${others.single}` : `os seguintes países: ${others.names}`} (${topics}); as taxas, os limiares e as isenções.`,
    drafting: (length, sources) =>
      `Redijo uma resposta ${length}, com um aviso (fontes oficiais citadas: ${sources}).`,
    lengths: {short: 'breve', structured: 'estruturada', detailed: 'detalhada'},
    mobile: {
      understanding: (topics) =>
        `Leio a pergunta: o tema é ${topics}, para uma pessoa cuja vida e património se estendem por vários países.`,
      research: (publishers) => `Consulto os tratados e as fontes internacionais: ${publishers}.`,
    },
  },
};
