import type {JurisdictionContent} from '../types.js';
import {planning} from './planning.js';
import {sources} from './sources.js';
import {taxes} from './taxes.js';

/** Italy: IRPEF, taxes on foreign assets instead of a wealth tax, 26 % on gains, low estate duties. */
export const it: JurisdictionContent = {
  code: 'it',
  name: {
    fr: 'Italie',
    en: 'Italy',
    de: 'Italien',
    es: 'Italia',
    it: 'Italia',
    pt: 'Itália',
  },
  inName: {
    fr: 'en Italie',
    en: 'in Italy',
    de: 'in Italien',
    es: 'en Italia',
    it: 'in Italia',
    pt: 'em Itália',
  },
  currency: 'EUR',
  taxes,
  planning,
  highlights: [
    {
      text: {
        fr: '**Forfait pour nouveaux résidents** (article 24-bis du TUIR) : toute personne non résidente pendant au moins neuf des dix années précédentes peut acquitter un impôt forfaitaire annuel couvrant l’ensemble de ses revenus étrangers, pendant quinze ans au plus, avec exonération de l’IVIE, de l’IVAFE, de la déclaration RW et des droits de succession et de donation sur les biens étrangers ; ses revenus italiens restent imposés normalement. Le forfait est de **300 000 €** par an pour les transferts de résidence depuis le 1er janvier 2026 (200 000 € auparavant), plus 50 000 € par membre de la famille qui y adhère.',
        en: '**Flat tax for new residents** (article 24-bis TUIR): anyone non-resident for at least nine of the previous ten years can pay a fixed annual tax covering all foreign income, for up to fifteen years, with exemption from IVIE, IVAFE, RW reporting and gift and inheritance tax on foreign assets; Italian income is still taxed normally. The lump sum is **€300,000** a year for moves of residence from 1 January 2026 (previously €200,000), plus €50,000 for each family member who joins.',
        de: '**Pauschalsteuer für Neuansässige** (Art. 24-bis TUIR): Wer in mindestens neun der zehn Vorjahre nicht in Italien ansässig war, kann sämtliche Auslandseinkünfte bis zu fünfzehn Jahre lang mit einem festen Jahresbetrag abgelten, verbunden mit der Befreiung von IVIE, IVAFE, der Meldung in der Anlage RW sowie der Erbschaft- und Schenkungsteuer auf Auslandsvermögen; italienische Einkünfte werden weiter regulär besteuert. Der Betrag liegt für Zuzüge ab dem 1. Januar 2026 bei **300.000 Euro** jährlich (zuvor 200.000 Euro), zuzüglich 50.000 Euro je einbezogenem Familienmitglied.',
        es: '**Impuesto fijo para nuevos residentes** (artículo 24-bis del TUIR): quien no haya sido residente al menos nueve de los diez años anteriores puede pagar una cuota anual fija por toda su renta extranjera durante un máximo de quince años, con exención del IVIE, el IVAFE, la declaración RW y el impuesto de sucesiones y donaciones sobre los bienes en el extranjero; las rentas italianas siguen tributando con normalidad. La cuota es de **300.000 €** al año para los traslados de residencia desde el 1 de enero de 2026 (antes 200.000 €), más 50.000 € por cada familiar que se acoja.',
        it: '**Flat tax per i neo-residenti** (articolo 24-bis del TUIR): chi non è stato residente per almeno nove dei dieci anni precedenti può assolvere con un’imposta sostitutiva annua fissa tutti i redditi esteri, per un massimo di quindici anni, con esonero da IVIE, IVAFE, quadro RW e imposta sulle successioni e donazioni per i beni esteri; i redditi italiani restano tassati in via ordinaria. L’importo è di **300.000 euro** annui per chi trasferisce la residenza dal 1° gennaio 2026 (prima 200.000 euro), più 50.000 euro per ciascun familiare che vi aderisce.',
        pt: '**Imposto fixo para novos residentes** (artigo 24-bis do TUIR): quem não tenha sido residente em pelo menos nove dos dez anos anteriores pode pagar um imposto anual fixo sobre todos os rendimentos estrangeiros, durante um máximo de quinze anos, com isenção do IVIE, do IVAFE, da declaração RW e do imposto sobre sucessões e doações sobre os bens no estrangeiro; os rendimentos italianos continuam a ser tributados normalmente. O montante é de **300 000 euros** por ano para as mudanças de residência a partir de 1 de janeiro de 2026 (antes 200 000 euros), mais 50 000 euros por cada familiar que adira.',
      },
      sources: [1, 3],
    },
    {
      text: {
        fr: '**Régime des impatriés** (décret législatif 209/2023) : les travailleurs hautement qualifiés qui s’installent en Italie après au moins trois ans de non-résidence ne sont imposés que sur **50 %** de leurs revenus d’activité (40 % en cas d’enfant mineur), dans la limite de 600 000 € par an, pendant cinq ans, à condition de rester résidents au moins quatre ans.',
        en: '**Impatriate regime** (Legislative Decree 209/2023): highly qualified workers who move to Italy after at least three years of non-residence are taxed on only **50%** of their employment or self-employment income (40% with a minor child), up to €600,000 a year, for five years, provided they stay resident for at least four years.',
        de: '**Impatriati-Regelung** (Gesetzesvertretendes Dekret 209/2023): Hochqualifizierte, die nach mindestens drei Jahren ohne Wohnsitz in Italien zuziehen, versteuern fünf Jahre lang nur **50 %** ihrer Arbeitseinkünfte (40 % mit minderjährigem Kind), bis 600.000 Euro jährlich, sofern sie mindestens vier Jahre ansässig bleiben.',
        es: '**Régimen de impatriados** (Decreto Legislativo 209/2023): los trabajadores altamente cualificados que se trasladan a Italia tras al menos tres años de no residencia tributan solo por el **50 %** de sus rentas del trabajo (40 % con un hijo menor), hasta 600.000 € al año, durante cinco años, siempre que mantengan la residencia al menos cuatro años.',
        it: '**Regime degli impatriati** (D.Lgs. 209/2023): i lavoratori altamente qualificati che si trasferiscono in Italia dopo almeno tre anni di non residenza sono tassati solo sul **50%** dei redditi di lavoro (40% con un figlio minorenne), entro 600.000 euro annui, per cinque anni, a condizione di restare residenti per almeno quattro anni.',
        pt: '**Regime dos impatriados** (Decreto Legislativo 209/2023): os trabalhadores altamente qualificados que se mudam para Itália após pelo menos três anos de não residência são tributados apenas sobre **50 %** dos rendimentos do trabalho (40 % com um filho menor), até 600 000 euros por ano, durante cinco anos, desde que mantenham a residência pelo menos quatro anos.',
      },
      sources: [2],
    },
  ],
  sources,
};
