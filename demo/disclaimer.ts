/**
 * The legal line the demo puts in the chat's `disclaimer` slot, in the chat's language: a bank
 * always shows one, and it relabels with the rest of the interface.
 */
import type {Language} from '../src/index.js';

/** "AI answers are illustrative, not advice", in the six languages. */
export const DISCLAIMERS: Readonly<Record<Language, string>> = {
  en: 'AI-generated answers with their sources, for information only: not tax or legal advice.',
  fr: 'Réponses générées par IA, avec leurs sources, à titre informatif : pas un conseil fiscal ou juridique.',
  de: 'KI-generierte Antworten mit Quellen, nur zur Information: keine Steuer- oder Rechtsberatung.',
  es: 'Respuestas generadas por IA, con sus fuentes, solo informativas: no son asesoramiento fiscal ni jurídico.',
  it: 'Risposte generate dall’IA, con le fonti, solo a titolo informativo: non è consulenza fiscale o legale.',
  pt: 'Respostas geradas por IA, com as fontes, apenas informativas: não são aconselhamento fiscal ou jurídico.',
};
