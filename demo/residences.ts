/**
 * The 17 tax residences and six languages as the demo shows them: each residence's name in every
 * language and its code, with no flag emoji (Linux shows them as empty boxes, Windows as letter
 * pairs), spelled as the agent spells it so a question naming it is understood.
 */
import type {Language, Residence} from '../src/index.js';

/** A name per language. */
export type Localized = Readonly<Record<Language, string>>;

/** Each residence's name in the six languages. */
export const RESIDENCE_NAMES: Readonly<Record<Residence, Localized>> = {
  fr: {fr: 'France', en: 'France', de: 'Frankreich', es: 'Francia', it: 'Francia', pt: 'França'},
  ch: {fr: 'Suisse', en: 'Switzerland', de: 'Schweiz', es: 'Suiza', it: 'Svizzera', pt: 'Suíça'},
  it: {fr: 'Italie', en: 'Italy', de: 'Italien', es: 'Italia', it: 'Italia', pt: 'Itália'},
  be: {fr: 'Belgique', en: 'Belgium', de: 'Belgien', es: 'Bélgica', it: 'Belgio', pt: 'Bélgica'},
  lu: {
    fr: 'Luxembourg',
    en: 'Luxembourg',
    de: 'Luxemburg',
    es: 'Luxemburgo',
    it: 'Lussemburgo',
    pt: 'Luxemburgo',
  },
  de: {
    fr: 'Allemagne',
    en: 'Germany',
    de: 'Deutschland',
    es: 'Alemania',
    it: 'Germania',
    pt: 'Alemanha',
  },
  es: {fr: 'Espagne', en: 'Spain', de: 'Spanien', es: 'España', it: 'Spagna', pt: 'Espanha'},
  pt: {
    fr: 'Portugal',
    en: 'Portugal',
    de: 'Portugal',
    es: 'Portugal',
    it: 'Portogallo',
    pt: 'Portugal',
  },
  gb: {
    fr: 'Royaume-Uni',
    en: 'United Kingdom',
    de: 'Vereinigtes Königreich',
    es: 'Reino Unido',
    it: 'Regno Unito',
    pt: 'Reino Unido',
  },
  mc: {
    fr: 'Monaco',
    en: 'Monaco',
    de: 'Monaco',
    es: 'Mónaco',
    it: 'Principato di Monaco',
    pt: 'Mónaco',
  },
  gr: {fr: 'Grèce', en: 'Greece', de: 'Griechenland', es: 'Grecia', it: 'Grecia', pt: 'Grécia'},
  ad: {fr: 'Andorre', en: 'Andorra', de: 'Andorra', es: 'Andorra', it: 'Andorra', pt: 'Andorra'},
  nl: {
    fr: 'Pays-Bas',
    en: 'Netherlands',
    de: 'Niederlande',
    es: 'Países Bajos',
    it: 'Paesi Bassi',
    pt: 'Países Baixos',
  },
  us: {
    fr: 'États-Unis',
    en: 'United States',
    de: 'Vereinigte Staaten',
    es: 'Estados Unidos',
    it: 'Stati Uniti',
    pt: 'Estados Unidos',
  },
  mu: {
    fr: 'Maurice',
    en: 'Mauritius',
    de: 'Mauritius',
    es: 'Mauricio',
    it: 'Mauritius',
    pt: 'Maurícia',
  },
  ma: {fr: 'Maroc', en: 'Morocco', de: 'Marokko', es: 'Marruecos', it: 'Marocco', pt: 'Marrocos'},
  intl: {
    fr: 'International',
    en: 'International',
    de: 'International',
    es: 'Internacional',
    it: 'Internazionale',
    pt: 'Internacional',
  },
};

/** The jurisdiction a residence's cross-border suggestion compares it with: the simulator's own. */
export {DEFAULT_NEIGHBOUR as NEIGHBOUR} from '../src/protocol/neighbours.js';

/** Each language in its own words. */
export const LANGUAGE_NAMES: Localized = {
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  pt: 'Português',
};
