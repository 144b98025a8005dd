import type {JurisdictionContent} from '../types.js';
import {planning} from './planning.js';
import {sources} from './sources.js';
import {taxes} from './taxes.js';

/** United Kingdom: 2026/27 rates, after the end of the remittance basis for non-doms. */
export const gb: JurisdictionContent = {
  code: 'gb',
  name: {
    fr: 'Royaume-Uni',
    en: 'United Kingdom',
    de: 'Vereinigtes Königreich',
    es: 'Reino Unido',
    it: 'Regno Unito',
    pt: 'Reino Unido',
  },
  inName: {
    fr: 'au Royaume-Uni',
    en: 'in the United Kingdom',
    de: 'im Vereinigten Königreich',
    es: 'en el Reino Unido',
    it: 'nel Regno Unito',
    pt: 'no Reino Unido',
  },
  currency: 'GBP',
  taxes,
  planning,
  highlights: [
    {
      text: {
        fr: 'La remittance basis des non-domiciliés a pris fin le 6 avril 2025. Les nouveaux arrivants qui n’ont pas été résidents au cours des dix années fiscales précédentes peuvent opter pour le **régime FIG de quatre ans** : aucun impôt britannique sur leurs revenus et plus-values étrangers pendant leurs quatre premières années de résidence, même rapatriés, au prix de l’abattement personnel et de l’abattement sur les plus-values. Les anciens bénéficiaires de la remittance basis peuvent rapatrier leurs revenus et plus-values étrangers antérieurs à avril 2025 via la **Temporary Repatriation Facility**, au taux de 12 % jusqu’en avril 2027, puis de 15 % en 2027/28.',
        en: 'The remittance basis for non-doms ended on 6 April 2025. Newcomers who were not UK resident in the previous ten tax years can instead claim the **4-year foreign income and gains (FIG) regime**: no UK tax on foreign income and gains for their first four years of residence, even when brought into the UK, at the cost of the personal allowance and the capital gains exempt amount. Former remittance-basis users can bring pre-April 2025 foreign income and gains into the UK under the **Temporary Repatriation Facility** at 12% until April 2027, then 15% in 2027/28.',
        de: 'Die Remittance Basis für Non-Doms endete am 6. April 2025. Zuzügler, die in den zehn vorangegangenen Steuerjahren nicht im Land ansässig waren, können stattdessen das **vierjährige FIG-Regime** beantragen: keine britische Steuer auf ausländische Einkünfte und Gewinne in den ersten vier Jahren der Ansässigkeit, auch wenn sie ins Land überwiesen werden, um den Preis des persönlichen Freibetrags und des Freibetrags für Veräußerungsgewinne. Frühere Nutzer der Remittance Basis können ausländische Einkünfte und Gewinne aus der Zeit vor April 2025 über die **Temporary Repatriation Facility** ins Land holen, bis April 2027 zu 12 % und im Steuerjahr 2027/28 zu 15 %.',
        es: 'La remittance basis de los no domiciliados terminó el 6 de abril de 2025. Quienes llegan sin haber sido residentes en los diez ejercicios anteriores pueden acogerse al **régimen FIG de cuatro años**: ningún impuesto británico sobre sus rentas y ganancias extranjeras durante los cuatro primeros años de residencia, aunque las lleven al Reino Unido, a cambio de renunciar al mínimo personal y a la exención anual de ganancias. Los antiguos usuarios de la remittance basis pueden traer al Reino Unido sus rentas y ganancias extranjeras anteriores a abril de 2025 mediante la **Temporary Repatriation Facility**, al 12 % hasta abril de 2027 y al 15 % en 2027/28.',
        it: 'La remittance basis per i non domiciliati è terminata il 6 aprile 2025. Chi arriva senza essere stato residente nei dieci anni fiscali precedenti può invece optare per il **regime FIG di quattro anni**: nessuna imposta britannica sui redditi e sulle plusvalenze esteri nei primi quattro anni di residenza, anche se portati nel Regno Unito, al prezzo della franchigia personale e di quella sulle plusvalenze. Chi usava la remittance basis può portare nel Regno Unito redditi e plusvalenze esteri anteriori ad aprile 2025 con la **Temporary Repatriation Facility**, al 12% fino ad aprile 2027 e poi al 15% nel 2027/28.',
        pt: 'A remittance basis dos não domiciliados terminou a 6 de abril de 2025. Quem chega sem ter sido residente nos dez anos fiscais anteriores pode optar pelo **regime FIG de quatro anos**: nenhum imposto britânico sobre os rendimentos e as mais-valias estrangeiros nos primeiros quatro anos de residência, mesmo que sejam trazidos para o Reino Unido, à custa da dedução pessoal e da isenção anual das mais-valias. Os antigos utilizadores da remittance basis podem trazer para o Reino Unido rendimentos e mais-valias estrangeiros anteriores a abril de 2025 através da **Temporary Repatriation Facility**, a 12% até abril de 2027 e a 15% em 2027/28.',
      },
      sources: [5, 6],
      reviewBy: '2027-04-06',
    },
    {
      text: {
        fr: '**Enterprise Investment Scheme (EIS)** : la souscription d’actions nouvelles de petites sociétés non cotées éligibles ouvre droit à une réduction d’impôt sur le revenu de 30 %, dans la limite de 1 million de livres par an (2 millions si l’excédent est investi dans des sociétés à forte intensité de connaissances). Les plus-values sur ces actions sont exonérées après trois ans de détention, et l’imposition des plus-values sur d’autres actifs réinvesties dans ces actions peut être reportée. Pour les sociétés en tout début d’activité, le Seed Enterprise Investment Scheme offre une réduction de 50 % dans la limite de 200 000 £ par an.',
        en: '**Enterprise Investment Scheme (EIS)**: subscribing for new shares in small unlisted companies that qualify gives income tax relief of 30% on up to £1 million a year (£2 million where the excess goes into knowledge-intensive companies). Gains on the shares are free of capital gains tax once they have been held for three years, and tax on gains from other assets reinvested in them can be deferred. For very early-stage companies, the Seed Enterprise Investment Scheme gives 50% relief on up to £200,000 a year.',
        de: '**Enterprise Investment Scheme (EIS)**: Wer neue Aktien kleiner, nicht börsennotierter Unternehmen zeichnet, die die Voraussetzungen erfüllen, erhält eine Einkommensteuerermäßigung von 30 % auf bis zu 1 Mio. £ pro Jahr (2 Mio. £, wenn der Mehrbetrag in wissensintensive Unternehmen fließt). Gewinne aus diesen Aktien sind nach drei Jahren Haltedauer von der Capital Gains Tax befreit, und die Steuer auf Gewinne aus anderen Vermögenswerten, die darin reinvestiert werden, lässt sich aufschieben. Für Unternehmen in der Frühphase gewährt das Seed Enterprise Investment Scheme eine Ermäßigung von 50 % auf bis zu 200.000 £ pro Jahr.',
        es: '**Enterprise Investment Scheme (EIS)**: suscribir acciones nuevas de pequeñas sociedades no cotizadas que cumplen los requisitos da derecho a una deducción del 30 % en el impuesto sobre la renta, sobre un máximo de 1 millón de libras al año (2 millones si el exceso se invierte en empresas intensivas en conocimiento). Las ganancias de esas acciones quedan exentas tras tres años de tenencia, y la tributación de las ganancias de otros activos reinvertidas en ellas puede diferirse. Para las empresas en fase inicial, el Seed Enterprise Investment Scheme ofrece una deducción del 50 % sobre un máximo de 200.000 £ al año.',
        it: '**Enterprise Investment Scheme (EIS)**: sottoscrivere nuove azioni di piccole società non quotate che ne hanno i requisiti dà diritto a una detrazione del 30% dall’imposta sul reddito, su un massimo di 1 milione di sterline l’anno (2 milioni se l’eccedenza è investita in società ad alta intensità di conoscenza). Le plusvalenze su queste azioni sono esenti dopo tre anni di detenzione, e l’imposta sulle plusvalenze di altri beni reinvestite in esse può essere differita. Per le società nella primissima fase, il Seed Enterprise Investment Scheme offre una detrazione del 50% su un massimo di 200.000 £ l’anno.',
        pt: '**Enterprise Investment Scheme (EIS)**: subscrever novas ações de pequenas sociedades não cotadas que cumpram os requisitos dá direito a uma dedução de 30% no imposto sobre o rendimento, até 1 milhão de libras por ano (2 milhões se o excedente for investido em empresas intensivas em conhecimento). As mais-valias nessas ações ficam isentas após três anos de detenção, e a tributação das mais-valias de outros ativos nelas reinvestidas pode ser diferida. Para as empresas em fase inicial, o Seed Enterprise Investment Scheme concede uma dedução de 50% até 200 000 £ por ano.',
      },
      sources: [19],
    },
  ],
  sources,
};
