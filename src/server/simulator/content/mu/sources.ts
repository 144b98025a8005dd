import type {OfficialSource} from '../types.js';

/** Mauritius: the Income Tax Act and the Revenue Authority's guidance, the Civil Code, the OECD standards and Model. */
export const sources: readonly OfficialSource[] = [
  {
    title: {
      fr: 'Income Tax Act 1995 (version consolidée, à jour du Finance Act 2025)',
      en: 'Income Tax Act 1995 (consolidated, as amended by the Finance Act 2025)',
      de: 'Income Tax Act 1995 (konsolidierte Fassung, Stand Finance Act 2025)',
      es: 'Income Tax Act 1995 (texto consolidado, con el Finance Act 2025)',
      it: 'Income Tax Act 1995 (testo consolidato, aggiornato al Finance Act 2025)',
      pt: 'Income Tax Act 1995 (versão consolidada, com o Finance Act 2025)',
    },
    url: 'https://www.mra.mu/download/ITAConsolidated.pdf',
    publisher: 'Mauritius Revenue Authority',
    asOf: '2025-08-09',
  },
  {
    title: {
      fr: 'MRA — Revenus de source étrangère et résidence fiscale des personnes physiques',
      en: 'MRA — Foreign income and tax residence of individuals',
      de: 'MRA — Ausländische Einkünfte und steuerliche Ansässigkeit natürlicher Personen',
      es: 'MRA — Rentas de fuente extranjera y residencia fiscal de las personas físicas',
      it: 'MRA — Redditi di fonte estera e residenza fiscale delle persone fisiche',
      pt: 'MRA — Rendimentos de fonte estrangeira e residência fiscal das pessoas singulares',
    },
    url: 'https://www.mra.mu/index.php/individuals/foreign-income',
    publisher: 'Mauritius Revenue Authority',
    asOf: '2026-01-01',
  },
  {
    title: {
      fr: 'MRA — Revenus exonérés des personnes physiques',
      en: 'MRA — Exempt income of individuals',
      de: 'MRA — Steuerfreie Einkünfte natürlicher Personen',
      es: 'MRA — Rentas exentas de las personas físicas',
      it: 'MRA — Redditi esenti delle persone fisiche',
      pt: 'MRA — Rendimentos isentos das pessoas singulares',
    },
    url: 'https://www.mra.mu/index.php/individuals/exempt-income',
    publisher: 'Mauritius Revenue Authority',
    asOf: '2026-01-01',
  },
  {
    title: {
      fr: 'Code civil mauricien (successions et donations)',
      en: 'Mauritian Civil Code (Code civil mauricien): successions and gifts',
      de: 'Mauritisches Zivilgesetzbuch (Code civil mauricien): Erbfolge und Schenkungen',
      es: 'Código Civil de Mauricio (Code civil mauricien): sucesiones y donaciones',
      it: 'Codice civile mauriziano (Code civil mauricien): successioni e donazioni',
      pt: 'Código Civil da Maurícia (Code civil mauricien): sucessões e doações',
    },
    url: 'https://attorneygeneral.govmu.org/Documents/Laws%20of%20Mauritius/A-Z%20Acts/C/Co/CodeCivilMauricien.pdf',
    publisher: 'Attorney General’s Office',
    asOf: '2026-01-01',
  },
  {
    title: {
      fr: 'OCDE — Cadre de déclaration des crypto-actifs (CARF) et mise à jour 2023 de la norme commune de déclaration',
      en: 'OECD — Crypto-Asset Reporting Framework (CARF) and 2023 update to the Common Reporting Standard',
      de: 'OECD — Melderahmen für Kryptowerte (CARF) und Aktualisierung 2023 des Gemeinsamen Meldestandards',
      es: 'OCDE — Marco de comunicación de información sobre criptoactivos (CARF) y actualización de 2023 del Estándar Común',
      it: 'OCSE — Quadro di comunicazione per le cripto-attività (CARF) e aggiornamento 2023 dello Standard comune',
      pt: 'OCDE — Quadro de comunicação de criptoativos (CARF) e atualização de 2023 da Norma Comum de Comunicação',
    },
    url: 'https://www.oecd.org/en/publications/international-standards-for-automatic-exchange-of-information-in-tax-matters_896d79d1-en.html',
    publisher: 'OECD',
    asOf: '2023-06-08',
  },
  {
    title: {
      fr: 'OCDE — Modèle de convention fiscale concernant le revenu et la fortune 2017 (version abrégée), article 18',
      en: 'OECD — Model Tax Convention on Income and on Capital 2017 (condensed version), Article 18',
      de: 'OECD — Musterabkommen zur Vermeidung der Doppelbesteuerung 2017 (Kurzfassung), Artikel 18',
      es: 'OCDE — Modelo de Convenio Tributario sobre la Renta y el Patrimonio 2017 (versión abreviada), artículo 18',
      it: 'OCSE — Modello di convenzione fiscale su reddito e patrimonio 2017 (versione abbreviata), articolo 18',
      pt: 'OCDE — Modelo de Convenção Fiscal sobre o Rendimento e o Património 2017 (versão condensada), artigo 18.º',
    },
    url: 'https://www.oecd.org/en/publications/model-tax-convention-on-income-and-on-capital-condensed-version-2017_mtc_cond-2017-en.html',
    publisher: 'OECD',
    asOf: '2017-11-21',
  },
  {
    title: {
      fr: 'MRA — Fair Share Contribution des personnes physiques',
      en: 'MRA — Fair Share Contribution of individuals',
      de: 'MRA — Fair Share Contribution natürlicher Personen',
      es: 'MRA — Fair Share Contribution de las personas físicas',
      it: 'MRA — Fair Share Contribution delle persone fisiche',
      pt: 'MRA — Fair Share Contribution das pessoas singulares',
    },
    url: 'https://www.mra.mu/index.php/employers/paye/20-employers/341-fair-share-contribution',
    publisher: 'Mauritius Revenue Authority',
    asOf: '2025-08-09',
  },
];
