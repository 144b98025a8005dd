/**
 * The value lists of the Wealth Intelligence Agent API: the single source of truth for the
 * element, the proxy, the simulator and their tests.
 */

/** Tax residences the agent adapts its answers to. */
export const RESIDENCES = [
  'fr',
  'ch',
  'it',
  'be',
  'lu',
  'de',
  'es',
  'pt',
  'gb',
  'mc',
  'gr',
  'ad',
  'nl',
  'us',
  'mu',
  'ma',
  'intl',
] as const;
export type Residence = (typeof RESIDENCES)[number];

/** Languages of the answers and of the element's interface. */
export const LANGUAGES = ['fr', 'en', 'de', 'es', 'it', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Reasoning depths; `null` in a request lets the agent choose. */
export const EFFORTS = ['low', 'medium', 'high', 'max'] as const;
export type Effort = (typeof EFFORTS)[number];

export const ROLES = ['user', 'assistant'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_RESIDENCE: Residence = 'fr';
export const DEFAULT_LANGUAGE: Language = 'fr';

/** Past this many turns the API wants only the most recent ones. */
export const MAX_FULL_HISTORY_TURNS = 10;
export const DEFAULT_HISTORY_TURNS = 6;

/** The path of the single upstream endpoint. */
export const AGENT_PATH = '/api/agent';

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isResidence = isOneOf(RESIDENCES);
export const isLanguage = isOneOf(LANGUAGES);
export const isEffort = isOneOf(EFFORTS);
export const isRole = isOneOf(ROLES);
