import {firstString, isObject, own, parseJson} from './json.js';
import type {AgentErrorInfo} from './types.js';

/** Machine-readable error codes used in JSON error bodies and `error` events. */
export const ERROR_CODES = {
  invalidValue: 'invalid_value',
  missingField: 'missing_field',
  invalidJson: 'invalid_json',
  unauthorized: 'unauthorized',
  quotaExceeded: 'quota_exceeded',
  rateLimited: 'rate_limited',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  unsupportedMediaType: 'unsupported_media_type',
  payloadTooLarge: 'payload_too_large',
  conflict: 'conflict',
  upstreamUnavailable: 'upstream_unavailable',
  upstreamTimeout: 'upstream_timeout',
  /** The proxy is shutting down (a rolling deploy): the answer was ended, ask again. */
  shuttingDown: 'shutting_down',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The JSON body of every HTTP error the simulator and the proxy send. */
export interface ErrorBody {
  error: {status: number; code: ErrorCode; message: string; field?: string};
}

export const errorBody = (
  status: number,
  code: ErrorCode,
  message: string,
  field?: string,
): ErrorBody => ({error: {status, code, message, ...(field === undefined ? {} : {field})}});

/** A `Response` carrying an {@link ErrorBody}; extra headers such as `Allow` may be added. */
export const errorResponse = (
  status: number,
  code: ErrorCode,
  message: string,
  options: {field?: string; headers?: Record<string, string>} = {},
): Response =>
  new Response(JSON.stringify(errorBody(status, code, message, options.field)), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...options.headers,
    },
  });

const MESSAGE_KEYS = ['message', 'detail', 'error_description', 'title', 'text'] as const;

/** Reads an error object of any plausible shape: `{error: {...}}`, `{message}`, `{error: "text"}`. */
export const readErrorInfo = (value: unknown): AgentErrorInfo => {
  if (typeof value === 'string') return value.trim() ? {message: value.trim()} : {};
  if (!isObject(value)) return {};
  const nested = own(value, 'error');
  if (isObject(nested)) {
    const inner = readErrorInfo(nested);
    return {
      ...inner,
      code: inner.code ?? firstString(value, ['code']),
      message: inner.message ?? firstString(value, MESSAGE_KEYS),
    };
  }
  const detail = own(value, 'detail');
  // FastAPI-style validation errors carry a list of {loc, msg}.
  if (Array.isArray(detail) && isObject(detail[0])) {
    const first = detail[0];
    const loc = own(first, 'loc');
    return {
      message: firstString(first, ['msg', 'message']),
      field: Array.isArray(loc) ? loc.filter((part) => part !== 'body').join('.') : undefined,
    };
  }
  // `type` is a code in some APIs (`invalid_request_error`), but in an `error` event it is the
  // event's own name and says nothing.
  const type = firstString(value, ['type']);
  return {
    code: firstString(value, ['code']) ?? (type === 'error' ? undefined : type),
    message:
      firstString(value, MESSAGE_KEYS) ?? (typeof nested === 'string' ? nested.trim() : undefined),
    field: firstString(value, ['field', 'param']),
  };
};

/**
 * Reads an HTTP error body tolerantly: JSON of any plausible shape, plain text, or a gateway's HTML
 * page (which yields no message: its markup is never shown to a user).
 */
export const readErrorBody = (text: string, contentType = ''): AgentErrorInfo => {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  const parsed = parseJson(trimmed);
  if (parsed.ok) return clean(readErrorInfo(parsed.value));
  if (/html/i.test(contentType) || /^<[a-z!?]/i.test(trimmed)) return {};
  return {message: trimmed.slice(0, 300)};
};

const clean = (info: AgentErrorInfo): AgentErrorInfo => {
  const result: AgentErrorInfo = {};
  if (info.code) result.code = info.code;
  if (info.message) result.message = info.message.slice(0, 300);
  if (info.field) result.field = info.field;
  return result;
};
