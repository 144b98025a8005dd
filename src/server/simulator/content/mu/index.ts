/** Mauritius: income tax at 0–20 % plus a temporary Fair Share Contribution; no wealth, gains or estate taxes; foreign income taxed when remitted. */
import type {JurisdictionContent} from '../types.js';
import {planning} from './planning.js';
import {sources} from './sources.js';
import {taxes} from './taxes.js';

export const mu: JurisdictionContent = {
  code: 'mu',
  name: {
    fr: 'Maurice',
    en: 'Mauritius',
    de: 'Mauritius',
    es: 'Mauricio',
    it: 'Mauritius',
    pt: 'Maurícia',
  },
  inName: {
    fr: 'à Maurice',
    en: 'in Mauritius',
    de: 'auf Mauritius',
    es: 'en Mauricio',
    it: 'a Mauritius',
    pt: 'na Maurícia',
  },
  currency: 'MUR',
  taxes,
  planning,
  highlights: [
    {
      text: {
        fr: '**Revenus étrangers imposés seulement s’ils sont rapatriés** : un résident n’est imposé à Maurice sur ses revenus de source étrangère, comme les intérêts, les dividendes ou les loyers qu’il perçoit hors de l’île, que pour les sommes qu’il rapatrie ; ce qu’il laisse à l’étranger échappe à l’impôt mauricien.',
        en: '**Foreign income taxed only when remitted**: a resident pays Mauritian tax on foreign-source income, such as interest, dividends or rent received abroad, only on the amounts brought into Mauritius, so income left abroad stays outside the Mauritian charge.',
        de: '**Auslandseinkünfte nur bei Überweisung steuerpflichtig**: Ein Ansässiger versteuert ausländische Einkünfte, etwa im Ausland bezogene Zinsen, Dividenden oder Mieten, auf Mauritius nur in Höhe der Beträge, die er nach Mauritius überweist; was im Ausland bleibt, unterliegt nicht der mauritischen Steuer.',
        es: '**Rentas extranjeras gravadas solo si se remiten**: un residente tributa en Mauricio por sus rentas de fuente extranjera, como intereses, dividendos o alquileres cobrados en el extranjero, únicamente por las cantidades que lleva al país; lo que deja fuera queda al margen del impuesto mauriciano.',
        it: '**Redditi esteri tassati solo se rimessi**: un residente è tassato a Mauritius sui redditi di fonte estera, per esempio interessi, dividendi o affitti incassati all’estero, solo per gli importi trasferiti nel Paese; ciò che resta all’estero rimane fuori dall’imposta mauriziana.',
        pt: '**Rendimentos estrangeiros tributados só se transferidos**: um residente é tributado na Maurícia pelos rendimentos de fonte estrangeira, como juros, dividendos ou rendas recebidos no estrangeiro, apenas sobre os montantes que transfere para o país; o que fica no estrangeiro não entra no imposto mauriciano.',
      },
      sources: [0],
    },
    {
      text: {
        fr: '**Premium Visa et travail à distance** : le titulaire d’un Premium Visa qui travaille depuis Maurice pour des employeurs ou des clients étrangers n’est imposé sur ces revenus qu’à hauteur des sommes rapatriées à Maurice, et les dépenses réglées sur place avec une carte bancaire étrangère ne comptent pas comme des sommes rapatriées (article 73B de l’Income Tax Act).',
        en: '**Premium Visa and remote work**: a Premium Visa holder who works from Mauritius for employers or clients abroad is taxed on that income only on the amounts remitted to Mauritius, and spending on the island with a foreign credit or debit card does not count as a remittance (section 73B of the Income Tax Act).',
        de: '**Premium Visa und Fernarbeit**: Wer mit einem Premium Visa von Mauritius aus für ausländische Arbeitgeber oder Kunden arbeitet, versteuert diese Einkünfte nur in Höhe der nach Mauritius überwiesenen Beträge, und Ausgaben vor Ort mit einer ausländischen Kredit- oder Debitkarte gelten nicht als Überweisung (Section 73B des Income Tax Act).',
        es: '**Premium Visa y teletrabajo**: el titular de un Premium Visa que trabaja desde Mauricio para empleadores o clientes extranjeros solo tributa por esas rentas en la medida en que las remite al país, y los gastos pagados en la isla con una tarjeta de crédito o débito extranjera no cuentan como remesas (artículo 73B del Income Tax Act).',
        it: '**Premium Visa e lavoro da remoto**: il titolare di un Premium Visa che lavora da Mauritius per datori di lavoro o clienti esteri è tassato su quei redditi solo per gli importi trasferiti nel Paese, e le spese sostenute sull’isola con una carta di credito o di debito estera non contano come somme trasferite (sezione 73B dell’Income Tax Act).',
        pt: '**Premium Visa e trabalho remoto**: o titular de um Premium Visa que trabalha a partir da Maurícia para empregadores ou clientes estrangeiros só é tributado por esses rendimentos na medida dos montantes transferidos para o país, e as despesas pagas na ilha com um cartão de crédito ou de débito estrangeiro não contam como transferências (secção 73B do Income Tax Act).',
      },
      sources: [0],
    },
  ],
  sources,
};
