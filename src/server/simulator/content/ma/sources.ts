import {HAGUE_CONFERENCE} from '../publishers.js';
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
    version: '2026-01-01',
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
    version: '2023-01-01',
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
    publisher: HAGUE_CONFERENCE,
    version: '2026-01-01',
    jurisdiction: 'intl',
  },
  {
    title: {
      fr: 'Office des Changes : la réglementation des changes (Instruction générale des opérations de change)',
      en: 'Office des Changes: the exchange-control regulations (General Instruction on Foreign Exchange Operations)',
      de: 'Office des Changes: die Devisenvorschriften (Allgemeine Anweisung über Devisengeschäfte)',
      es: 'Office des Changes: la normativa de control de cambios (Instrucción general de operaciones de cambio)',
      it: 'Office des Changes: la normativa valutaria (Istruzione generale sulle operazioni di cambio)',
      pt: 'Office des Changes: a regulamentação cambial (Instrução geral das operações cambiais)',
    },
    url: 'https://www.oc.gov.ma/fr/reglementation',
    publisher: 'Office des Changes',
    version: '2026-01-01',
  },
];
