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
    },
    {
      text: {
        fr: '**Des droits de succession fondés sur la résidence** : depuis le 6 avril 2025, le domicile ne compte plus pour l’Inheritance Tax. Une personne résidente au moins 10 des 20 années fiscales précédentes est imposée sur ses biens mondiaux, tandis qu’un nouvel arrivant ne l’est que sur ses biens britanniques pendant ses dix premières années de résidence ; après un départ, l’assujettissement mondial se poursuit de 3 à 10 ans.',
        en: '**Inheritance tax based on residence**: since 6 April 2025 domicile no longer matters for Inheritance Tax. Anyone UK resident for at least 10 of the previous 20 tax years is taxed on worldwide assets, while a newcomer is taxed only on UK assets for the first ten years of residence; after leaving, the worldwide exposure continues for 3 to 10 years.',
        de: '**Erbschaftsteuer nach Ansässigkeit**: Seit dem 6. April 2025 spielt das Domizil für die Inheritance Tax keine Rolle mehr. Wer in mindestens 10 der vorangegangenen 20 Steuerjahre im Land ansässig war, wird mit seinem Weltvermögen besteuert, während Zuzügler in den ersten zehn Jahren nur mit ihrem britischen Vermögen steuerpflichtig sind; nach einem Wegzug dauert die weltweite Steuerpflicht noch 3 bis 10 Jahre an.',
        es: '**Un impuesto sucesorio basado en la residencia**: desde el 6 de abril de 2025, el domicilio ya no cuenta para el Inheritance Tax. Quien ha sido residente al menos 10 de los 20 ejercicios anteriores tributa por sus bienes mundiales, mientras que un recién llegado solo tributa por sus bienes en el Reino Unido durante sus diez primeros años de residencia; tras la salida, la sujeción mundial se mantiene de 3 a 10 años.',
        it: '**Un’imposta di successione basata sulla residenza**: dal 6 aprile 2025 il domicilio non conta più ai fini dell’Inheritance Tax. Chi è stato residente in almeno 10 dei 20 anni fiscali precedenti è tassato sui beni mondiali, mentre chi arriva è tassato solo sui beni nel Regno Unito per i primi dieci anni di residenza; dopo la partenza, l’assoggettamento mondiale prosegue per 3-10 anni.',
        pt: '**Um imposto sucessório baseado na residência**: desde 6 de abril de 2025, o domicílio deixou de contar para o Inheritance Tax. Quem foi residente em pelo menos 10 dos 20 anos fiscais anteriores é tributado pelos bens mundiais, ao passo que quem chega só é tributado pelos bens no Reino Unido durante os primeiros dez anos de residência; após a saída, a sujeição mundial mantém-se de 3 a 10 anos.',
      },
      sources: [4],
    },
  ],
  sources,
};
