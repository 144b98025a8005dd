import type {Source} from '../../protocol/index.js';
import type {UiStrings} from '../i18n/index.js';
import type {Turn} from './turn.js';

/** What `exportTranscript` accepts: Markdown for tools that render it, plain text for the rest. */
export type TranscriptFormat = 'markdown' | 'text';

/** Everything around the turns that a transcript states. */
export interface TranscriptContext {
  strings: UiStrings;
  residence: string;
  language: string;
  /** The host's disclaimer line, closing the document. */
  disclaimer?: string | undefined;
}

/**
 * An answer's markdown as plain text: emphasis, heading and quote marks and code ticks dropped,
 * links written as `words (url)`; list markers and table pipes stay, they read well as text.
 */
export const plainText = (markdown: string): string =>
  markdown
    .replace(/!?\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g, '$1 ($2)')
    .replace(/^ {0,3}(#{1,6} +|> ?|```\w*)|\*\*|__|`+/gm, '')
    .trim();

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale and style: building one takes about 0.1 ms, and every render dates each
 * turn twice (measured: 0.3 s of a 10 s stream; 100 formatters per render with 50 turns).
 */
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = locale + JSON.stringify(options);
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
};

/** "law as of 1 Jan 2026" in the UI's locale, or `''` for a source with no readable date. */
export const sourceDate = (source: Source, strings: UiStrings): string =>
  source.date
    ? `${strings.asOf} ${dateFormat(strings.locale, {dateStyle: 'medium', timeZone: 'UTC'}).format(Date.parse(source.date))}`
    : '';

/** One source written out as a footnote: title, publisher, jurisdiction, date, URL. */
export const footnote = (source: Source, index: number, strings: UiStrings): string =>
  `[${source.id ?? index + 1}] ${[
    source.title,
    source.publisher,
    source.jurisdiction,
    sourceDate(source, strings),
    source.url,
  ]
    .filter(Boolean)
    .join(' — ')}`;

/** A moment in the user's locale: the time alone when it is today, unless `full`. */
export const formatTime = (time: number, locale: string, full?: boolean): string =>
  dateFormat(
    locale,
    !full && new Date(time).toDateString() === new Date().toDateString()
      ? {timeStyle: 'short'}
      : {dateStyle: 'medium', timeStyle: 'short'},
  ).format(time);

const displayName = (code: string, locale: string, type: 'region' | 'language'): string => {
  try {
    return (
      new Intl.DisplayNames(locale, {type}).of(type === 'region' ? code.toUpperCase() : code) ??
      code
    );
  } catch {
    // `intl` is no region code: it stays as the API spells it.
    return code;
  }
};

const headings = new Map<string, string>();

/**
 * The document's first line: title, today's date, residence and language, named in the UI locale.
 * Kept per day and setting: the print view renders it with every update, and a page's first
 * `Intl` objects load the locale's data (tens of ms on a phone's CPU).
 */
export const heading = ({strings, residence, language}: TranscriptContext): string => {
  const date = dateFormat(strings.locale, {dateStyle: 'long'}).format();
  const key = [strings.chatTitle, date, residence, language].join(' ');
  let line = headings.get(key);
  if (line === undefined) {
    line = [
      strings.chatTitle,
      date,
      displayName(residence, strings.locale, 'region'),
      displayName(language, strings.locale, 'language'),
    ].join(' · ');
    headings.set(key, line);
  }
  return line;
};

/**
 * One answer as it is filed: its text (Markdown, or plain text), a status line when it did not
 * finish, then its sources as numbered footnotes.
 */
export const answerText = (turn: Turn, strings: UiStrings, markdown: boolean): string => {
  const body =
    turn.status === 'clarification'
      ? turn.clarification.map((item) => item.question).join('\n')
      : markdown
        ? turn.answer.trim()
        : plainText(turn.answer);
  const status =
    turn.status === 'stopped'
      ? strings.stopped
      : turn.status === 'error' && turn.failure
        ? strings.errors[turn.failure.kind]
        : '';
  const notes = turn.sources.map(
    (source, index) => (markdown ? '- ' : '') + footnote(source, index, strings),
  );
  return [
    body,
    status && (markdown ? `_${status}_` : status),
    notes.length ? `${strings.sourcesHeading}:\n${markdown ? '\n' : ''}${notes.join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
};

/**
 * The whole conversation as one document: a heading line, each question and answer with its time,
 * each answer's sources as footnotes under it, and the host's disclaimer at the end.
 */
export const transcript = (
  turns: readonly Turn[],
  format: TranscriptFormat,
  context: TranscriptContext,
): string => {
  const {strings} = context;
  const markdown = format === 'markdown';
  const label = (who: string, time: number | undefined) => {
    const line = time === undefined ? who : `${who} · ${formatTime(time, strings.locale, true)}`;
    return markdown ? `**${line}**` : line;
  };
  const parts = turns.map((turn) =>
    [
      label(strings.you, turn.asked),
      turn.question,
      label(strings.assistant, turn.answered),
      answerText(turn, strings, markdown),
    ].join('\n\n'),
  );
  const head = heading(context);
  return [
    markdown ? `# ${head}` : head,
    ...parts,
    ...(context.disclaimer ? [context.disclaimer] : []),
  ].join(markdown ? '\n\n---\n\n' : '\n\n\n');
};
