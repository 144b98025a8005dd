/** International: cross-border rules (OECD Model treaties, CRS and CARF, EU directives, the Succession Regulation, the Hague Trust Convention). */
import type {JurisdictionContent} from '../types.js';
import {planning} from './planning.js';
import {sources} from './sources.js';
import {taxes} from './taxes.js';

export const intl: JurisdictionContent = {
  code: 'intl',
  name: {
    fr: 'International',
    en: 'International',
    de: 'International',
    es: 'Internacional',
    it: 'Internazionale',
    pt: 'Internacional',
  },
  inName: {
    fr: 'pour une personne à mobilité internationale',
    en: 'for an internationally mobile person',
    de: 'für international mobile Personen',
    es: 'para una persona con movilidad internacional',
    it: 'per chi vive tra più Paesi',
    pt: 'para uma pessoa com mobilidade internacional',
  },
  currency: 'EUR',
  taxes,
  planning,
  highlights: [
    {
      text: {
        fr: '**La résidence est une question de faits** : se radier d’un pays ne met pas fin à la résidence fiscale si le foyer, la famille ou les affaires y restent. Conservez les preuves de vos jours de présence, logements et attaches, et demandez un certificat de résidence pour invoquer une convention.',
        en: '**Residence is a matter of fact**: deregistering in one country does not end tax residence there if your home, family or business stays behind. Keep evidence of days, homes and ties, and obtain a certificate of residence when claiming treaty benefits.',
        de: '**Ansässigkeit ist eine Tatsachenfrage**: Die Abmeldung in einem Land beendet die steuerliche Ansässigkeit nicht, wenn Wohnung, Familie oder Geschäft dort bleiben. Belegen Sie Aufenthaltstage, Wohnungen und Bindungen und lassen Sie sich für Abkommensvorteile eine Ansässigkeitsbescheinigung ausstellen.',
        es: '**La residencia es una cuestión de hecho**: darse de baja en un país no pone fin a la residencia fiscal si la vivienda, la familia o los negocios siguen allí. Conserve pruebas de días de estancia, viviendas y vínculos, y pida un certificado de residencia para aplicar un convenio.',
        it: '**La residenza è una questione di fatto**: cancellarsi dall’anagrafe di un Paese non fa cessare la residenza fiscale se abitazione, famiglia o affari restano lì. Conservi le prove dei giorni di presenza, delle abitazioni e dei legami, e chieda un certificato di residenza per far valere una convenzione.',
        pt: '**A residência é uma questão de facto**: cancelar o registo num país não põe fim à residência fiscal se a habitação, a família ou os negócios lá ficarem. Guarde provas dos dias de presença, habitações e vínculos, e peça um certificado de residência para invocar uma convenção.',
      },
      sources: [0],
    },
    {
      text: {
        fr: '**Quand deux États imposent le même revenu** : la procédure amiable prévue par les conventions (article 25 du modèle de l’OCDE) permet de demander aux administrations de supprimer la double imposition, en général dans les trois ans qui suivent la première notification de l’imposition contestée. De nombreuses conventions récentes y ajoutent un arbitrage, et dans l’UE la directive (UE) 2017/1852 garantit que le différend entre États membres se termine par une décision contraignante.',
        en: '**When two states tax the same income**: a treaty’s mutual agreement procedure (Article 25 of the OECD Model) lets you ask the tax authorities to remove double taxation, generally within three years of the first notification of the tax at issue. Many recent treaties add arbitration, and within the EU Directive (EU) 2017/1852 ensures that a dispute between member states ends in a binding decision.',
        de: '**Wenn zwei Staaten dasselbe Einkommen besteuern**: Über das Verständigungsverfahren der Abkommen (Artikel 25 des OECD-Musterabkommens) können Sie die Steuerbehörden ersuchen, die Doppelbesteuerung zu beseitigen, in der Regel binnen drei Jahren nach der ersten Mitteilung der beanstandeten Besteuerung. Viele neuere Abkommen sehen zusätzlich ein Schiedsverfahren vor, und in der EU sorgt die Richtlinie (EU) 2017/1852 dafür, dass ein Streit zwischen Mitgliedstaaten mit einer verbindlichen Entscheidung endet.',
        es: '**Cuando dos Estados gravan la misma renta**: el procedimiento amistoso de los convenios (artículo 25 del Modelo de la OCDE) permite pedir a las administraciones que eliminen la doble imposición, por lo general en los tres años siguientes a la primera notificación de la medida que la origina. Muchos convenios recientes añaden el arbitraje, y en la UE la Directiva (UE) 2017/1852 garantiza que la controversia entre Estados miembros termine con una decisión vinculante.',
        it: '**Quando due Stati tassano lo stesso reddito**: la procedura amichevole prevista dalle convenzioni (articolo 25 del Modello OCSE) consente di chiedere alle amministrazioni di eliminare la doppia imposizione, di norma entro tre anni dalla prima notifica dell’imposizione contestata. Molte convenzioni recenti prevedono anche l’arbitrato, e nell’UE la direttiva (UE) 2017/1852 assicura che la controversia tra Stati membri si concluda con una decisione vincolante.',
        pt: '**Quando dois Estados tributam o mesmo rendimento**: o procedimento amigável das convenções (artigo 25.º do Modelo da OCDE) permite pedir às administrações que eliminem a dupla tributação, em regra no prazo de três anos a contar da primeira notificação da tributação em causa. Muitas convenções recentes preveem ainda a arbitragem, e na UE a Diretiva (UE) 2017/1852 garante que o litígio entre Estados-Membros termine numa decisão vinculativa.',
      },
      sources: [0, 15],
    },
  ],
  sources,
};
