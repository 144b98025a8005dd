import type {JurisdictionContent} from '../types.js';
import {planning} from './planning.js';
import {sources} from './sources.js';
import {taxes} from './taxes.js';

/** Belgium: high progressive income tax, a new 10 % gains tax from 2026, regional estate duties. */
export const be: JurisdictionContent = {
  code: 'be',
  name: {
    fr: 'Belgique',
    en: 'Belgium',
    de: 'Belgien',
    es: 'Bélgica',
    it: 'Belgio',
    pt: 'Bélgica',
  },
  inName: {
    fr: 'en Belgique',
    en: 'in Belgium',
    de: 'in Belgien',
    es: 'en Bélgica',
    it: 'in Belgio',
    pt: 'na Bélgica',
  },
  currency: 'EUR',
  taxes,
  planning,
  highlights: [
    {
      text: {
        fr: '**Régime spécial des contribuables impatriés** : les salariés et dirigeants recrutés ou détachés de l’étranger, qui n’ont pas résidé à moins de 150 km de la frontière belge durant les cinq années précédentes et gagnent au moins **70 000 €** bruts par an, peuvent recevoir **35 %** de leur rémunération en indemnité forfaitaire non imposable, sans plafond depuis 2025. Le régime dure cinq ans, prolongeable de trois.',
        en: '**Special regime for inbound taxpayers**: employees and executives recruited or seconded from abroad who did not live within 150 km of the Belgian border during the previous five years and earn at least **€70,000** gross a year can receive **35%** of their pay as a tax-free lump-sum allowance, uncapped since 2025. The regime lasts five years, renewable for three more.',
        de: '**Sonderregelung für Impatriierte**: Aus dem Ausland angeworbene oder entsandte Arbeitnehmer und Führungskräfte, die in den fünf Vorjahren nicht innerhalb von 150 km von der belgischen Grenze gewohnt haben und mindestens **70.000 Euro** brutto jährlich verdienen, können **35 %** ihrer Vergütung als steuerfreie Kostenpauschale erhalten, seit 2025 ohne Obergrenze. Die Regelung gilt fünf Jahre und kann um drei Jahre verlängert werden.',
        es: '**Régimen especial de contribuyentes impatriados**: los empleados y directivos contratados o desplazados desde el extranjero que no hayan vivido a menos de 150 km de la frontera belga en los cinco años anteriores y ganen al menos **70.000 €** brutos anuales pueden recibir el **35 %** de su retribución como compensación a tanto alzado exenta, sin límite desde 2025. El régimen dura cinco años, prorrogables por tres más.',
        it: '**Regime speciale per i contribuenti impatriati**: dipendenti e dirigenti reclutati o distaccati dall’estero, che nei cinque anni precedenti non hanno vissuto entro 150 km dal confine belga e guadagnano almeno **70.000 euro** lordi annui, possono ricevere il **35%** della retribuzione come indennità forfettaria esente, senza tetto dal 2025. Il regime dura cinque anni, prorogabili di tre.',
        pt: '**Regime especial dos contribuintes impatriados**: trabalhadores e dirigentes recrutados ou destacados do estrangeiro que não tenham vivido a menos de 150 km da fronteira belga nos cinco anos anteriores e ganhem pelo menos **70 000 euros** brutos por ano podem receber **35 %** da remuneração como subsídio forfetário isento, sem limite desde 2025. O regime dura cinco anos, prorrogáveis por mais três.',
      },
      sources: [0],
    },
    {
      text: {
        fr: '**Exonérations sur les revenus mobiliers** : chaque contribuable peut recevoir en franchise d’impôt une petite tranche annuelle de dividendes (un peu plus de 800 €), le précompte retenu sur ces dividendes se récupérant via la déclaration. Les premiers intérêts des comptes d’épargne réglementés (environ 1 000 € par personne) sont eux aussi exonérés, et le surplus n’est taxé qu’à 15 %.',
        en: '**Tax-free investment income**: each taxpayer can receive a small annual slice of dividends (just over €800) free of tax, the tax withheld on them being reclaimed through the tax return. The first interest on regulated savings accounts (about €1,000 per person) is also exempt, and any excess is taxed at only 15%.',
        de: '**Steuerfreie Kapitalerträge**: Jeder Steuerpflichtige kann jährlich einen kleinen Dividendenbetrag (etwas über 800 Euro) steuerfrei beziehen; der darauf einbehaltene Vorabzug wird über die Steuererklärung erstattet. Auch die ersten Zinsen auf regulierten Sparkonten (rund 1.000 Euro je Person) sind steuerfrei, der Mehrbetrag wird nur mit 15 % besteuert.',
        es: '**Rentas del capital exentas**: cada contribuyente puede percibir sin impuesto una pequeña franja anual de dividendos (algo más de 800 €), y la retención practicada sobre ellos se recupera en la declaración. Los primeros intereses de las cuentas de ahorro reguladas (unos 1.000 € por persona) también están exentos, y el exceso solo tributa al 15 %.',
        it: '**Redditi mobiliari esenti**: ogni contribuente può incassare in esenzione una piccola quota annua di dividendi (poco più di 800 euro), recuperando con la dichiarazione la ritenuta subita. Anche i primi interessi dei conti di risparmio regolamentati (circa 1.000 euro a persona) sono esenti, e l’eccedenza è tassata solo al 15%.',
        pt: '**Rendimentos de capitais isentos**: cada contribuinte pode receber sem imposto uma pequena parcela anual de dividendos (pouco mais de 800 euros), recuperando através da declaração a retenção sofrida. Os primeiros juros das contas de poupança regulamentadas (cerca de 1000 euros por pessoa) também estão isentos, e o excedente é tributado a apenas 15 %.',
      },
      sources: [0],
    },
  ],
  sources,
};
