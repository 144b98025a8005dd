import {OECD_AUTOMATIC_EXCHANGE} from '../oecd-sources.js';
import type {OfficialSource} from '../types.js';

/** Monaco's official sources, cited by index from the facts: LégiMonaco laws and conventions, the residence page, the French Senate's report on the conventions. */
export const sources: readonly OfficialSource[] = [
  {
    title: {
      fr: 'Sénat, rapport n° 301 (2020-2021) : les conventions fiscales franco-monégasques de 1950 et 1963',
      en: 'French Senate, report no. 301 (2020-2021): the Franco-Monegasque tax conventions of 1950 and 1963',
      de: 'Französischer Senat, Bericht Nr. 301 (2020-2021): die französisch-monegassischen Steuerabkommen von 1950 und 1963',
      es: 'Senado francés, informe n.º 301 (2020-2021): los convenios fiscales franco-monegascos de 1950 y 1963',
      it: 'Senato francese, rapporto n. 301 (2020-2021): le convenzioni fiscali franco-monegasche del 1950 e del 1963',
      pt: 'Senado francês, relatório n.º 301 (2020-2021): as convenções fiscais franco-monegascas de 1950 e 1963',
    },
    url: 'https://www.senat.fr/rap/l20-301/l20-3011.html',
    publisher: 'Sénat',
    asOf: '2021-01-26',
  },
  {
    title: {
      fr: 'Sénat, rapport n° 301 (2020-2021) : la convention successorale de 1950 et les droits de mutation à Monaco',
      en: 'French Senate, report no. 301 (2020-2021): the 1950 inheritance convention and transfer duties in Monaco',
      de: 'Französischer Senat, Bericht Nr. 301 (2020-2021): das Erbschaftsteuerabkommen von 1950 und die Übertragungsabgaben in Monaco',
      es: 'Senado francés, informe n.º 301 (2020-2021): el convenio sucesorio de 1950 y los derechos de transmisión en Mónaco',
      it: 'Senato francese, rapporto n. 301 (2020-2021): la convenzione successoria del 1950 e i diritti di trasferimento a Monaco',
      pt: 'Senado francês, relatório n.º 301 (2020-2021): a convenção sucessória de 1950 e os direitos de transmissão no Mónaco',
    },
    url: 'https://www.senat.fr/rap/l20-301/l20-3012.html',
    publisher: 'Sénat',
    asOf: '2021-01-26',
  },
  {
    title: {
      fr: 'Loi n° 214 du 27 février 1936 sur les trusts',
      en: 'Law no. 214 of 27 February 1936 on trusts',
      de: 'Gesetz Nr. 214 vom 27. Februar 1936 über Trusts',
      es: 'Ley n.º 214 de 27 de febrero de 1936 sobre los trusts',
      it: 'Legge n. 214 del 27 febbraio 1936 sui trust',
      pt: 'Lei n.º 214 de 27 de fevereiro de 1936 sobre os trusts',
    },
    url: 'https://legimonaco.mc/tnc/loi/1936/02-27-214/',
    publisher: 'Gouvernement Princier de Monaco',
    asOf: '2026-01-01',
  },
  {
    title: {
      fr: 'Loi n° 56 du 29 janvier 1922 sur les fondations',
      en: 'Law no. 56 of 29 January 1922 on foundations',
      de: 'Gesetz Nr. 56 vom 29. Januar 1922 über Stiftungen',
      es: 'Ley n.º 56 de 29 de enero de 1922 sobre las fundaciones',
      it: 'Legge n. 56 del 29 gennaio 1922 sulle fondazioni',
      pt: 'Lei n.º 56 de 29 de janeiro de 1922 sobre as fundações',
    },
    url: 'https://legimonaco.mc/tnc/loi/1922/01-29-56/',
    publisher: 'Gouvernement Princier de Monaco',
    asOf: '2026-01-01',
  },
  {
    title: {
      fr: 'Carte de séjour : signaler un changement de situation (justificatifs de logement et de ressources)',
      en: 'Residence card: reporting a change of situation (proof of housing and means)',
      de: 'Aufenthaltskarte: Änderungen melden (Nachweise zu Wohnung und Mitteln)',
      es: 'Tarjeta de residencia: comunicar un cambio de situación (justificantes de vivienda y de medios)',
      it: 'Carta di soggiorno: segnalare un cambiamento di situazione (prove di alloggio e di mezzi)',
      pt: 'Cartão de residência: comunicar uma mudança de situação (comprovativos de habitação e de meios)',
    },
    url: 'https://monservicepublic.gouv.mc/thematiques/nationalite-et-residence/residence/residents/indiquer-un-changement-de-situation',
    publisher: 'Gouvernement Princier de Monaco',
    asOf: '2026-01-01',
  },
  OECD_AUTOMATIC_EXCHANGE,
  {
    title: {
      fr: 'Convention fiscale franco-monégasque du 18 mai 1963',
      en: 'Franco-Monegasque tax convention of 18 May 1963',
      de: 'Französisch-monegassisches Steuerabkommen vom 18. Mai 1963',
      es: 'Convenio fiscal franco-monegasco de 18 de mayo de 1963',
      it: 'Convenzione fiscale franco-monegasca del 18 maggio 1963',
      pt: 'Convenção fiscal franco-monegasca de 18 de maio de 1963',
    },
    url: 'https://legimonaco.mc/tai/convention/1963/05-18-tai1l000235/',
    publisher: 'Gouvernement Princier de Monaco',
    asOf: '2023-05-01',
  },
  {
    title: {
      fr: 'Convention franco-monégasque du 1er avril 1950 en matière successorale',
      en: 'Franco-Monegasque convention of 1 April 1950 on inheritance',
      de: 'Französisch-monegassisches Abkommen vom 1. April 1950 über Erbschaften',
      es: 'Convenio franco-monegasco de 1 de abril de 1950 en materia de sucesiones',
      it: 'Convenzione franco-monegasca del 1° aprile 1950 in materia successoria',
      pt: 'Convenção franco-monegasca de 1 de abril de 1950 em matéria sucessória',
    },
    url: 'https://legimonaco.mc/tai/convention/1950/04-01-tai1l000729/',
    publisher: 'Gouvernement Princier de Monaco',
    asOf: '2026-01-01',
  },
  {
    title: {
      fr: 'Loi n° 580 du 29 juillet 1953 portant aménagement des droits d’enregistrement et d’hypothèques',
      en: 'Law no. 580 of 29 July 1953 on registration and mortgage duties',
      de: 'Gesetz Nr. 580 vom 29. Juli 1953 über Registrierungs- und Hypothekengebühren',
      es: 'Ley n.º 580 de 29 de julio de 1953 sobre los derechos de registro e hipotecas',
      it: 'Legge n. 580 del 29 luglio 1953 sui diritti di registro e ipotecari',
      pt: 'Lei n.º 580 de 29 de julho de 1953 sobre os direitos de registo e hipotecários',
    },
    url: 'https://legimonaco.mc/tnc/loi/1953/07-29-580/',
    publisher: 'Gouvernement Princier de Monaco',
    asOf: '2023-10-01',
  },
  {
    title: {
      fr: 'Loi n° 1.448 du 28 juin 2017 relative au droit international privé',
      en: 'Law no. 1.448 of 28 June 2017 on private international law',
      de: 'Gesetz Nr. 1.448 vom 28. Juni 2017 über das internationale Privatrecht',
      es: 'Ley n.º 1.448 de 28 de junio de 2017 de derecho internacional privado',
      it: 'Legge n. 1.448 del 28 giugno 2017 sul diritto internazionale privato',
      pt: 'Lei n.º 1.448 de 28 de junho de 2017 relativa ao direito internacional privado',
    },
    url: 'https://legimonaco.mc/tnc/loi/2017/06-28-1.448/',
    publisher: 'Gouvernement Princier de Monaco',
    asOf: '2017-06-28',
  },
];
