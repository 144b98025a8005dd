/** The simulator's fixed phrases in Spanish. */
import {joinList} from '../text.js';
import type {Phrases} from './types.js';

/** "a" before a noun phrase, contracted with "el": "al impuesto", "a la tributación". */
const toThe = (text: string): string =>
  text.startsWith('el ') ? `al ${text.slice(3)}` : `a ${text}`;

export const es: Phrases = {
  colon: ': ',
  and: 'y',
  locale: 'es',
  topicLabel: {
    income: 'impuesto sobre la renta',
    wealth: 'impuesto sobre el patrimonio',
    capital_gains: 'tributación de las ganancias de capital',
    inheritance: 'impuesto sobre sucesiones y donaciones',
    pensions: 'pensiones y ahorro para la jubilación',
    real_estate: 'inmuebles',
    gifts: 'donaciones en vida',
    trusts: 'trusts y fundaciones',
    exit: 'tributación de salida (exit tax)',
    crypto: 'criptoactivos',
  },
  topicArticled: {
    income: 'el impuesto sobre la renta',
    wealth: 'el impuesto sobre el patrimonio',
    capital_gains: 'la tributación de las ganancias de capital',
    inheritance: 'el impuesto sobre sucesiones y donaciones',
    pensions: 'las pensiones y el ahorro para la jubilación',
    real_estate: 'los inmuebles',
    gifts: 'las donaciones en vida',
    trusts: 'los trusts y las fundaciones',
    exit: 'la tributación de salida (exit tax)',
    crypto: 'los criptoactivos',
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
    `Así se compara la situación ${inName} con ${others.single ? `la situación ${others.single}` : `la de los siguientes países: ${others.names}`} (${topics}). La tabla resume cada impuesto de un vistazo.`,
  leftOut: (names) =>
    `Se omiten de la tabla para que siga siendo legible: ${names}. Pregunte por ellos por separado para obtener el mismo detalle.`,
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
    sizeOptions: ([a, b, c]) => [
      `Menos de ${a}`,
      `De ${a} a ${b}`,
      `De ${b} a ${c}`,
      `Más de ${c}`,
    ],
  },
  thinking: {
    understanding: (topics, inName) =>
      `Leo la pregunta: se refiere ${toThe(topics)} y al caso de un contribuyente residente ${inName}.`,
    research: (inName, publishers) =>
      `Consulto las leyes y las fuentes oficiales ${inName}: ${publishers}.`,
    analysis: (topics) => `Analizo los tipos, umbrales y reducciones aplicables: ${topics}.`,
    comparison: (topics, others) =>
      `Comparo con ${others.single ? `la situación ${others.single}` : `los siguientes países: ${others.names}`} (${topics}); tipos, umbrales y reducciones.`,
    drafting: (length, sources) =>
      `Redacto una respuesta ${length}, con una advertencia y las fuentes oficiales citadas (${sources}).`,
    lengths: {short: 'breve', structured: 'estructurada', detailed: 'detallada'},
    mobile: {
      understanding: (topics) =>
        `Leo la pregunta: se refiere ${toThe(topics)}, para una persona cuya vida y patrimonio abarcan varios países.`,
      research: (publishers) =>
        `Consulto los convenios y las fuentes internacionales: ${publishers}.`,
    },
  },
};
