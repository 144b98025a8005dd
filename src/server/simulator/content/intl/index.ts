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
        it: '**La residenza è una questione di fatto**: cancellarsi dall’anagrafe di un Paese non fa cessare la residenza fiscale se abitazione, famiglia o affari restano lì. Conservate le prove di giorni di presenza, abitazioni e legami, e chiedete un certificato di residenza per far valere una convenzione.',
        pt: '**A residência é uma questão de facto**: cancelar o registo num país não põe fim à residência fiscal se a habitação, a família ou os negócios lá ficarem. Guarde provas dos dias de presença, habitações e vínculos, e peça um certificado de residência para invocar uma convenção.',
      },
      sources: [0],
    },
    {
      text: {
        fr: '**Choisir la loi de sa succession** : le règlement 650/2012 permet de choisir par testament la loi de sa nationalité pour toute la succession, ce qui peut écarter la réserve héréditaire du pays où l’on finit sa vie — mais pas sa fiscalité, et certains États protègent encore les héritiers réservataires par d’autres voies.',
        en: '**Choosing the law of your estate**: Regulation 650/2012 lets you choose, in a will, the law of your nationality for the whole estate, which can set aside the forced-heirship rules of the country where you end your days — but not its taxes, and some states still protect reserved heirs by other means.',
        de: '**Rechtswahl für den Nachlass**: Die Verordnung 650/2012 erlaubt, im Testament das Recht der eigenen Staatsangehörigkeit für den gesamten Nachlass zu wählen und so das Pflichtteilsrecht des letzten Wohnsitzstaates zu vermeiden — nicht aber dessen Steuern, und manche Staaten schützen Pflichtteilsberechtigte weiterhin auf anderem Weg.',
        es: '**Elegir la ley de la sucesión**: el Reglamento 650/2012 permite elegir en testamento la ley de la propia nacionalidad para toda la herencia, lo que puede evitar las legítimas del país donde se termina viviendo, pero no sus impuestos, y algunos Estados siguen protegiendo a los legitimarios por otras vías.',
        it: '**Scegliere la legge della successione**: il regolamento 650/2012 consente di scegliere per testamento la legge della propria cittadinanza per l’intera eredità, il che può evitare la legittima del Paese in cui si finisce per vivere, ma non le sue imposte, e alcuni Stati tutelano ancora i legittimari per altre vie.',
        pt: '**Escolher a lei da sucessão**: o Regulamento 650/2012 permite escolher em testamento a lei da própria nacionalidade para toda a herança, o que pode afastar a legítima do país onde se acaba por viver, mas não os seus impostos, e alguns Estados continuam a proteger os herdeiros legitimários por outras vias.',
      },
      sources: [2],
    },
  ],
  sources,
};
