/** Mauritius: income tax at 0–20 % plus a temporary Fair Share Contribution; no wealth, gains or estate taxes. */
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
        fr: '**Revenus étrangers imposés seulement s’ils sont rapatriés** : un résident n’est imposé à Maurice sur ses revenus de source étrangère, pensions et revenus de placement compris, que sur les sommes rapatriées à Maurice ; ce qu’il laisse à l’étranger reste hors du champ de l’impôt mauricien.',
        en: '**Foreign income taxed only when remitted**: a resident pays Mauritian tax on foreign-source income, pensions and investment income included, only on the amounts brought into Mauritius, so income left abroad stays outside the Mauritian charge.',
        de: '**Auslandseinkünfte nur bei Überweisung steuerpflichtig**: Ein Ansässiger versteuert ausländische Einkünfte, auch Renten und Kapitalerträge, auf Mauritius nur in Höhe der Beträge, die er nach Mauritius überweist; was im Ausland bleibt, unterliegt nicht der mauritischen Steuer.',
        es: '**Rentas extranjeras gravadas solo si se remiten**: un residente tributa en Mauricio por sus rentas de fuente extranjera, pensiones y rentas de inversión incluidas, únicamente por las cantidades que lleva al país; lo que deja en el extranjero queda fuera del impuesto mauriciano.',
        it: '**Redditi esteri tassati solo se rimessi**: un residente è tassato a Mauritius sui redditi di fonte estera, pensioni e redditi finanziari compresi, solo per gli importi trasferiti nel Paese; ciò che resta all’estero rimane fuori dall’imposta mauriziana.',
        pt: '**Rendimentos estrangeiros tributados só se transferidos**: um residente é tributado na Maurícia pelos rendimentos de fonte estrangeira, pensões e rendimentos de investimento incluídos, apenas sobre os montantes que transfere para o país; o que fica no estrangeiro não entra no imposto mauriciano.',
      },
      sources: [1, 0],
    },
    {
      text: {
        fr: '**Ni fortune, ni plus-values, ni succession** : sans ces trois impôts, avec un taux marginal de **20 %** sur le revenu (plus la Fair Share Contribution temporaire de 15 % au-delà de 12 millions Rs jusqu’en juin 2028) et des dividendes de sociétés mauriciennes exonérés d’impôt sur le revenu, Maurice attire retraités, entrepreneurs et investisseurs.',
        en: '**No wealth, gains or estate taxes**: with none of the three, a top income-tax rate of **20%** (plus the temporary 15% Fair Share Contribution above Rs 12 million until June 2028) and dividends from Mauritian companies exempt from income tax, Mauritius draws retirees, entrepreneurs and investors.',
        de: '**Keine Vermögen-, Veräußerungsgewinn- oder Erbschaftsteuer**: Ohne diese drei Steuern, mit einem Spitzensatz der Einkommensteuer von **20 %** (zuzüglich der befristeten Fair Share Contribution von 15 % über 12 Mio. Rs bis Juni 2028) und einkommensteuerfreien Dividenden mauritischer Gesellschaften zieht Mauritius Ruheständler, Unternehmer und Investoren an.',
        es: '**Sin impuestos sobre el patrimonio, las plusvalías ni las herencias**: sin ninguno de los tres, con un tipo máximo del **20 %** sobre la renta (más la Fair Share Contribution temporal del 15 % por encima de 12 millones de Rs hasta junio de 2028) y con los dividendos de sociedades mauricianas exentos del impuesto sobre la renta, Mauricio atrae a jubilados, empresarios e inversores.',
        it: '**Niente patrimoniale, plusvalenze né successioni**: senza nessuna delle tre, con un’aliquota massima del **20%** sul reddito (più la Fair Share Contribution temporanea del 15% oltre 12 milioni di Rs fino a giugno 2028) e con i dividendi delle società mauriziane esenti dall’imposta sul reddito, Mauritius attira pensionati, imprenditori e investitori.',
        pt: '**Sem impostos sobre o património, as mais-valias ou as sucessões**: sem nenhum dos três, com uma taxa máxima de **20%** sobre o rendimento (mais a Fair Share Contribution temporária de 15% acima de 12 milhões de Rs até junho de 2028) e com os dividendos das sociedades mauricianas isentos de imposto sobre o rendimento, a Maurícia atrai reformados, empresários e investidores.',
      },
      sources: [0, 2],
    },
  ],
  sources,
};
