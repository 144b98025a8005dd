import type {OfficialSource} from '../types.js';

/** Monaco's official sources, cited by index from the facts: laws, public-service pages, treaty reports. */
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
    asOf: '2026-01-01',
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
    asOf: '2026-01-01',
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
      fr: 'Carte de séjour : justificatifs de logement et de ressources',
      en: 'Residence card: proof of housing and means',
      de: 'Aufenthaltskarte: Nachweise zu Wohnung und Mitteln',
      es: 'Tarjeta de residencia: justificantes de vivienda y de medios',
      it: 'Carta di soggiorno: prove di alloggio e di mezzi',
      pt: 'Cartão de residência: comprovativos de habitação e de meios',
    },
    url: 'https://monservicepublic.gouv.mc/thematiques/nationalite-et-residence/residence/residents/indiquer-un-changement-de-situation',
    publisher: 'Gouvernement Princier de Monaco',
    asOf: '2026-01-01',
  },
  {
    title: {
      fr: 'OCDE : cadre de déclaration des crypto-actifs (CARF) et norme commune de déclaration',
      en: 'OECD: Crypto-Asset Reporting Framework (CARF) and Common Reporting Standard',
      de: 'OECD: Meldestandard für Kryptowerte (CARF) und gemeinsamer Meldestandard',
      es: 'OCDE: marco de comunicación de criptoactivos (CARF) y estándar común de comunicación',
      it: 'OCSE: quadro di comunicazione delle cripto-attività (CARF) e standard comune di comunicazione',
      pt: 'OCDE: quadro de comunicação de criptoativos (CARF) e norma comum de comunicação',
    },
    url: 'https://www.oecd.org/en/topics/sub-issues/crypto-asset-reporting-framework-and-amendments-to-the-common-reporting-standard.html',
    publisher: 'OCDE',
    asOf: '2026-01-01',
  },
];
