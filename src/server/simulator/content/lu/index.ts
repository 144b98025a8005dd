import type {JurisdictionContent} from '../types.js';
import {planning} from './planning.js';
import {sources} from './sources.js';
import {taxes} from './taxes.js';

/** Luxembourg: tax classes and a solidarity surcharge, no personal wealth tax, gentle estate duties. */
export const lu: JurisdictionContent = {
  code: 'lu',
  name: {
    fr: 'Luxembourg',
    en: 'Luxembourg',
    de: 'Luxemburg',
    es: 'Luxemburgo',
    it: 'Lussemburgo',
    pt: 'Luxemburgo',
  },
  inName: {
    fr: 'au Luxembourg',
    en: 'in Luxembourg',
    de: 'in Luxemburg',
    es: 'en Luxemburgo',
    it: 'in Lussemburgo',
    pt: 'no Luxemburgo',
  },
  currency: 'EUR',
  taxes,
  planning,
  highlights: [
    {
      text: {
        fr: '**Régime des impatriés** (depuis 2025) : les salariés hautement qualifiés recrutés ou détachés de l’étranger, avec un salaire fixe d’au moins **75 000 €** par an, sont exonérés sur **50 %** de leur rémunération brute annuelle, retenue au plus pour 400 000 €, l’année de leur arrivée et les huit années suivantes. Ils ne doivent pas avoir résidé au Luxembourg ni à moins de 150 km de sa frontière, ni y avoir été imposés sur des revenus professionnels, au cours des cinq années précédentes.',
        en: '**Impatriate regime** (since 2025): highly skilled employees recruited or seconded from abroad with a fixed salary of at least **€75,000** a year are exempt on **50%** of their annual gross pay, counted up to €400,000, in the year they arrive and the following eight years. In the previous five years they must not have lived in Luxembourg or within 150 km of its border, nor been taxed there on employment or business income.',
        de: '**Impatriierten-Regelung** (seit 2025): Aus dem Ausland angeworbene oder entsandte hochqualifizierte Arbeitnehmer mit einem Festgehalt von mindestens **75.000 Euro** im Jahr sind im Jahr des Zuzugs und in den acht folgenden Jahren auf **50 %** ihrer jährlichen Bruttovergütung steuerbefreit, wobei höchstens 400.000 Euro berücksichtigt werden. Sie dürfen in den fünf Vorjahren weder in Luxemburg noch innerhalb von 150 km von dessen Grenze gewohnt haben und dort nicht mit Berufseinkünften steuerpflichtig gewesen sein.',
        es: '**Régimen de impatriados** (desde 2025): los empleados altamente cualificados contratados o desplazados desde el extranjero con un salario fijo de al menos **75.000 €** al año quedan exentos sobre el **50 %** de su retribución bruta anual, computada hasta 400.000 €, el año de su llegada y los ocho siguientes. En los cinco años anteriores no deben haber residido en Luxemburgo ni a menos de 150 km de su frontera, ni haber tributado allí por rentas profesionales.',
        it: '**Regime degli impatriati** (dal 2025): i dipendenti altamente qualificati reclutati o distaccati dall’estero con uno stipendio fisso di almeno **75.000 euro** l’anno sono esenti sul **50%** della retribuzione lorda annua, considerata fino a 400.000 euro, nell’anno dell’arrivo e negli otto anni successivi. Nei cinque anni precedenti non devono aver risieduto in Lussemburgo né entro 150 km dal suo confine, né esservi stati tassati su redditi professionali.',
        pt: '**Regime dos impatriados** (desde 2025): os trabalhadores altamente qualificados recrutados ou destacados do estrangeiro com um salário fixo de pelo menos **75 000 euros** por ano ficam isentos sobre **50 %** da remuneração bruta anual, considerada até 400 000 euros, no ano da chegada e nos oito anos seguintes. Nos cinco anos anteriores não podem ter residido no Luxemburgo nem a menos de 150 km da sua fronteira, nem ter sido aí tributados por rendimentos profissionais.',
      },
      sources: [0],
    },
    {
      text: {
        fr: '**Plus-values antérieures à l’arrivée** : pour une personne qui devient résidente, le prix d’acquisition de ses participations importantes (plus de 10 %) est en principe fixé à leur valeur de marché au jour de son arrivée. La plus-value acquise avant l’installation échappe ainsi à l’impôt luxembourgeois lors d’une cession ultérieure.',
        en: '**Gains accrued before arrival**: for a person who becomes resident, the acquisition price of their substantial holdings (over 10%) is in principle set at market value on the day they arrive. The gain accrued before the move is thus outside Luxembourg tax on a later sale.',
        de: '**Vor dem Zuzug entstandene Wertsteigerungen**: Wird eine Person in Luxemburg ansässig, gilt als Anschaffungspreis ihrer wesentlichen Beteiligungen (mehr als 10 %) grundsätzlich deren Verkehrswert am Tag des Zuzugs. Der vorher entstandene Wertzuwachs bleibt bei einem späteren Verkauf daher in Luxemburg steuerfrei.',
        es: '**Plusvalías anteriores a la llegada**: para quien pasa a ser residente, el precio de adquisición de sus participaciones sustanciales (más del 10 %) se fija en principio en su valor de mercado el día de su llegada. La plusvalía generada antes de instalarse queda así fuera del impuesto luxemburgués en una venta posterior.',
        it: '**Plusvalenze maturate prima dell’arrivo**: per chi diventa residente, il prezzo d’acquisto delle partecipazioni rilevanti (oltre il 10%) è di regola fissato al valore di mercato del giorno dell’arrivo. La plusvalenza maturata prima del trasferimento sfugge così all’imposta lussemburghese in caso di cessione successiva.',
        pt: '**Mais-valias anteriores à chegada**: para quem passa a ser residente, o preço de aquisição das participações substanciais (mais de 10 %) é, em princípio, fixado no valor de mercado do dia da chegada. A mais-valia gerada antes da mudança fica assim fora do imposto luxemburguês numa venda posterior.',
      },
      sources: [12, 0],
    },
  ],
  sources,
};
