import {OECD_AUTOMATIC_EXCHANGE} from '../oecd-sources.js';
import type {OfficialSource} from '../types.js';

/** Monaco's official sources, cited by index from the facts: the tax authority's page, LégiMonaco laws, the residence page. */
export const sources: readonly OfficialSource[] = [
  {
    title: {
      fr: 'Direction des Services Fiscaux : les impôts et droits perçus à Monaco (pas d’impôt sur le revenu des personnes physiques hors ressortissants français, droits d’enregistrement et de succession)',
      en: 'Direction des Services Fiscaux: the taxes and duties levied in Monaco (no personal income tax except for French nationals; registration and inheritance duties)',
      de: 'Direction des Services Fiscaux: die in Monaco erhobenen Steuern und Abgaben (keine Einkommensteuer für Privatpersonen außer für französische Staatsangehörige; Registrierungs- und Erbschaftsabgaben)',
      es: 'Direction des Services Fiscaux: los impuestos y derechos que se perciben en Mónaco (sin impuesto sobre la renta de las personas físicas salvo para los nacionales franceses; derechos de registro y de sucesión)',
      it: 'Direction des Services Fiscaux: le imposte e i diritti riscossi a Monaco (nessuna imposta sul reddito delle persone fisiche salvo per i cittadini francesi; diritti di registro e di successione)',
      pt: 'Direction des Services Fiscaux: os impostos e direitos cobrados no Mónaco (sem imposto sobre o rendimento das pessoas singulares, salvo para os cidadãos franceses; direitos de registo e de sucessão)',
    },
    url: 'https://www.gouv.mc/annuaire-des-services-administratifs/departement-des-finances-et-de-l-economie/direction-des-services-fiscaux',
    publisher: 'Gouvernement Princier de Monaco, Direction des Services Fiscaux',
    version: '2026-01-01',
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
    version: '2026-01-01',
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
    version: '2026-01-01',
  },
  {
    title: {
      fr: 'Mon Service Public : la résidence à Monaco (carte de séjour, justificatifs de logement et de ressources)',
      en: 'Mon Service Public: residence in Monaco (residence card, proof of housing and means)',
      de: 'Mon Service Public: Wohnsitz in Monaco (Aufenthaltskarte, Nachweis von Wohnung und Mitteln)',
      es: 'Mon Service Public: la residencia en Mónaco (tarjeta de residencia, justificantes de vivienda y de medios)',
      it: 'Mon Service Public: la residenza a Monaco (carta di soggiorno, prova dell’alloggio e dei mezzi)',
      pt: 'Mon Service Public: a residência no Mónaco (cartão de residência, comprovativos de habitação e de meios)',
    },
    url: 'https://monservicepublic.gouv.mc/thematiques/nationalite-et-residence/residence',
    publisher: 'Gouvernement Princier de Monaco',
    version: '2026-01-01',
  },
  OECD_AUTOMATIC_EXCHANGE,
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
    version: '2023-10-01',
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
    version: '2017-06-28',
  },
];
