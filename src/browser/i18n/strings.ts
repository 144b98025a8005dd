import type {FailureKind} from '../transport/agent-error.js';

/** Thinking phases the element names in words; any other phase is shown as sent. */
export const KNOWN_PHASES = ['understanding', 'research', 'analysis', 'drafting'] as const;
export type KnownPhase = (typeof KNOWN_PHASES)[number];

/** The line for one answered clarification question in the languages that just join the two. */
export const questionThenAnswer = (question: string, answer: string): string =>
  `${question} ${answer}`;

/**
 * The strings the loader shows before the rest of the chat is in: the launcher button, and the
 * notice when the chat cannot be loaded. Part of {@link UiStrings}, kept apart so that the loader
 * carries these few and not every string of six languages.
 */
export interface LoaderStrings {
  /** BCP 47 tag for `lang` and number/date formatting. */
  locale: string;
  /** The name of the launcher's panel, read by screen readers. */
  chatTitle: string;
  openChat: string;
  closeChat: string;
  retry: string;
  /** Said while the chat loads, after a click on the launcher or in the inline layout. */
  loading: string;
  /** Shown, with a retry button, when the chat's code could not be fetched. */
  loadFailed: string;
}

/** Every string the element shows, one object per language: all six satisfy this type. */
export interface UiStrings extends LoaderStrings {
  conversationLabel: string;
  you: string;
  assistant: string;
  inputLabel: string;
  placeholder: string;
  send: string;
  stop: string;
  welcomeTitle: string;
  welcomeText: string;
  writing: string;
  /** Said after the beginning of a long answer, which the status region does not read whole. */
  answerContinues: string;
  stopped: string;
  sourcesHeading: string;
  opensInNewTab: string;
  /**
   * Before a source's date, the version of the law it states ("law as of" 1 Jan 2026, "Fassung
   * vom"): never a claim that someone checked the page that day.
   */
  asOf: string;
  /** The label of an image an answer links to but does not load (DESIGN.md: images are not fetched). */
  image: (alt: string) => string;
  citation: (id: number) => string;
  thinkingLabel: string;
  thinkingDone: string;
  phases: Readonly<Record<KnownPhase, string>>;
  step: (step: string) => string;
  clarificationHeading: string;
  clarificationSubmit: string;
  clarificationChoose: string;
  clarificationOther: string;
  /** The line a user message carries for one answered clarification question. */
  clarificationAnswer: (question: string, answer: string) => string;
  errors: Readonly<Record<FailureKind, string>>;
  /** Shown before the server's own words, which are untrusted and shown as text. */
  errorDetail: string;
  copy: string;
  /** Shown on the copy button and announced once an answer is on the clipboard. */
  copied: string;
  regenerate: string;
  /** The thumbs-up button's name. */
  good: string;
  /** The thumbs-down button's name. */
  bad: string;
  /** The label of the optional comment after a thumbs down. */
  comment: string;
  cancel: string;
  newChat: string;
  /** Asked before a new conversation throws away one that is not stored. */
  confirmNew: string;
  print: string;
}
