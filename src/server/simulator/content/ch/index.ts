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
        fr: '**Imposition d’après la dépense (forfait fiscal)** : les étrangers qui s’installent en Suisse sans y exercer d’activité lucrative peuvent être imposés sur leurs dépenses annuelles plutôt que sur leurs revenus et leur fortune mondiaux. La base retenue est d’au moins sept fois le loyer annuel ou la valeur locative du logement et, pour l’impôt fédéral direct, d’au moins 400 000 francs, montant adapté au renchérissement. Zurich, Bâle-Ville, Bâle-Campagne, Schaffhouse et Appenzell Rhodes-Extérieures l’ont aboli.',
        en: '**Lump-sum taxation (taxation on expenditure)**: foreign nationals who settle in Switzerland without working there can be taxed on their annual living expenses rather than on worldwide income and wealth. The base is at least seven times the annual rent or the rental value of their home and, for the federal direct tax, at least CHF 400,000, an amount adjusted for inflation. Zurich, Basel-City, Basel-Country, Schaffhausen and Appenzell Ausserrhoden have abolished it.',
        de: '**Besteuerung nach dem Aufwand (Pauschalbesteuerung)**: Ausländische Staatsangehörige, die in der Schweiz Wohnsitz nehmen, ohne hier erwerbstätig zu sein, können statt auf Welteinkommen und -vermögen auf ihre jährlichen Lebenshaltungskosten besteuert werden. Bemessungsgrundlage ist mindestens das Siebenfache des jährlichen Mietzinses oder des Eigenmietwerts, bei der direkten Bundessteuer mindestens 400 000 Franken; dieser Betrag wird der Teuerung angepasst. Zürich, Basel-Stadt, Basel-Landschaft, Schaffhausen und Appenzell Ausserrhoden haben sie abgeschafft.',
        es: '**Tributación según el gasto (forfait fiscal)**: los extranjeros que se instalan en Suiza sin ejercer en ella una actividad lucrativa pueden tributar por sus gastos anuales en lugar de por su renta y su patrimonio mundiales. La base es de al menos siete veces el alquiler anual o el valor locativo de la vivienda y, en el impuesto federal directo, de al menos 400.000 francos, importe que se ajusta a la inflación. Zúrich, Basilea-Ciudad, Basilea-Campiña, Schaffhausen y Appenzell Rodas Exteriores lo han suprimido.',
        it: '**Imposizione secondo il dispendio (imposizione globale)**: gli stranieri che si stabiliscono in Svizzera senza esercitarvi un’attività lucrativa possono essere tassati sulle spese annue anziché sul reddito e sulla sostanza mondiali. La base è pari ad almeno sette volte la pigione annua o il valore locativo dell’abitazione e, per l’imposta federale diretta, ad almeno 400 000 franchi, importo adeguato al rincaro. Zurigo, Basilea Città, Basilea Campagna, Sciaffusa e Appenzello Esterno l’hanno abolita.',
        pt: '**Tributação segundo a despesa (forfait fiscal)**: os estrangeiros que se fixam na Suíça sem aí exercerem atividade lucrativa podem ser tributados pelas suas despesas anuais em vez do rendimento e do património mundiais. A base é de pelo menos sete vezes a renda anual ou o valor locativo da habitação e, no imposto federal direto, de pelo menos 400 000 francos, montante ajustado à inflação. Zurique, Basileia-Cidade, Basileia-Campo, Schaffhausen e Appenzell Exterior aboliram-na.',
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
