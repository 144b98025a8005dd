import type {Readable} from 'node:stream';
import {ERROR_CODES, errorResponse, readErrorBody} from '../../protocol/index.js';
import type {AgentRequest, ErrorCode} from '../../protocol/index.js';
import {redact} from './log.js';
import type {ProxyLogger} from './log.js';
import {PROXY_ENV} from './options.js';
import type {ProxyConfig} from './options.js';
import {describeError} from './describe-error.js';
import {clientTimeoutCode} from './upstream-fetch.js';
import type {NodeSend} from './upstream-fetch.js';

/** Messages the browser sees when the upstream fails; they say nothing about the configuration. */
export const UPSTREAM_MESSAGES = {
  unavailable: 'The agent service is unavailable. Please try again in a moment.',
  timeout: 'The agent service did not answer in time. Please try again.',
} as const;

/** The upstream's answer: an SSE stream to relay, or the error response to send instead. @internal */
export type UpstreamResult =
  | {kind: 'stream'; body: ReadableStream<Uint8Array>; abort: () => void; release: () => void}
  | {kind: 'node-stream'; body: Readable; abort: () => void; release: () => void}
  | {kind: 'error'; response: Response};

const KNOWN_CODES: ReadonlySet<string> = new Set(Object.values(ERROR_CODES));
const PASSED_THROUGH: Readonly<Record<number, ErrorCode>> = {
  400: ERROR_CODES.invalidValue,
  422: ERROR_CODES.missingField,
  429: ERROR_CODES.quotaExceeded,
};
const ERROR_BODY_LIMIT = 64 * 1024;

const unavailable = () =>
  errorResponse(502, ERROR_CODES.upstreamUnavailable, UPSTREAM_MESSAGES.unavailable);

/** Reads at most `limit` bytes of an error body, giving up after `timeoutMs`. */
const readErrorText = async (body: ReadableStream<Uint8Array> | null, timeoutMs: number) => {
  if (body === null) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const timer = setTimeout(() => void reader.cancel().catch(() => undefined), timeoutMs);
  try {
    while (text.length < ERROR_BODY_LIMIT) {
      const {done, value} = await reader.read();
      if (done) break;
      text += decoder.decode(value, {stream: true});
    }
    if (text.length >= ERROR_BODY_LIMIT) await reader.cancel();
  } catch {
    // A body that breaks off still yields whatever arrived.
  } finally {
    clearTimeout(timer);
  }
  return text;
};

/** Turns a non-stream upstream answer into the standard JSON error the browser gets. */
const mapErrorResponse = async (
  response: Response,
  config: ProxyConfig,
  log: ProxyLogger,
): Promise<Response> => {
  const {status} = response;
  const passed = PASSED_THROUGH[status];
  if (passed !== undefined) {
    const info = readErrorBody(
      await readErrorText(response.body, config.idleTimeoutMs),
      response.headers.get('content-type') ?? '',
    );
    const code = info.code !== undefined && KNOWN_CODES.has(info.code) ? info.code : passed;
    const message = redact(info.message ?? defaultMessage(status), config.apiKey);
    const retryAfter = response.headers.get('retry-after');
    log({level: 'info', event: 'upstream_refused_request', message, status});
    return errorResponse(status, code as ErrorCode, message, {
      ...(info.field === undefined ? {} : {field: redact(info.field, config.apiKey)}),
      ...(retryAfter !== null && /^\d{1,9}$/.test(retryAfter.trim())
        ? {headers: {'retry-after': retryAfter.trim()}}
        : {}),
    });
  }
  await response.body?.cancel().catch(() => undefined);
  if (status === 401 || status === 403) {
    log({
      level: 'error',
      event: 'configuration',
      message: `configuration: the proxy's API key was refused by the upstream (HTTP ${status}). Check ${PROXY_ENV.apiKey}.`,
      status: 502,
    });
  } else if (status >= 300 && status < 400) {
    log({
      level: 'error',
      event: 'configuration',
      message: `configuration: the upstream redirected (HTTP ${status}); set ${PROXY_ENV.baseUrl} to the final URL.`,
      status: 502,
    });
  } else {
    const what =
      response.ok && response.body !== null
        ? `answered ${status} with ${response.headers.get('content-type') ?? 'no content type'} instead of an event stream`
        : `answered HTTP ${status}`;
    log({level: 'warn', event: 'upstream_error', message: `The upstream ${what}.`, status: 502});
  }
  return unavailable();
};

const defaultMessage = (status: number): string =>
  status === 429
    ? 'The usage quota is used up. Please try again later.'
    : status === 422
      ? 'A required field is missing.'
      : 'The request has an invalid value.';

/**
 * Calls `POST {baseUrl}/api/agent` with the key and nothing of the browser's headers.
 *
 * The connect timeout covers everything up to the response headers; the browser's signal aborts
 * the call at any point, before or during the stream. Redirects are not followed: a redirected
 * POST would lose its body, or carry the key somewhere it was not configured to go. With `send`
 * (Node's fast path), the stream comes back as the Node stream undici reads the socket with.
 *
 * @internal
 */
export const callUpstream = async (
  agentRequest: AgentRequest,
  clientSignal: AbortSignal,
  config: ProxyConfig,
  fetchImpl: typeof fetch,
  log: ProxyLogger,
  send?: NodeSend,
): Promise<UpstreamResult> => {
  const controller = new AbortController();
  const abort = () => {
    controller.abort();
  };
  const release = () => {
    clientSignal.removeEventListener('abort', abort);
  };
  if (clientSignal.aborted) controller.abort();
  clientSignal.addEventListener('abort', abort, {once: true});
  const timeout = {fired: false};
  const timer = setTimeout(() => {
    timeout.fired = true;
    controller.abort();
  }, config.connectTimeoutMs);

  const init = {
    headers: {
      authorization: `Bearer ${config.apiKey}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
    },
    body: JSON.stringify(agentRequest),
    signal: controller.signal,
  };
  let response: Response;
  try {
    if (send) {
      const reply = await send(config.endpoint, init);
      if (reply.kind === 'stream') return {kind: 'node-stream', body: reply.body, abort, release};
      response = reply.response;
    } else {
      response = await fetchImpl(config.endpoint, {method: 'POST', ...init, redirect: 'manual'});
    }
  } catch (error) {
    release();
    // The HTTP client's own connect or header timeout counts as ours: it is set from the same option.
    if (timeout.fired || (!clientSignal.aborted && clientTimeoutCode(error) !== undefined)) {
      log({
        level: 'warn',
        event: 'upstream_timeout',
        message: `The upstream sent no response headers within ${config.connectTimeoutMs} ms.`,
        status: 504,
      });
      return {
        kind: 'error',
        response: errorResponse(504, ERROR_CODES.upstreamTimeout, UPSTREAM_MESSAGES.timeout),
      };
    }
    if (clientSignal.aborted) {
      log({level: 'info', event: 'client_closed', message: 'The browser left before the answer.'});
    } else {
      log({
        level: 'warn',
        event: 'upstream_unreachable',
        message: `The upstream could not be reached: ${describeError(error)}`,
        status: 502,
      });
    }
    return {kind: 'error', response: unavailable()};
  } finally {
    clearTimeout(timer);
  }

  const type = response.headers.get('content-type') ?? '';
  if (response.ok && response.body !== null && /^\s*text\/event-stream/i.test(type)) {
    return {kind: 'stream', body: response.body, abort, release};
  }
  release();
  return {kind: 'error', response: await mapErrorResponse(response, config, log)};
};
