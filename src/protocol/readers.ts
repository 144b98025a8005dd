/**
 * Tolerant readers of the payloads the upstream leaves unspecified (DESIGN.md). Each accepts the
 * simulator's shape and other plausible ones, never throws, and returns `[]` or `{}` for anything
 * it cannot use, so an unexpected payload never breaks a conversation.
 */
import {defined, firstString, isObject, own} from './json.js';
import {safeUrl} from './safe-url.js';
import type {ClarificationQuestion, Source, Usage} from './types.js';

const TITLE_KEYS = ['title', 'label', 'name', 'source', 'text'] as const;
const URL_KEYS = ['url', 'href', 'link', 'uri'] as const;
const MAX_ITEMS = 100;
/**
 * Where a marker states the version of the law or page a source reflects, shown as "law as of".
 * A day someone checked the page (`checked`, `last_verified`) is another thing and is not read:
 * labelled "law as of", it would claim what the source does not say.
 */
const DATE_KEYS = [
  'version',
  'date',
  'as_of',
  'asOf',
  'updated',
  'updated_at',
  'published',
] as const;

/**
 * A marker's date as `YYYY-MM-DD`, or `undefined` when there is none or it cannot be read: ISO,
 * `1 January 2026`, `Jan 1, 2026`, and `01.02.2026` day-first, as Europe writes it. A slash date
 * is left unread: `01/02/2026` is 1 February in Paris and January 2 in New York. A year or a
 * month alone is no day to date a source by.
 */
export const readDate = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || value.includes('/') || !/\d\D+\d/.test(value)) return undefined;
  // A date-only ISO string parses as UTC midnight; read as local like the other forms, it stays
  // the day it names in every time zone.
  const date = new Date(
    value
      .trim()
      .replace(/^\d{4}-\d\d-\d\d$/, '$&T00:00')
      .replace(/^(\d+)\.(\d+)\./, '$2/$1/'),
  );
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return day.includes('NaN') ? undefined : day;
};

const readSource = (item: unknown, index: number): Source | undefined => {
  if (typeof item === 'string') {
    const url = safeUrl(item);
    const title = item.trim();
    return title ? defined({id: index + 1, title, url}) : undefined;
  }
  if (!isObject(item)) return undefined;
  const nested = own(item, 'source');
  // `{source: {...}}` wraps the real marker; `{source: "Publisher"}` is a title or a publisher.
  const base = isObject(nested) ? {...item, ...nested} : item;
  const rawUrl = URL_KEYS.map((key) => own(base, key)).find((value) => typeof value === 'string');
  const url = safeUrl(rawUrl);
  const publisher = firstString(base, ['publisher', 'site', 'domain', 'organization']);
  const title =
    firstString(base, TITLE_KEYS) ??
    publisher ??
    (typeof rawUrl === 'string' && rawUrl.trim() ? rawUrl.trim() : undefined);
  if (!title) return undefined;
  const rawId = own(base, 'id') ?? own(base, 'index') ?? own(base, 'number');
  const id =
    typeof rawId === 'number' && Number.isInteger(rawId) && rawId > 0
      ? rawId
      : typeof rawId === 'string' && /^\d{1,4}$/.test(rawId)
        ? Number(rawId)
        : index + 1;
  const jurisdiction = firstString(base, ['jurisdiction', 'country', 'region']);
  return defined({
    id,
    title,
    url,
    publisher: publisher === title ? undefined : publisher,
    jurisdiction,
    date: readDate(firstString(base, DATE_KEYS)),
  });
};

/** Sources from a `metadata` payload: `data.markers`, or `markers`/`sources` at any plausible level. */
export const readSources = (payload: unknown): Source[] => {
  const list = findList(payload, ['markers', 'sources', 'citations']);
  if (list === undefined) return [];
  const sources: Source[] = [];
  for (const [index, item] of list.slice(0, MAX_ITEMS).entries()) {
    const source = readSource(item, index);
    if (source) sources.push(source);
  }
  return sources;
};

const findList = (payload: unknown, keys: readonly string[]): unknown[] | undefined => {
  if (Array.isArray(payload)) return payload as unknown[];
  if (!isObject(payload)) return undefined;
  for (const key of keys) {
    const value = own(payload, key);
    if (Array.isArray(value)) return value as unknown[];
    if (isObject(value)) return Object.values(value);
  }
  for (const wrapper of ['data', 'metadata']) {
    const inner = own(payload, wrapper);
    if (isObject(inner) || Array.isArray(inner)) return findList(inner, keys);
  }
  return undefined;
};

/** Usage from a `metadata` payload, when it carries counts. */
export const readUsage = (payload: unknown): Usage | undefined => {
  if (!isObject(payload)) return undefined;
  const data = own(payload, 'data');
  const usage = own(isObject(data) ? data : payload, 'usage');
  if (!isObject(usage)) return undefined;
  const count = (key: string) => {
    const value = own(usage, key);
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
  };
  return {
    prompt_tokens: count('prompt_tokens'),
    completion_tokens: count('completion_tokens'),
    cached_tokens: count('cached_tokens'),
  };
};

const QUESTION_KEYS = ['question', 'text', 'label', 'prompt', 'title'] as const;

const readOptions = (item: Record<string, unknown>): string[] => {
  const raw = own(item, 'options') ?? own(item, 'choices');
  if (!Array.isArray(raw)) return [];
  return raw
    .map((option: unknown) =>
      typeof option === 'string'
        ? option
        : isObject(option)
          ? firstString(option, ['label', 'text', 'value', 'title'])
          : typeof option === 'number'
            ? String(option)
            : undefined,
    )
    .filter((option): option is string => typeof option === 'string' && option.trim() !== '')
    .slice(0, 20);
};

/** Questions from a `clarification` payload of any shape DESIGN.md lists. */
export const readClarification = (payload: unknown): ClarificationQuestion[] => {
  if (!isObject(payload)) {
    return typeof payload === 'string' && payload.trim()
      ? [{id: 'q1', question: payload.trim(), options: []}]
      : [];
  }
  const questions = own(payload, 'questions');
  if (Array.isArray(questions)) {
    return questions.slice(0, 10).flatMap((item: unknown, index): ClarificationQuestion[] => {
      const fallbackId = `q${index + 1}`;
      if (typeof item === 'string') {
        return item.trim() ? [{id: fallbackId, question: item.trim(), options: []}] : [];
      }
      if (!isObject(item)) return [];
      const question = firstString(item, QUESTION_KEYS);
      if (!question) return [];
      const rawId = own(item, 'id');
      const id =
        typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : fallbackId;
      return [{id, question, options: readOptions(item)}];
    });
  }
  for (const wrapper of ['clarification', 'data']) {
    const inner = own(payload, wrapper);
    if (inner !== undefined) {
      const found = readClarification(inner);
      if (found.length > 0) return found;
    }
  }
  const single = firstString(payload, [...QUESTION_KEYS, 'message', 'content']);
  return single ? [{id: 'q1', question: single, options: readOptions(payload)}] : [];
};
