import {
  DEFAULT_LANGUAGE,
  DEFAULT_RESIDENCE,
  RESIDENCES,
  isLanguage,
  isResidence,
} from '../../protocol/index.js';
import {WRONG_PATH_STATUSES} from '../transport/agent-error.js';
import {complain, warn} from './warn.js';
import type {Effort, Language, Residence} from '../../protocol/index.js';
import type {AgentRequestError} from '../transport/agent-error.js';

/** The attributes that decide where a question goes and under which law it is answered. */
export interface ConfigSource {
  proxyUrl: string | null | undefined;
  residence: string | null | undefined;
  language?: string | null | undefined;
}

/** A setting the chat refuses to send under; the client sees a notice, the console says why. */
export interface ConfigProblem {
  attribute: 'proxy-url' | 'residence';
  message: string;
}

/** The element's settings, read at the moment of each request. */
export interface RequestSettings {
  proxyUrl: string;
  residence: Residence;
  language: Language;
  effort: Effort | null;
  extendedThinking: boolean;
  sessionId: string | undefined;
  historyTurns: number;
  /** Set when the element must not send at all: a missing `proxy-url`, an unknown residence. */
  problem: ConfigProblem | undefined;
}

export interface ResolvedConfig {
  proxyUrl: string;
  residence: Residence;
  language: Language;
  /** Set when nothing may be sent; `residence` then holds only a placeholder. */
  problem: ConfigProblem | undefined;
}

/**
 * Other spellings of the residences, each naming one of them beyond doubt: the EU's country codes
 * (`uk`, `el`), ISO 3166 alpha-3 codes, and English names. A code of another country is never
 * guessed at: its law is not the one of a neighbour.
 */
const ALIASES: Readonly<Record<string, Residence>> = {
  uk: 'gb',
  el: 'gr',
  fra: 'fr',
  che: 'ch',
  ita: 'it',
  bel: 'be',
  lux: 'lu',
  deu: 'de',
  esp: 'es',
  prt: 'pt',
  gbr: 'gb',
  mco: 'mc',
  grc: 'gr',
  and: 'ad',
  nld: 'nl',
  usa: 'us',
  mus: 'mu',
  mar: 'ma',
  international: 'intl',
};

const residenceAlias = (value: string): Residence | undefined => {
  if (Object.hasOwn(ALIASES, value)) return ALIASES[value];
  // A locale such as `en-GB` or `fr_CH`: its region is the country.
  const region = /^[a-z]{2,3}[-_]([a-z]{2})$/.exec(value)?.[1];
  if (region === undefined) return undefined;
  return isResidence(region) ? region : residenceAlias(region);
};

/** The residence to answer under, or why there is none. Absent means the API's default. */
const residenceOf = (raw: string | null | undefined): Residence | ConfigProblem => {
  if (raw === null || raw === undefined) return DEFAULT_RESIDENCE;
  const value = raw.trim().toLowerCase();
  // `FR` is the ISO spelling of `fr`: nothing to warn about.
  if (isResidence(value)) return value;
  const alias = residenceAlias(value);
  if (alias) {
    warn('residence', `residence="${raw}" is read as "${alias}"; write residence="${alias}".`);
    return alias;
  }
  return {
    attribute: 'residence',
    message:
      `residence="${raw}" is not a supported residence, so nothing is sent: an answer under ` +
      `another country's law would be wrong. Use one of: ${RESIDENCES.join(' ')}.`,
  };
};

/** The supported language of a BCP 47 tag: `en-GB` and `EN` are `en`. */
const languageOfTag = (tag: string): Language | undefined => {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
};

/**
 * The `lang` in force at `element`, as the page's text has it: its own, an ancestor's (through
 * shadow roots), then the document's. An empty `lang` is "unknown", as in HTML.
 */
const inheritedLang = (element: Element): string => {
  for (let node: Element | null = element; node;) {
    const lang = node.getAttribute('lang');
    if (lang !== null) return lang;
    const root: Node | undefined = node.parentElement ? undefined : node.getRootNode();
    node = node.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
  }
  return '';
};

/**
 * The language of the answers and of the interface: the `language` attribute (a BCP 47 tag), else
 * the page's `lang` when it is one of the six, else the API's default.
 */
export const languageOf = (raw: string | null | undefined, element: Element): Language => {
  if (!raw?.trim()) {
    return languageOfTag(inheritedLang(element)) ?? DEFAULT_LANGUAGE;
  }
  const language = languageOfTag(raw);
  if (language) return language;
  warn('language', `language="${raw}" is not supported: using "${DEFAULT_LANGUAGE}".`);
  return DEFAULT_LANGUAGE;
};

const parses = (url: string): boolean => {
  try {
    return Boolean(new URL(url, document.baseURI));
  } catch {
    return false;
  }
};

/** Why `proxy-url` cannot be used, if it cannot: without it, a POST would go to the page itself. */
const proxyProblem = (raw: string | null | undefined): ConfigProblem | undefined => {
  const value = raw?.trim() ?? '';
  if (value !== '' && parses(value)) return undefined;
  const wrong = value === '' ? 'proxy-url is missing' : `proxy-url="${raw}" is not a URL`;
  return {
    attribute: 'proxy-url',
    message: `${wrong}, so nothing is sent. Set it to the URL your proxy serves, e.g. proxy-url="/api/chat".`,
  };
};

/** Reads the element's settings once per request or render, warning about what it corrected. */
export const resolveConfig = (source: ConfigSource, element: Element): ResolvedConfig => {
  const residence = residenceOf(source.residence);
  const problem =
    proxyProblem(source.proxyUrl) ?? (typeof residence === 'object' ? residence : undefined);
  return {
    proxyUrl: source.proxyUrl?.trim() ?? '',
    residence: typeof residence === 'object' ? DEFAULT_RESIDENCE : residence,
    language: languageOf(source.language, element),
    problem,
  };
};

/** Says on the console why nothing is sent; once per problem. */
export const reportProblem = (problem: ConfigProblem): void => {
  complain(problem.attribute, problem.message);
};

/**
 * Points the developer at `proxy-url` when a failure says it is wrong: no route there, a reply
 * that is not an event stream, or no server at all. Once per message.
 */
export const explainFailure = (failure: AgentRequestError, proxyUrl: string): void => {
  const at = `proxy-url="${proxyUrl}"`;
  const path = `Is this the proxy's path? It must be the URL your proxy serves, e.g. proxy-url="/api/chat".`;
  if (failure.status !== undefined && WRONG_PATH_STATUSES.includes(failure.status)) {
    complain('proxy-url', `${at} answered ${failure.status}. ${path}`);
  } else if (failure.kind === 'not-sse') {
    complain('proxy-url', `${at} answered, but not with an event stream. ${path}`);
  } else if (failure.kind === 'network') {
    const url = new URL(proxyUrl, document.baseURI);
    const origin =
      url.origin === location.origin
        ? ''
        : ` It is on another origin than this page: the proxy's allowedOrigins must list ${location.origin}.`;
    complain(
      'proxy-url',
      `${at} could not be reached (the browser's own message above says why). Is the proxy running at ${url.href}?${origin}`,
    );
  }
};
