import type {JurisdictionContent} from '../types.js';
import {planning} from './planning.js';
import {sources} from './sources.js';
import {taxes} from './taxes.js';

/** Andorra: income tax capped at 10 %, no wealth or inheritance tax, passive residence by investment. */
export const ad: JurisdictionContent = {
  code: 'ad',
  name: {
    fr: 'Andorre',
    en: 'Andorra',
    de: 'Andorra',
    es: 'Andorra',
    it: 'Andorra',
    pt: 'Andorra',
  },
  inName: {
    fr: 'en Andorre',
    en: 'in Andorra',
    de: 'in Andorra',
    es: 'en Andorra',
    it: 'in Andorra',
    pt: 'em Andorra',
  },
  currency: 'EUR',
  taxes,
  planning,
  highlights: [
    {
      text: {
        fr: 'La **résidence passive** (sans activité lucrative) exige de vivre au moins 90 jours par an en Andorre, de justifier de revenus suffisants et d’investir au moins **600 000 €** dans le pays, dont un dépôt remboursable auprès de l’Autorité financière andorrane. Au-delà de 183 jours de présence, le résident devient résident fiscal.',
        en: '**Passive residence** (without gainful activity) requires living in Andorra at least 90 days a year, showing sufficient income and investing at least **€600,000** in the country, including a refundable deposit with the Andorran Financial Authority. Beyond 183 days of presence, the resident becomes tax resident.',
        de: 'Die **passive Aufenthaltsgenehmigung** (ohne Erwerbstätigkeit) verlangt mindestens 90 Tage Aufenthalt pro Jahr, den Nachweis ausreichender Einkünfte und eine Investition von mindestens **600.000 €** im Land, einschließlich einer rückzahlbaren Kaution bei der andorranischen Finanzaufsicht. Ab 183 Tagen Anwesenheit wird man steuerlich ansässig.',
        es: 'La **residencia pasiva** (sin actividad lucrativa) exige vivir al menos 90 días al año en Andorra, acreditar ingresos suficientes e invertir como mínimo **600.000 €** en el país, incluido un depósito reembolsable ante la Autoridad Financiera Andorrana. A partir de 183 días de presencia, se pasa a ser residente fiscal.',
        it: 'La **residenza passiva** (senza attività lucrativa) richiede di vivere in Andorra almeno 90 giorni l’anno, dimostrare redditi sufficienti e investire almeno **600.000 €** nel Paese, compreso un deposito rimborsabile presso l’Autorità finanziaria andorrana. Oltre i 183 giorni di presenza si diventa residenti fiscali.',
        pt: 'A **residência passiva** (sem atividade lucrativa) exige viver em Andorra pelo menos 90 dias por ano, comprovar rendimentos suficientes e investir no mínimo **600 000 €** no país, incluindo um depósito reembolsável junto da Autoridade Financeira Andorrana. A partir de 183 dias de presença, passa-se a residente fiscal.',
      },
      sources: [3, 0],
    },
    {
      text: {
        fr: 'Longtemps paradis fiscal, l’Andorre a signé des conventions fiscales (France, Espagne, Portugal, Luxembourg, entre autres) et échange automatiquement les informations bancaires au titre de la norme commune de déclaration de l’OCDE depuis 2018 : les comptes andorrans d’un non-résident sont déclarés à son pays de résidence.',
        en: 'Once a tax haven, Andorra has signed tax treaties (with France, Spain, Portugal and Luxembourg, among others) and has exchanged bank information automatically under the OECD Common Reporting Standard since 2018: a non-resident’s Andorran accounts are reported to their country of residence.',
        de: 'Einst Steueroase, hat Andorra Doppelbesteuerungsabkommen geschlossen (unter anderem mit Frankreich, Spanien, Portugal und Luxemburg) und tauscht seit 2018 nach dem OECD-Standard (CRS) automatisch Bankinformationen aus: Andorranische Konten Nichtansässiger werden dem Wohnsitzstaat gemeldet.',
        es: 'Antiguo paraíso fiscal, Andorra ha firmado convenios fiscales (con Francia, España, Portugal y Luxemburgo, entre otros) e intercambia automáticamente información bancaria conforme al Estándar Común de Comunicación de la OCDE desde 2018: las cuentas andorranas de un no residente se comunican a su país de residencia.',
        it: 'Un tempo paradiso fiscale, Andorra ha firmato convenzioni fiscali (tra le altre con Francia, Spagna, Portogallo e Lussemburgo) e dal 2018 scambia automaticamente le informazioni bancarie secondo lo standard comune OCSE: i conti andorrani di un non residente sono comunicati al suo Paese di residenza.',
        pt: 'Antigo paraíso fiscal, Andorra assinou convenções fiscais (com França, Espanha, Portugal e Luxemburgo, entre outros) e troca automaticamente informação bancária segundo a Norma Comum de Comunicação da OCDE desde 2018: as contas andorranas de um não residente são comunicadas ao seu país de residência.',
      },
      sources: [4, 0],
    },
  ],
  sources,
};
