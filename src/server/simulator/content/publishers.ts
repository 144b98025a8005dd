/**
 * International publishers, named in the reader's language (an answer in Italian reads "OCSE", one
 * in English "OECD"): one record each, shared by every jurisdiction that cites them.
 */
import type {Localized} from './types.js';

/** The European Union, publishing its law on EUR-Lex. */
export const EUROPEAN_UNION: Localized = {
  fr: 'Union européenne (EUR-Lex)',
  en: 'European Union (EUR-Lex)',
  de: 'Europäische Union (EUR-Lex)',
  es: 'Unión Europea (EUR-Lex)',
  it: 'Unione europea (EUR-Lex)',
  pt: 'União Europeia (EUR-Lex)',
};

/** The Organisation for Economic Co-operation and Development. */
export const OECD: Localized = {
  fr: 'OCDE',
  en: 'OECD',
  de: 'OECD',
  es: 'OCDE',
  it: 'OCSE',
  pt: 'OCDE',
};

/** The Hague Conference on Private International Law. */
export const HAGUE_CONFERENCE: Localized = {
  fr: 'Conférence de La Haye de droit international privé (HCCH)',
  en: 'Hague Conference on Private International Law (HCCH)',
  de: 'Haager Konferenz für Internationales Privatrecht (HCCH)',
  es: 'Conferencia de La Haya de Derecho Internacional Privado (HCCH)',
  it: 'Conferenza dell’Aia di diritto internazionale privato (HCCH)',
  pt: 'Conferência da Haia de Direito Internacional Privado (HCCH)',
};

/** The Court of Justice of the European Union. */
export const EU_COURT_OF_JUSTICE: Localized = {
  fr: 'Cour de justice de l’Union européenne',
  en: 'Court of Justice of the European Union',
  de: 'Gerichtshof der Europäischen Union',
  es: 'Tribunal de Justicia de la Unión Europea',
  it: 'Corte di giustizia dell’Unione europea',
  pt: 'Tribunal de Justiça da União Europeia',
};
