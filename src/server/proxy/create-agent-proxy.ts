import {
  ERROR_CODES,
  decodeAgentEvent,
  errorResponse,
  validateAgentRequest,
} from '../../protocol/index.js';
import type {AgentRequest, SseMessage} from '../../protocol/index.js';
import type {FetchHandler} from '../node-adapter.js';
import {isNodeRequest, remoteAddressOf, withNodeBody} from '../node-context.js';
import {createAdmission} from './admission.js';
import {PREFLIGHT_HEADERS, checkCors} from './cors.js';
import {createLogger} from './log.js';
import type {ProxyLogger} from './log.js';
import {resolveConfig} from './options.js';
import type {AgentProxyOptions, ProxyConfig, ProxyRequestContext, ProxyUsage} from './options.js';
import {createMemoryRateLimitStore} from './rate-limit.js';
import {readBoundedBody} from './read-body.js';
import {pipeRelay} from './node-relay.js';
import type {RelayOptions} from './relay-core.js';
import {describe, relayEventStream} from './relay-stream.js';
import {callUpstream} from './upstream.js';
import {NODE_SEND, createUpstreamFetch, isNode} from './upstream-fetch.js';
import type {UpstreamFetch} from './upstream-fetch.js';

const ALLOW = 'POST, OPTIONS';

/** How long `close()` lets answers in flight finish by default: most answers take under 20 s. */
const DEFAULT_CLOSE_DEADLINE_MS = 25_000;
/** After the deadline, how long `close()` waits for the streams it ended to report it. */
const CLOSE_GRACE_MS = 1000;

/** The agent proxy: a fetch-standard handler that can close gracefully. */
export interface AgentProxy extends FetchHandler {
  /**
   * Closes gracefully, for a rolling deploy: new requests get `503 shutting_down` (nothing went
   * upstream, so a load balancer may pass them on), answers in flight finish, and any still
   * streaming after `deadlineMs` (default 25 000) end with one `error` event the element shows as
   * interrupted. Resolves once no answer is in flight. Call it on `SIGTERM` after closing your
   * server's listening socket; close your `store` after it.
   */
  close(options?: {deadlineMs?: number}): Promise<void>;
}

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
} as const;

const isJson = (contentType: string | null): boolean =>
  contentType !== null && /^\s*application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType);

const withHeaders = (response: Response, headers: Record<string, string>): Response => {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
};

/** Checks the body up to the validated agent request, or answers why not. */
const readAgentRequest = async (
  request: Request,
  config: ProxyConfig,
): Promise<{ok: true; request: AgentRequest} | {ok: false; response: Response}> => {
  if (!isJson(request.headers.get('content-type'))) {
    return {
      ok: false,
      response: errorResponse(
        415,
        ERROR_CODES.unsupportedMediaType,
        'The request body must be JSON (Content-Type: application/json).',
      ),
    };
  }
  const body = await readBoundedBody(request, config.maxBodyBytes);
  if (!body.ok) {
    return {
      ok: false,
      response:
        body.reason === 'too-large'
          ? errorResponse(
              413,
              ERROR_CODES.payloadTooLarge,
              `The request body is larger than ${config.maxBodyBytes} bytes.`,
              // The rest of the body is never read, so the connection cannot serve another request.
              {headers: {connection: 'close'}},
            )
          : errorResponse(400, ERROR_CODES.invalidJson, 'The request body could not be read.'),
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.text);
  } catch {
    return {
      ok: false,
      response: errorResponse(400, ERROR_CODES.invalidJson, 'The request body is not valid JSON.'),
    };
  }
  const result = validateAgentRequest(parsed);
  if (!result.ok) {
    const {status, code, message, field} = result.problem;
    return {ok: false, response: errorResponse(status, code, message, {field})};
  }
  return {ok: true, request: result.request};
};

const notPrepared = () =>
  errorResponse(500, ERROR_CODES.internal, 'The request could not be prepared.');

/** Asks `getUserId` who the request is for. */
const identify = async (
  request: Request,
  options: AgentProxyOptions,
  log: ProxyLogger,
): Promise<{ok: true; context: ProxyRequestContext} | {ok: false; response: Response}> => {
  if (!options.getUserId) return {ok: true, context: {userId: undefined}};
  try {
    const userId = await options.getUserId(request);
    return {ok: true, context: {userId: userId === '' ? undefined : userId}};
  } catch (error) {
    log({
      level: 'error',
      event: 'user_id_failed',
      message: `getUserId threw: ${describe(error)}`,
      status: 500,
    });
    return {ok: false, response: notPrepared()};
  }
};

/** Applies `transformRequest` and validates its result again. */
const transform = async (
  agentRequest: AgentRequest,
  request: Request,
  context: ProxyRequestContext,
  options: AgentProxyOptions,
  log: ProxyLogger,
): Promise<{ok: true; request: AgentRequest} | {ok: false; response: Response}> => {
  if (!options.transformRequest) return {ok: true, request: agentRequest};
  let transformed: AgentRequest;
  try {
    transformed = await options.transformRequest(agentRequest, request, context);
  } catch (error) {
    log({
      level: 'error',
      event: 'transform_failed',
      message: `transformRequest threw: ${describe(error)}`,
      status: 500,
    });
    return {ok: false, response: notPrepared()};
  }
  const result = validateAgentRequest(transformed);
  if (!result.ok) {
    const {status, code, message, field} = result.problem;
    log({
      level: 'warn',
      event: 'transform_invalid',
      message: `transformRequest returned an invalid request: ${message}`,
      status,
    });
    return {ok: false, response: errorResponse(status, code, message, {field})};
  }
  return {ok: true, request: result.request};
};

/**
 * Creates the agent proxy: a fetch-standard handler that holds the API key, validates what a
 * browser sends before a token is spent, and streams the agent's answer back unaltered.
 *
 * Runs as is in fetch-standard runtimes (Next.js route handlers, Hono, Workers, Deno, Bun); wrap it
 * with `toNodeHandler` for `node:http`, Express or Connect.
 *
 * @throws Error when the key (`WEALTH_AGENT_API_KEY`) is missing or not an `sk_live_` key, or the
 *   base URL (`WEALTH_AGENT_BASE_URL`) is missing or not http(s).
 */
export const createAgentProxy = (options: AgentProxyOptions = {}): AgentProxy => {
  const config = resolveConfig(options);
  if (config.rateLimit && !config.rateLimit.key && !isNode()) {
    // Everyone in one bucket, or a header any client can forge: both are worse than no start.
    throw new Error(
      'createAgentProxy: this runtime gives the proxy no client address, so rateLimit needs rateLimit.key (for example the signed-in user, or the address your platform puts in a header it sets itself).',
    );
  }
  const log = createLogger(config.apiKey, options.onLog);
  /** The client's address, or `undefined` where the runtime gives none. */
  const clientAddress = (request: Request): string | undefined => {
    const socket = remoteAddressOf(request);
    return socket === undefined
      ? undefined
      : config.clientAddress(socket, request.headers.get('x-forwarded-for'));
  };
  const fetchImpl: UpstreamFetch = options.fetch ?? createUpstreamFetch(config, log);
  const store = options.store ?? createMemoryRateLimitStore();
  const admit = createAdmission({
    config,
    rateStore: config.rateLimit?.store ?? store,
    idempotencyStore: store,
    clientKey: config.rateLimit?.key ?? ((request) => clientAddress(request) ?? ''),
    log,
  });

  // Graceful close: no new answers, the ones in flight finish until the deadline.
  let closing: Promise<void> | undefined;
  const answering = new Set<() => void>();
  let inFlight = 0;
  let settled = () => {};
  const streamEnded = () => {
    inFlight--;
    if (closing && inFlight === 0) settled();
  };

  const refuse = (response: Response): Response => {
    log({
      level: 'info',
      event: 'request_refused',
      message: `Refused before calling the upstream: HTTP ${response.status}.`,
      status: response.status,
    });
    return response;
  };

  const reportUsage = (sessionId: string) => (message: SseMessage) => {
    const onUsage = options.onUsage;
    // Deltas are the bulk of a stream: skip their JSON unless the event could be metadata.
    if (!onUsage || (message.event !== 'metadata' && message.event !== 'message')) return;
    const event = decodeAgentEvent(message);
    if (event.type !== 'metadata' || !event.usage) return;
    const usage: ProxyUsage = {...event.usage, session_id: sessionId};
    const failed = (error: unknown) => {
      log({
        level: 'error',
        event: 'usage_hook_failed',
        message: `onUsage threw: ${describe(error)}`,
      });
    };
    try {
      Promise.resolve(onUsage(usage)).catch(failed);
    } catch (error) {
      failed(error);
    }
  };

  const handle = async (request: Request): Promise<Response> => {
    if (closing) {
      log({
        level: 'info',
        event: 'request_refused',
        message: 'Refused: the proxy is closing.',
        status: 503,
      });
      // Nothing was sent upstream: a load balancer may pass it to another instance (docs/scaling.md).
      return errorResponse(
        503,
        ERROR_CODES.shuttingDown,
        'This server is restarting. Please try again.',
        {headers: {connection: 'close', 'retry-after': '1'}},
      );
    }
    // Counted from here, not from the stream: close() must wait for a request still on its way.
    inFlight++;
    let streaming = false;
    try {
      const response = await admitAndCall(request);
      streaming = response.streaming;
      return response.response;
    } finally {
      if (!streaming) streamEnded();
    }
  };

  const admitAndCall = async (
    request: Request,
  ): Promise<{response: Response; streaming: boolean}> => {
    const answer = (response: Response) => ({response, streaming: false});
    const read = await readAgentRequest(request, config);
    if (!read.ok) return answer(refuse(read.response));
    const identified = await identify(request, options, log);
    if (!identified.ok) return answer(identified.response);
    const {context} = identified;
    const transformed = await transform(read.request, request, context, options, log);
    if (!transformed.ok) return answer(transformed.response);
    if (config.rateLimit && !config.rateLimit.key && clientAddress(request) === undefined) {
      log({
        level: 'error',
        event: 'configuration',
        message:
          'configuration: the request came with no client address (not through toNodeHandler), so the rate limit cannot tell clients apart; set rateLimit.key.',
        status: 500,
      });
      return answer(notPrepared());
    }
    const admission = await admit(request, context.userId);
    if (!admission.ok) return answer(refuse(admission.response));

    const agentRequest = transformed.request;
    // Under toNodeHandler, with the proxy's own HTTP client, bytes go socket to socket.
    const send = isNodeRequest(request) ? await fetchImpl[NODE_SEND]?.() : undefined;
    const upstream = await callUpstream(agentRequest, request.signal, config, fetchImpl, log, send);
    if (upstream.kind === 'error') return answer(upstream.response);
    const relay: RelayOptions = {
      abortUpstream: upstream.abort,
      clientSignal: request.signal,
      heartbeatMs: config.heartbeatMs,
      idleTimeoutMs: config.idleTimeoutMs,
      ...(options.onUsage ? {onMessage: reportUsage(agentRequest.session_id)} : {}),
      onEnd: () => {
        upstream.release();
        streamEnded();
      },
      inFlight: answering,
      log,
    };
    if (upstream.kind === 'node-stream') {
      const {body} = upstream;
      return {
        response: withNodeBody(
          new Response(null, {status: 200, headers: STREAM_HEADERS}),
          (res) => {
            pipeRelay(body, res, relay);
          },
        ),
        streaming: true,
      };
    }
    const body = relayEventStream({...relay, upstream: upstream.body});
    return {response: new Response(body, {status: 200, headers: STREAM_HEADERS}), streaming: true};
  };

  const close = (closeOptions: {deadlineMs?: number} = {}): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      const deadlineMs = closeOptions.deadlineMs ?? DEFAULT_CLOSE_DEADLINE_MS;
      log({
        level: 'info',
        event: 'closing',
        message: `Closing: ${String(inFlight)} answers in flight get up to ${String(deadlineMs)} ms to finish.`,
      });
      const timer = setTimeout(() => {
        for (const interrupt of [...answering]) interrupt();
        // Every stream ends at once on the abort; a response a runtime never started to send
        // has no stream to end, and must not hold the close forever.
        setTimeout(settled, CLOSE_GRACE_MS);
      }, deadlineMs);
      settled = () => {
        clearTimeout(timer);
        resolve();
      };
      if (inFlight === 0) settled();
    });
    return closing;
  };

  const handler = async (request: Request): Promise<Response> => {
    const cors = checkCors(config.allowedOrigins, request.headers.get('origin'));
    // An Origin not on the list gets a 403 it can read, whatever the method.
    const refusedOrigin = () =>
      withHeaders(
        refuse(errorResponse(403, ERROR_CODES.unauthorized, 'This origin is not allowed.')),
        cors.headers,
      );
    if (request.method === 'OPTIONS') {
      if (!cors.allowed) return refusedOrigin();
      return new Response(null, {
        status: 204,
        headers: {
          allow: ALLOW,
          ...cors.headers,
          ...(cors.headers['access-control-allow-origin'] ? PREFLIGHT_HEADERS : {}),
        },
      });
    }
    if (request.method !== 'POST') {
      return withHeaders(
        refuse(
          errorResponse(405, ERROR_CODES.methodNotAllowed, 'Only POST is supported.', {
            headers: {allow: ALLOW},
          }),
        ),
        cors.headers,
      );
    }
    if (!cors.allowed) return refusedOrigin();
    try {
      return withHeaders(await handle(request), cors.headers);
    } catch (error) {
      log({
        level: 'error',
        event: 'internal_error',
        message: `The proxy failed: ${describe(error)}`,
        status: 500,
      });
      return withHeaders(
        errorResponse(500, ERROR_CODES.internal, 'The request could not be handled.'),
        cors.headers,
      );
    }
  };
  return Object.assign(handler, {close});
};
