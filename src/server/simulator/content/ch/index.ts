import type {JurisdictionContent} from '../types.js';
import {planning} from './planning.js';
import {sources} from './sources.js';
import {taxes} from './taxes.js';

/** Switzerland: federal, cantonal and communal layers; wealth and estates are cantonal matters. */
export const ch: JurisdictionContent = {
  code: 'ch',
  name: {
    fr: 'Suisse',
    en: 'Switzerland',
    de: 'Schweiz',
    es: 'Suiza',
    it: 'Svizzera',
    pt: 'Suíça',
  },
  inName: {
    fr: 'en Suisse',
    en: 'in Switzerland',
    de: 'in der Schweiz',
    es: 'en Suiza',
    it: 'in Svizzera',
    pt: 'na Suíça',
  },
  currency: 'CHF',
  taxes,
  planning,
  highlights: [
    {
      text: {
        fr: '**Imposition d’après la dépense (forfait fiscal)** : les étrangers qui s’installent en Suisse sans y exercer d’activité lucrative peuvent être imposés sur leur train de vie plutôt que sur leurs revenus et leur fortune mondiaux, sur une base d’au moins sept fois le loyer et, pour l’impôt fédéral, d’au moins 400 000 francs (montant indexé depuis 2023). Zurich, Bâle-Ville, Bâle-Campagne, Schaffhouse et Appenzell Rhodes-Extérieures l’ont aboli.',
        en: '**Lump-sum taxation (taxation on expenditure)**: foreign nationals who settle in Switzerland without working there can be taxed on their living expenses rather than on worldwide income and wealth, on a base of at least seven times their rent and, for federal tax, at least CHF 400,000 (indexed since 2023). Zurich, Basel-City, Basel-Country, Schaffhausen and Appenzell Ausserrhoden have abolished it.',
        de: '**Besteuerung nach dem Aufwand (Pauschalbesteuerung)**: Ausländische Staatsangehörige, die in der Schweiz wohnen, ohne hier erwerbstätig zu sein, können statt auf Welteinkommen und -vermögen auf ihre Lebenshaltungskosten besteuert werden – mindestens auf das Siebenfache der Miete und bei der Bundessteuer mindestens 400 000 Franken (seit 2023 indexiert). Zürich, Basel-Stadt, Basel-Landschaft, Schaffhausen und Appenzell Ausserrhoden haben sie abgeschafft.',
        es: '**Tributación según el gasto (forfait fiscal)**: los extranjeros que se instalan en Suiza sin ejercer en ella una actividad lucrativa pueden tributar por su nivel de vida en lugar de por su renta y patrimonio mundiales, sobre una base de al menos siete veces el alquiler y, en el impuesto federal, de al menos 400.000 francos (importe indexado desde 2023). Zúrich, Basilea-Ciudad, Basilea-Campiña, Schaffhausen y Appenzell Rodas Exteriores lo han suprimido.',
        it: '**Imposizione secondo il dispendio (globale)**: gli stranieri che si stabiliscono in Svizzera senza esercitarvi un’attività lucrativa possono essere tassati sul tenore di vita anziché sul reddito e sulla sostanza mondiali, su una base di almeno sette volte la pigione e, per l’imposta federale, di almeno 400.000 franchi (importo indicizzato dal 2023). Zurigo, Basilea Città, Basilea Campagna, Sciaffusa e Appenzello Esterno l’hanno abolita.',
        pt: '**Tributação segundo a despesa (forfait fiscal)**: os estrangeiros que se fixam na Suíça sem aí exercerem atividade lucrativa podem ser tributados pelo seu nível de vida em vez do rendimento e património mundiais, sobre uma base de pelo menos sete vezes a renda de casa e, no imposto federal, de pelo menos 400 000 francos (montante indexado desde 2023). Zurique, Basileia-Cidade, Basileia-Campo, Schaffhausen e Appenzell Exterior aboliram-na.',
      },
      sources: [5],
    },
    {
      text: {
        fr: '**Impôt anticipé de 35 %** : les dividendes et intérêts de source suisse subissent une retenue de 35 %, intégralement remboursée ou imputée aux résidents qui les déclarent. Pour les non-résidents, seule la part réduite prévue par la convention de double imposition est récupérable.',
        en: '**35% withholding tax**: Swiss-source dividends and interest suffer a 35% withholding, fully refunded or credited to residents who declare them. Non-residents can reclaim only the part reduced under the applicable double tax treaty.',
        de: '**Verrechnungssteuer von 35 %**: Auf Dividenden und Zinsen aus schweizerischer Quelle werden 35 % einbehalten; Ansässige, die die Erträge deklarieren, erhalten sie vollständig zurück oder angerechnet. Nichtansässige können nur den nach dem jeweiligen Doppelbesteuerungsabkommen reduzierten Teil zurückfordern.',
        es: '**Impuesto anticipado del 35 %**: los dividendos e intereses de fuente suiza soportan una retención del 35 %, que se devuelve o imputa íntegramente a los residentes que los declaran. Los no residentes solo pueden recuperar la parte que reduzca el convenio de doble imposición aplicable.',
        it: '**Imposta preventiva del 35%**: dividendi e interessi di fonte svizzera subiscono una trattenuta del 35%, interamente rimborsata o computata ai residenti che li dichiarano. I non residenti possono recuperare solo la parte ridotta dalla convenzione contro le doppie imposizioni applicabile.',
        pt: '**Imposto antecipado de 35 %**: os dividendos e juros de fonte suíça sofrem uma retenção de 35 %, integralmente reembolsada ou imputada aos residentes que os declaram. Os não residentes só podem recuperar a parte reduzida pela convenção de dupla tributação aplicável.',
      },
      sources: [6],
    },
  ],
  sources,
};
