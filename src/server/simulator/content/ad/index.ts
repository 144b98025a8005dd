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
        fr: 'La **résidence passive** (sans activité lucrative) exige de séjourner au moins 90 jours par an en Andorre, de justifier de ressources suffisantes et d’investir dans le pays un montant minimal fixé par la loi. Ce montant a été relevé à plusieurs reprises : il est à vérifier au moment de la demande.',
        en: '**Passive residence** (without gainful activity) requires spending at least 90 days a year in Andorra, showing sufficient means and investing a statutory minimum amount in the country. That minimum has been raised several times and should be checked when applying.',
        de: 'Die **passive Aufenthaltsgenehmigung** (ohne Erwerbstätigkeit) verlangt mindestens 90 Tage Aufenthalt pro Jahr in Andorra, den Nachweis ausreichender Mittel und eine gesetzlich festgelegte Mindestinvestition im Land. Dieser Mindestbetrag wurde mehrfach angehoben und ist bei Antragstellung zu prüfen.',
        es: 'La **residencia pasiva** (sin actividad lucrativa) exige residir al menos 90 días al año en Andorra, acreditar medios suficientes e invertir en el país un importe mínimo fijado por la ley. Ese importe se ha elevado en varias ocasiones y conviene comprobarlo al presentar la solicitud.',
        it: 'La **residenza passiva** (senza attività lucrativa) richiede di soggiornare in Andorra almeno 90 giorni l’anno, dimostrare mezzi sufficienti e investire nel Paese un importo minimo fissato dalla legge. Tale importo è stato aumentato più volte e va verificato al momento della domanda.',
        pt: 'A **residência passiva** (sem atividade lucrativa) exige permanecer pelo menos 90 dias por ano em Andorra, comprovar meios suficientes e investir no país um montante mínimo fixado por lei. Esse montante já foi aumentado várias vezes e deve ser confirmado no momento do pedido.',
      },
      sources: [3],
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
