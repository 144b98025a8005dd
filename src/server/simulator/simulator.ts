import {
  AGENT_PATH,
  ERROR_CODES,
  errorResponse,
  validateAgentRequest,
} from '../../protocol/index.js';
import type {AgentRequest} from '../../protocol/index.js';
import type {FetchHandler} from '../node/adapter.js';
import {JURISDICTIONS} from './content/index.js';
import {planResponse} from './engine/respond.js';
import {FAULT_HEADER, parseFaultHeader, slowFirstByteMs} from './faults.js';
import type {SimulatorFaults} from './faults.js';
import type {KeyStore} from './key-store.js';
import {createPacing, sleep} from './pace.js';
import type {Pace} from './pace.js';
import {createPromptCache, promptTokens} from './prompt-cache.js';
import {createQuotaLedger} from './quota.js';
import {between, hashString, seededRandom} from './random.js';
import {createAnswerStream} from './stream.js';

/** Options of {@link createAgentSimulator}. */
export interface SimulatorOptions {
  /** Where API keys are checked (hashes only). */
  keyStore: KeyStore;
  /**
   * `lifelike` (default): first token after 400–900 ms, then 30–60 tokens/s, like a hosted model;
   * `brisk`: first token after 300–600 ms, then 200–260 tokens/s, a fast model (the demo's);
   * `fast`: a few milliseconds between chunks; `none`: no waits at all (tests).
   */
  pace?: Pace;
  /** Tokens each client may spend per UTC day; default 1,000,000. */
  quotaTokens?: number;
  /** Per-client exceptions to `quotaTokens`, by client name, e.g. `{trial: 50_000}`. */
  clientQuotas?: Readonly<Record<string, number>>;
  /** The clock; quotas reset at UTC midnight by it. */
  now?: () => Date;
  /** Makes the choice of phrasings and the pacing reproducible. */
  seed?: number;
  /** Failures to stage on every request (see `faults.ts`). */
  faults?: SimulatorFaults;
  /** Honour the `x-simulator-fault` request header; off by default, never for real clients. */
  allowFaultHeader?: boolean;
}

export const DEFAULT_QUOTA_TOKENS = 1_000_000;

/** Request bodies above this are refused: a conversation window is far smaller. */
export const MAX_BODY_BYTES = 1_000_000;

/** Cached prompt tokens cost a tenth, as with hosted models' prompt caching. */
const CACHED_TOKEN_PRICE = 0.1;

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  // Reverse proxies such as nginx buffer responses unless told not to; a stream must flow.
  'x-accel-buffering': 'no',
};

const unauthorized = (message: string) =>
  errorResponse(401, ERROR_CODES.unauthorized, message, {
    headers: {'www-authenticate': 'Bearer realm="wealth-agent"'},
  });

const bearerToken = (header: string | null): string | undefined =>
  /^Bearer[ \t]+([\x21-\x7e]+)[ \t]*$/i.exec(header ?? '')?.[1];

const lastUserMessage = (request: AgentRequest) =>
  request.messages.findLast((message) => message.role === 'user')?.content ?? '';

/**
 * A stand-in for the Wealth Intelligence Agent API: serves `POST /api/agent` exactly as the
 * upstream does (auth, validation, daily quotas, prompt caching, SSE events), with sourced answers
 * written from the built-in jurisdiction content in any of the six languages.
 */
export const createAgentSimulator = (options: SimulatorOptions): FetchHandler => {
  const {keyStore, pace = 'lifelike', seed, allowFaultHeader = false} = options;
  const now = options.now ?? (() => new Date());
  const quota = createQuotaLedger(options.quotaTokens ?? DEFAULT_QUOTA_TOKENS, now, {
    ...options.clientQuotas,
  });
  const promptCache = createPromptCache();

  return async (request) => {
    const url = new URL(request.url);
    if (url.pathname !== AGENT_PATH) {
      return errorResponse(
        404,
        ERROR_CODES.notFound,
        `Nothing at ${url.pathname}; the agent answers at POST ${AGENT_PATH}.`,
      );
    }
    if (request.method !== 'POST') {
      return errorResponse(405, ERROR_CODES.methodNotAllowed, `Use POST for ${AGENT_PATH}.`, {
        headers: {allow: 'POST'},
      });
    }

    const apiKey = bearerToken(request.headers.get('authorization'));
    if (apiKey === undefined) {
      return unauthorized(
        'Missing or malformed Authorization header: expected "Bearer sk_live_…".',
      );
    }
    let identity: {client: string} | undefined;
    try {
      identity = await keyStore.verify(apiKey);
    } catch (error) {
      console.error('[simulator] key store:', error instanceof Error ? error.message : error);
      return errorResponse(500, ERROR_CODES.internal, 'The key store could not be read.');
    }
    if (identity === undefined) return unauthorized('Unknown or revoked API key.');
    const {client} = identity;

    const declared = Number(request.headers.get('content-length') ?? 0);
    const text = declared > MAX_BODY_BYTES ? '' : await request.text();
    if (declared > MAX_BODY_BYTES || Buffer.byteLength(text) > MAX_BODY_BYTES) {
      return errorResponse(
        413,
        ERROR_CODES.payloadTooLarge,
        `The request body exceeds ${String(MAX_BODY_BYTES)} bytes.`,
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return errorResponse(400, ERROR_CODES.invalidJson, 'The request body is not valid JSON.');
    }
    const validation = validateAgentRequest(body);
    if (!validation.ok) {
      const {status, code, message, field} = validation.problem;
      return errorResponse(status, code, message, {field});
    }
    const agentRequest = validation.request;

    const faults: SimulatorFaults = {
      ...options.faults,
      ...(allowFaultHeader ? parseFaultHeader(request.headers.get(FAULT_HEADER)) : {}),
    };
    const delay = slowFirstByteMs(faults);
    if (delay > 0 && !(await sleep(delay, request.signal))) {
      return new Response(null, {status: 499, statusText: 'Client Closed Request'});
    }
    if (faults['http-500'] === true) {
      return errorResponse(500, ERROR_CODES.internal, 'Simulated upstream failure.');
    }
    // Worded as the real refusal, so a client's handling of it is tested as users will see it.
    if (faults['http-429'] === true) {
      return quotaExceeded(quota.secondsUntilReset(), 'The daily token quota is used up.');
    }

    if (quota.remaining(client) <= 0) {
      return quotaExceeded(quota.secondsUntilReset(), 'The daily token quota is used up.');
    }
    const sessionKey = `${client}\n${agentRequest.session_id}`;
    const prompt = promptTokens(agentRequest.messages);
    const cached = promptCache.cachedTokens(sessionKey, agentRequest.messages);
    const promptCost = prompt - cached + Math.ceil(cached * CACHED_TOKEN_PRICE);
    if (quota.remaining(client) < promptCost) {
      return quotaExceeded(
        quota.secondsUntilReset(),
        'The daily token quota left is too small for this conversation.',
      );
    }

    quota.charge(client, promptCost);
    promptCache.remember(sessionKey, agentRequest.messages);
    const random =
      seed === undefined
        ? Math.random
        : seededRandom(
            hashString(
              `${String(seed)}|${agentRequest.residence}|${agentRequest.language}|${agentRequest.effort ?? 'medium'}|${String(agentRequest.messages.length)}|${lastUserMessage(agentRequest)}`,
            ),
          );
    const plan = planResponse(agentRequest, JURISDICTIONS, random);
    const stream = createAnswerStream({
      plan,
      pacing: createPacing(pace, random),
      chunkSize: () => between(random, 1, 3),
      faults,
      promptTokens: prompt,
      cachedTokens: cached,
      charge: (tokens) => quota.charge(client, tokens),
      signal: request.signal,
      request,
    });
    return new Response(stream, {status: 200, headers: SSE_HEADERS});
  };
};

const quotaExceeded = (retryAfter: number, message: string) =>
  errorResponse(429, ERROR_CODES.quotaExceeded, `${message} It resets at 00:00 UTC.`, {
    headers: {'retry-after': String(retryAfter)},
  });
