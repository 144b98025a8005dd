import type {JurisdictionContent} from '../types.js';
import {planning} from './planning.js';
import {sources} from './sources.js';
import {taxes} from './taxes.js';

/** France: household income tax, IFI on real estate, flat tax on capital income, gifts and estates. */
export const fr: JurisdictionContent = {
  code: 'fr',
  name: {
    fr: 'France',
    en: 'France',
    de: 'Frankreich',
    es: 'Francia',
    it: 'Francia',
    pt: 'França',
  },
  inName: {
    fr: 'en France',
    en: 'in France',
    de: 'in Frankreich',
    es: 'en Francia',
    it: 'in Francia',
    pt: 'em França',
  },
  currency: 'EUR',
  taxes,
  planning,
  highlights: [
    {
      text: {
        fr: '**Régime des impatriés** (article 155 B du CGI) : les salariés et dirigeants recrutés à l’étranger, non-résidents les cinq années précédentes, peuvent être exonérés de leur prime d’impatriation (ou forfaitairement de 30 % de leur rémunération) jusqu’à la fin de la huitième année suivant leur arrivée. La moitié de certains revenus passifs de source étrangère (dividendes, intérêts, plus-values sur titres étrangers) est également exonérée pendant cette période.',
        en: '**Impatriate regime** (article 155 B of the tax code): employees and executives recruited from abroad who were non-resident for the previous five years can have their relocation bonus (or a flat 30% of pay) exempted until the end of the eighth year after arrival. Half of certain foreign passive income (dividends, interest, gains on foreign securities) is also exempt during that period.',
        de: '**Impatriierten-Regelung** (Art. 155 B CGI): Aus dem Ausland angeworbene Arbeitnehmer und Führungskräfte, die in den fünf Vorjahren nicht in Frankreich ansässig waren, können ihre Impatriierungsprämie (oder pauschal 30 % der Vergütung) bis zum Ende des achten Jahres nach der Ankunft steuerfrei erhalten. Zudem ist die Hälfte bestimmter ausländischer passiver Einkünfte (Dividenden, Zinsen, Gewinne aus ausländischen Wertpapieren) in diesem Zeitraum befreit.',
        es: '**Régimen de impatriados** (artículo 155 B del CGI): los empleados y directivos contratados en el extranjero que no hayan sido residentes en los cinco años anteriores pueden dejar exenta su prima de impatriación (o un 30 % de su retribución a tanto alzado) hasta el final del octavo año posterior a su llegada. La mitad de ciertas rentas pasivas de fuente extranjera (dividendos, intereses, plusvalías de valores extranjeros) también queda exenta durante ese periodo.',
        it: '**Regime degli impatriati** (articolo 155 B del CGI): dipendenti e dirigenti reclutati all’estero, non residenti nei cinque anni precedenti, possono essere esentati sul premio di impatriazione (o forfettariamente sul 30% della retribuzione) fino alla fine dell’ottavo anno successivo all’arrivo. Nello stesso periodo è esente anche la metà di alcuni redditi passivi di fonte estera (dividendi, interessi, plusvalenze su titoli esteri).',
        pt: '**Regime dos impatriados** (artigo 155 B do CGI): trabalhadores e dirigentes recrutados no estrangeiro, não residentes nos cinco anos anteriores, podem ficar isentos sobre o prémio de impatriação (ou, de forma forfetária, sobre 30 % da remuneração) até ao fim do oitavo ano após a chegada. Metade de certos rendimentos passivos de fonte estrangeira (dividendos, juros, mais-valias de títulos estrangeiros) fica também isenta nesse período.',
      },
      sources: [0],
    },
    {
      text: {
        fr: '**Assurance-vie** : au-delà de son régime successoral propre, les rachats sur un contrat de plus de huit ans profitent d’un abattement annuel de 4 600 € (9 200 € pour un couple) sur les gains et d’un taux réduit de 7,5 % d’impôt sur le revenu pour les primes jusqu’à 150 000 €. Ses produits restent soumis à 17,2 % de prélèvements sociaux, hors de la hausse de 2026 : c’est l’enveloppe centrale de la transmission patrimoniale en France.',
        en: '**Life insurance (assurance-vie)**: beyond its own inheritance-tax regime, withdrawals from a policy more than eight years old enjoy an annual allowance of €4,600 (€9,200 for a couple) on gains and a reduced 7.5% income-tax rate on premiums up to €150,000. Its income still bears 17.2% social levies, outside the 2026 increase: it is the central vehicle for passing on wealth in France.',
        de: '**Lebensversicherung (assurance-vie)**: Über ihre eigene erbschaftsteuerliche Behandlung hinaus genießen Entnahmen aus Verträgen mit mehr als acht Jahren Laufzeit einen jährlichen Freibetrag von 4.600 Euro (9.200 Euro für Paare) auf die Erträge und einen ermäßigten Einkommensteuersatz von 7,5 % für Prämien bis 150.000 Euro. Ihre Erträge tragen weiter nur 17,2 % Sozialabgaben, da die Erhöhung von 2026 sie ausnimmt: Sie ist das zentrale Instrument der Vermögensnachfolge in Frankreich.',
        es: '**Seguro de vida (assurance-vie)**: además de su régimen sucesorio propio, los rescates de un contrato de más de ocho años disfrutan de una reducción anual de 4.600 € (9.200 € en pareja) sobre los rendimientos y de un tipo reducido del 7,5 % en el impuesto sobre la renta para primas de hasta 150.000 €. Sus rendimientos siguen soportando el 17,2 % de cotizaciones sociales, al margen de la subida de 2026: es el instrumento central de la transmisión patrimonial en Francia.',
        it: '**Assicurazione sulla vita (assurance-vie)**: oltre al suo regime successorio specifico, i riscatti da un contratto con più di otto anni godono di una franchigia annua di 4.600 euro (9.200 euro per una coppia) sui rendimenti e di un’aliquota ridotta del 7,5% di imposta sul reddito per premi fino a 150.000 euro. I suoi rendimenti restano soggetti al 17,2% di prelievi sociali, fuori dall’aumento del 2026: è lo strumento principe della trasmissione del patrimonio in Francia.',
        pt: '**Seguro de vida (assurance-vie)**: além do seu regime sucessório próprio, os resgates de um contrato com mais de oito anos beneficiam de uma dedução anual de 4600 euros (9200 euros para um casal) sobre os ganhos e de uma taxa reduzida de 7,5 % de imposto sobre o rendimento para prémios até 150 000 euros. Os seus rendimentos continuam sujeitos a 17,2 % de contribuições sociais, fora do aumento de 2026: é o instrumento central da transmissão de património em França.',
      },
      sources: [8, 6],
    },
  ],
  sources,
};
