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
        fr: '**Régime des impatriés** (depuis 2025) : les salariés hautement qualifiés recrutés ou détachés de l’étranger, avec un salaire fixe d’au moins **75 000 €**, sont exonérés sur **50 %** de leur rémunération brute annuelle, dans la limite de 400 000 €, pendant huit ans. Ils ne doivent pas avoir résidé au Luxembourg ni à moins de 150 km de sa frontière dans les cinq années précédentes.',
        en: '**Impatriate regime** (since 2025): highly skilled employees recruited or seconded from abroad with a fixed salary of at least **€75,000** are exempt on **50%** of their annual gross pay, up to €400,000, for eight years. They must not have lived in Luxembourg or within 150 km of its border during the previous five years.',
        de: '**Impatriierten-Regelung** (seit 2025): Aus dem Ausland angeworbene oder entsandte hochqualifizierte Arbeitnehmer mit einem Festgehalt von mindestens **75.000 Euro** sind acht Jahre lang auf **50 %** ihrer jährlichen Bruttovergütung bis 400.000 Euro steuerbefreit. Sie dürfen in den fünf Vorjahren weder in Luxemburg noch innerhalb von 150 km von dessen Grenze gewohnt haben.',
        es: '**Régimen de impatriados** (desde 2025): los empleados altamente cualificados contratados o desplazados desde el extranjero con un salario fijo de al menos **75.000 €** quedan exentos sobre el **50 %** de su retribución bruta anual, hasta 400.000 €, durante ocho años. No deben haber residido en Luxemburgo ni a menos de 150 km de su frontera en los cinco años anteriores.',
        it: '**Regime degli impatriati** (dal 2025): i dipendenti altamente qualificati reclutati o distaccati dall’estero con uno stipendio fisso di almeno **75.000 euro** sono esenti sul **50%** della retribuzione lorda annua, entro 400.000 euro, per otto anni. Nei cinque anni precedenti non devono aver risieduto in Lussemburgo né entro 150 km dal suo confine.',
        pt: '**Regime dos impatriados** (desde 2025): os trabalhadores altamente qualificados recrutados ou destacados do estrangeiro com um salário fixo de pelo menos **75 000 euros** ficam isentos sobre **50 %** da remuneração bruta anual, até 400 000 euros, durante oito anos. Não podem ter residido no Luxemburgo nem a menos de 150 km da sua fronteira nos cinco anos anteriores.',
      },
      sources: [0],
    },
    {
      text: {
        fr: '**Société de gestion de patrimoine familial (SPF)** : cette société réservée à la gestion d’actifs financiers privés est exonérée d’impôt sur le revenu, de taxe communale et d’impôt sur la fortune, et ne paie qu’une taxe d’abonnement annuelle de **0,25 %** de son capital et de ses primes (minimum 100 €, maximum 125 000 €). Elle ne peut exercer aucune activité commerciale.',
        en: '**Family wealth management company (SPF)**: reserved for managing private financial assets, it is exempt from income tax, municipal business tax and net wealth tax, paying only an annual subscription tax of **0.25%** of its capital and share premium (minimum €100, maximum €125,000). It may not carry on any commercial activity.',
        de: '**Gesellschaft zur Verwaltung von Familienvermögen (SPF)**: Sie dient ausschließlich der Verwaltung privater Finanzanlagen, ist von Einkommen-, Gewerbe- und Vermögensteuer befreit und zahlt nur eine jährliche Abonnementsteuer von **0,25 %** auf Kapital und Agio (mindestens 100 Euro, höchstens 125.000 Euro). Eine gewerbliche Tätigkeit ist ihr untersagt.',
        es: '**Sociedad de gestión de patrimonio familiar (SPF)**: reservada a la gestión de activos financieros privados, está exenta del impuesto sobre la renta, del impuesto municipal y del impuesto sobre el patrimonio, y solo paga una tasa de suscripción anual del **0,25 %** de su capital y primas de emisión (mínimo 100 €, máximo 125.000 €). No puede ejercer ninguna actividad comercial.',
        it: '**Società di gestione del patrimonio familiare (SPF)**: riservata alla gestione di attività finanziarie private, è esente da imposta sul reddito, imposta commerciale comunale e imposta sul patrimonio, e paga soltanto una tassa di abbonamento annua dello **0,25%** sul capitale e sui sovrapprezzi (minimo 100 euro, massimo 125.000 euro). Non può svolgere alcuna attività commerciale.',
        pt: '**Sociedade de gestão de património familiar (SPF)**: reservada à gestão de ativos financeiros privados, está isenta de imposto sobre o rendimento, de imposto municipal e de imposto sobre o património, pagando apenas uma taxa de assinatura anual de **0,25 %** sobre o capital e os prémios de emissão (mínimo de 100 euros, máximo de 125 000 euros). Não pode exercer qualquer atividade comercial.',
      },
      sources: [5],
    },
  ],
  sources,
};
