import {OECD} from '../publishers.js';
import type {OfficialSource} from '../types.js';

/** Mauritius: the Income Tax Act and the Revenue Authority's guidance, the Civil Code, the OECD standards and Model. */
export const sources: readonly OfficialSource[] = [
  {
    title: {
      fr: 'Mauritius Revenue Authority : l’imposition des personnes physiques (résidence, barème, revenus exonérés, revenus étrangers, Fair Share Contribution)',
      en: 'Mauritius Revenue Authority: taxation of individuals (residence, rates, exempt income, foreign income, Fair Share Contribution)',
      de: 'Mauritius Revenue Authority: Besteuerung natürlicher Personen (Ansässigkeit, Tarif, steuerfreie Einkünfte, ausländische Einkünfte, Fair Share Contribution)',
      es: 'Mauritius Revenue Authority: la tributación de las personas físicas (residencia, escala, rentas exentas, rentas extranjeras, Fair Share Contribution)',
      it: 'Mauritius Revenue Authority: la tassazione delle persone fisiche (residenza, aliquote, redditi esenti, redditi esteri, Fair Share Contribution)',
      pt: 'Mauritius Revenue Authority: a tributação das pessoas singulares (residência, taxas, rendimentos isentos, rendimentos estrangeiros, Fair Share Contribution)',
    },
    url: 'https://www.mra.mu/index.php/individuals',
    publisher: 'Mauritius Revenue Authority',
    version: '2025-08-09',
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
    publisher: OECD,
    version: '2023-06-08',
    jurisdiction: 'intl',
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
    publisher: OECD,
    version: '2017-11-21',
    jurisdiction: 'intl',
  },
];
