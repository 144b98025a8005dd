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
      sources: [1],
    },
    {
      text: {
        fr: '**Précompte mobilier de 30 %** : retenu à la source sur les dividendes et intérêts, il est en principe libératoire. Une petite tranche annuelle de dividendes (un peu plus de 800 €) et les premiers intérêts des comptes d’épargne réglementés (environ 1 000 €, taxés à 15 % au-delà) sont exonérés ; le précompte retenu sur ces dividendes se récupère via la déclaration.',
        en: '**30% withholding tax on investment income**: deducted at source from dividends and interest, it is normally final. A small annual slice of dividends (just over €800) and the first interest on regulated savings accounts (about €1,000, taxed at 15% above) are exempt; the tax withheld on those dividends is reclaimed through the tax return.',
        de: '**Mobiliensteuervorabzug von 30 %**: An der Quelle auf Dividenden und Zinsen einbehalten, wirkt er grundsätzlich abgeltend. Ein kleiner jährlicher Dividendenbetrag (etwas über 800 Euro) und die ersten Zinsen auf regulierten Sparkonten (rund 1.000 Euro, darüber 15 %) sind steuerfrei; der auf diese Dividenden einbehaltene Vorabzug wird über die Steuererklärung erstattet.',
        es: '**Retención del 30 % sobre rentas del capital**: practicada en la fuente sobre dividendos e intereses, es en principio liberatoria. Una pequeña franja anual de dividendos (algo más de 800 €) y los primeros intereses de las cuentas de ahorro reguladas (unos 1.000 €, gravados al 15 % por encima) están exentos; la retención sobre esos dividendos se recupera en la declaración.',
        it: '**Ritenuta del 30% sui redditi mobiliari**: trattenuta alla fonte su dividendi e interessi, è di norma a titolo d’imposta. Una piccola quota annua di dividendi (poco più di 800 euro) e i primi interessi dei conti di risparmio regolamentati (circa 1.000 euro, tassati al 15% oltre tale soglia) sono esenti; la ritenuta su tali dividendi si recupera con la dichiarazione.',
        pt: '**Retenção de 30 % sobre rendimentos de capitais**: retida na fonte sobre dividendos e juros, é em princípio liberatória. Uma pequena parcela anual de dividendos (pouco mais de 800 euros) e os primeiros juros das contas de poupança regulamentadas (cerca de 1000 euros, tributados a 15 % acima disso) estão isentos; a retenção sobre esses dividendos recupera-se através da declaração.',
      },
      sources: [1],
    },
  ],
  sources,
};
