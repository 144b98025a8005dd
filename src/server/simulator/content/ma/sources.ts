import type {OfficialSource} from '../types.js';

/** Morocco: the General Tax Code, its circulars and the Finance Acts' summaries, the Family Code, exchange control, the Hague Conference. */
export const sources: readonly OfficialSource[] = [
  {
    title: {
      fr: 'Code général des impôts 2026 (à jour de la loi de finances n° 50-25 pour 2026)',
      en: 'General Tax Code 2026 (Code général des impôts, as amended by Finance Act No. 50-25 for 2026)',
      de: 'Allgemeines Steuergesetzbuch 2026 (Code général des impôts, Stand Finanzgesetz Nr. 50-25 für 2026)',
      es: 'Código General de Impuestos 2026 (Code général des impôts, con la ley de finanzas n.º 50-25 para 2026)',
      it: 'Codice generale delle imposte 2026 (Code général des impôts, aggiornato alla legge finanziaria n. 50-25 per il 2026)',
      pt: 'Código Geral dos Impostos 2026 (Code général des impôts, com a lei de finanças n.º 50-25 para 2026)',
    },
    url: 'https://www.finances.gov.ma/Publication/dgi/2025/CGI-2026-FR.pdf',
    publisher: 'Direction Générale des Impôts',
    asOf: '2026-01-01',
  },
  {
    title: {
      fr: 'Note circulaire n° 733 relative aux dispositions fiscales de la loi de finances n° 50-22 pour 2023',
      en: 'Circular No. 733 on the tax provisions of Finance Act No. 50-22 for 2023 (note circulaire)',
      de: 'Rundschreiben Nr. 733 zu den Steuervorschriften des Finanzgesetzes Nr. 50-22 für 2023 (note circulaire)',
      es: 'Circular n.º 733 sobre las disposiciones fiscales de la ley de finanzas n.º 50-22 para 2023 (note circulaire)',
      it: 'Circolare n. 733 sulle disposizioni fiscali della legge finanziaria n. 50-22 per il 2023 (note circulaire)',
      pt: 'Circular n.º 733 sobre as disposições fiscais da lei de finanças n.º 50-22 para 2023 (note circulaire)',
    },
    url: 'https://www.finances.gov.ma/Publication/dgi/2023/NoteCirculaireN733-2023.pdf',
    publisher: 'Direction Générale des Impôts',
    asOf: '2023-01-01',
  },
  {
    title: {
      fr: 'Dahir n° 1-04-22 portant promulgation de la loi n° 70-03 formant Code de la famille',
      en: 'Dahir No. 1-04-22 promulgating Law No. 70-03, the Family Code (Moudawana)',
      de: 'Dahir Nr. 1-04-22 zur Verkündung des Gesetzes Nr. 70-03, Familiengesetzbuch (Moudawana)',
      es: 'Dahir n.º 1-04-22 por el que se promulga la ley n.º 70-03, Código de Familia (Mudawana)',
      it: 'Dahir n. 1-04-22 che promulga la legge n. 70-03, Codice della famiglia (Moudawana)',
      pt: 'Dahir n.º 1-04-22 que promulga a lei n.º 70-03, Código da Família (Moudawana)',
    },
    url: 'https://adala.justice.gov.ma/api/uploads/2024/12/12/DAHIR%20N%C2%B0%201-04-22%20PORTANT%20PROMULGATION%20DE%20LA%20LOI.PDF-1734012188728.pdf',
    publisher: 'Ministère de la Justice',
    asOf: '2004-02-03',
  },
  {
    title: {
      fr: 'HCCH — État présent de la Convention du 1er juillet 1985 relative à la loi applicable au trust et à sa reconnaissance',
      en: 'HCCH — Status table of the Convention of 1 July 1985 on the Law Applicable to Trusts and on their Recognition',
      de: 'HCCH — Statustabelle des Übereinkommens vom 1. Juli 1985 über das auf Trusts anzuwendende Recht und über ihre Anerkennung',
      es: 'HCCH — Estado del Convenio de 1 de julio de 1985 sobre la ley aplicable al trust y a su reconocimiento',
      it: 'HCCH — Stato della Convenzione del 1° luglio 1985 sulla legge applicabile ai trust e sul loro riconoscimento',
      pt: 'HCCH — Estado da Convenção de 1 de julho de 1985 sobre a lei aplicável ao trust e ao seu reconhecimento',
    },
    url: 'https://www.hcch.net/en/instruments/conventions/status-table/?cid=59',
    publisher: 'HCCH',
    asOf: '2026-01-01',
  },
  {
    title: {
      fr: 'Instruction générale des opérations de change 2026',
      en: 'General Instruction on Foreign Exchange Operations 2026 (Instruction générale des opérations de change)',
      de: 'Allgemeine Devisenanweisung 2026 (Instruction générale des opérations de change)',
      es: 'Instrucción General de Operaciones de Cambio 2026 (Instruction générale des opérations de change)',
      it: 'Istruzione generale sulle operazioni di cambio 2026 (Instruction générale des opérations de change)',
      pt: 'Instrução Geral das Operações Cambiais 2026 (Instruction générale des opérations de change)',
    },
    url: 'https://www.oc.gov.ma/sites/default/files/reglementation/pdf/2026-01/IGOC%202026.pdf',
    publisher: 'Office des Changes',
    asOf: '2026-01-01',
  },
  {
    title: {
      fr: 'Ministère de l’Économie et des Finances — Synthèse de la loi de finances 2026',
      en: 'Ministry of Economy and Finance — Summary of the 2026 Finance Act (Synthèse de la loi de finances 2026)',
      de: 'Wirtschafts- und Finanzministerium — Übersicht über das Finanzgesetz 2026 (Synthèse de la loi de finances 2026)',
      es: 'Ministerio de Economía y Finanzas — Síntesis de la ley de finanzas de 2026 (Synthèse de la loi de finances 2026)',
      it: 'Ministero dell’Economia e delle Finanze — Sintesi della legge finanziaria 2026 (Synthèse de la loi de finances 2026)',
      pt: 'Ministério da Economia e das Finanças — Síntese da lei de finanças de 2026 (Synthèse de la loi de finances 2026)',
    },
    url: 'https://www.finances.gov.ma/Maliya%20tawassol/SLF2026-Fr.pdf',
    publisher: 'Ministère de l’Économie et des Finances',
    asOf: '2026-01-01',
  },
  {
    title: {
      fr: 'Ministère de l’Économie et des Finances — Synthèse de la loi de finances 2025',
      en: 'Ministry of Economy and Finance — Summary of the 2025 Finance Act (Synthèse de la loi de finances 2025)',
      de: 'Wirtschafts- und Finanzministerium — Übersicht über das Finanzgesetz 2025 (Synthèse de la loi de finances 2025)',
      es: 'Ministerio de Economía y Finanzas — Síntesis de la ley de finanzas de 2025 (Synthèse de la loi de finances 2025)',
      it: 'Ministero dell’Economia e delle Finanze — Sintesi della legge finanziaria 2025 (Synthèse de la loi de finances 2025)',
      pt: 'Ministério da Economia e das Finanças — Síntese da lei de finanças de 2025 (Synthèse de la loi de finances 2025)',
    },
    url: 'https://www.finances.gov.ma/Maliya%20tawassol/SLF-23%20Fr-2025.pdf',
    publisher: 'Ministère de l’Économie et des Finances',
    asOf: '2025-01-01',
  },
];
