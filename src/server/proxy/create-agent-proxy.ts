import {ERROR_CODES, decodeAgentEvent, errorResponse} from '../../protocol/index.js';
import type {SseMessage} from '../../protocol/index.js';
import type {FetchHandler} from '../node-adapter.js';
import {isNodeRequest, remoteAddressOf, withNodeBody} from '../node-context.js';
import {createAdmission} from './admission.js';
import {PREFLIGHT_HEADERS, checkCors} from './cors.js';
import {createDrain} from './drain.js';
import {openEarly} from './early-stream.js';
import {createLogger} from './log.js';
import {OBSERVE, secondsSince} from './observer.js';
import type {ProxyObserver, RequestOutcome} from './observer.js';
import {resolveConfig} from './options.js';
import type {AgentProxyOptions, ProxyUsage} from './options.js';
import {createMemoryRateLimitStore} from './rate-limit.js';
import type {ProxyStore, RateLimitStore} from './rate-limit.js';
import {pipeRelay} from './node-relay.js';
import {identify, notPrepared, readAgentRequest, transform} from './request-checks.js';
import type {RelayOptions} from './relay-core.js';
import {describe, relayEventStream} from './relay-stream.js';
import {callUpstream} from './upstream.js';
import {NODE_SEND, createUpstreamFetch, isNode} from './upstream-fetch.js';
import type {UpstreamFetch} from './upstream-fetch.js';

const ALLOW = 'POST, OPTIONS';

/** The agent proxy: a fetch-standard handler that can close gracefully. */
export interface AgentProxy extends FetchHandler {
  /**
   * Closes gracefully, for a rolling deploy: new requests get `503 shutting_down` (nothing went
   * upstream, so a load balancer may pass them on), answers in flight finish, and any still
   * streaming after `deadlineMs` (default 25 000) end with one `error` event the element shows as
   * interrupted. Resolves once no answer is in flight. Call it on `SIGTERM` after closing your
   * server's listening socket; close your `store` after it. Called again with a shorter
   * `deadlineMs` (a second `SIGTERM`), it brings the deadline forward.
   */
  close(options?: {deadlineMs?: number}): Promise<void>;
  /** Whether `close()` was called: from then on the proxy takes no new answer. */
  readonly draining: boolean;
  /**
   * Whether this instance should be sent new requests, for a readiness probe: not while it
   * drains, nor while a store that fails closed cannot be reached (asked with one command).
   */
  ready(): Promise<ProxyReadiness>;
}

/** What {@link AgentProxy.ready} found. */
export type ProxyReadiness =
  {ready: true} | {ready: false; reason: 'draining' | 'store_unavailable'};

/** A decided response, with what it was, for the metrics. */
interface Answer {
  response: Response;
  outcome: RequestOutcome;
  /** The refusal's error code, for `outcome: 'refused'`. */
  reason?: string;
  streaming?: boolean;
}

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
} as const;

const withHeaders = (response: Response, headers: Record<string, string>): Response => {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
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
  const stores: ReadonlySet<RateLimitStore & Pick<ProxyStore, 'health'>> = new Set([
    store,
    config.rateLimit?.store ?? store,
  ]);
  /** Each store's health, asked of those that can tell. */
  const storeHealth = () =>
    Promise.all([...stores].map((each) => each.health?.() ?? Promise.resolve(undefined)));
  const admit = createAdmission({
    config,
    rateStore: config.rateLimit?.store ?? store,
    idempotencyStore: store,
    clientKey: config.rateLimit?.key ?? ((request) => clientAddress(request) ?? ''),
    log,
  });
  // Graceful close: no new answers, the ones in flight finish until the deadline.
  const drain = createDrain(log);
  const observer: ProxyObserver | undefined = options.metrics?.[OBSERVE].observer;
  options.metrics?.[OBSERVE].watch({
    draining: () => drain.closing,
    storeAvailable: async () => {
      const health = await storeHealth();
      const known = health.filter((each) => each !== undefined);
      return known.length === 0 ? undefined : known.every((each) => each.available);
    },
  });

  const refused = (response: Response, reason: string): Answer => {
    log({
      level: 'info',
      event: 'request_refused',
      message: `Refused before calling the upstream: HTTP ${String(response.status)} ${reason}.`,
      status: response.status,
      code: reason,
    });
    return {response, outcome: 'refused', reason};
  };
  const failed = (response: Response): Answer => ({response, outcome: 'error'});

  const reportUsage = (sessionId: string) => (message: SseMessage) => {
    const onUsage = options.onUsage;
    // Deltas are the bulk of a stream: skip their JSON unless the event could be metadata.
    if (!onUsage || (message.event !== 'metadata' && message.event !== 'message')) return;
    const event = decodeAgentEvent(message);
    if (event.type !== 'metadata' || !event.usage) return;
    const usage: ProxyUsage = {...event.usage, session_id: sessionId};
    const hookFailed = (error: unknown) => {
      log({
        level: 'error',
        event: 'usage_hook_failed',
        message: `onUsage threw: ${describe(error)}`,
      });
    };
    try {
      Promise.resolve(onUsage(usage)).catch(hookFailed);
    } catch (error) {
      hookFailed(error);
    }
  };

  const handle = async (request: Request): Promise<Answer> => {
    if (drain.closing) {
      // Nothing was sent upstream: a load balancer may pass it to another instance (docs/scaling.md).
      return refused(
        errorResponse(
          503,
          ERROR_CODES.shuttingDown,
          'This server is restarting. Please try again.',
          {
            headers: {connection: 'close', 'retry-after': '1'},
          },
        ),
        ERROR_CODES.shuttingDown,
      );
    }
    // Counted from here, not from the stream: close() must wait for a request still on its way.
    drain.begin();
    let answer: Answer | undefined;
    try {
      answer = await admitAndCall(request, performance.now());
      return answer;
    } finally {
      if (answer?.streaming !== true) drain.end();
    }
  };

  const admitAndCall = async (request: Request, started: number): Promise<Answer> => {
    const read = await readAgentRequest(request, config);
    if (!read.ok) return read.reason ? refused(read.response, read.reason) : failed(read.response);
    const identified = await identify(request, options, log);
    if (!identified.ok) return failed(identified.response);
    const {context} = identified;
    const transformed = await transform(read.request, request, context, options, log);
    if (!transformed.ok) return failed(transformed.response);
    if (config.rateLimit && !config.rateLimit.key && clientAddress(request) === undefined) {
      log({
        level: 'error',
        event: 'configuration',
        message:
          'configuration: the request came with no client address (not through toNodeHandler), so the rate limit cannot tell clients apart; set rateLimit.key.',
        status: 500,
      });
      return failed(notPrepared());
    }
    const admission = await admit(request, context.userId);
    if (!admission.ok) return refused(admission.response, admission.reason);

    const agentRequest = transformed.request;
    const connect = async () => {
      // Under toNodeHandler, with the proxy's own HTTP client, bytes go socket to socket.
      const send = isNodeRequest(request) ? await fetchImpl[NODE_SEND]?.() : undefined;
      return callUpstream(agentRequest, request.signal, config, fetchImpl, log, send);
    };
    const relayOf = (upstream: {abort: () => void; release: () => void}): RelayOptions => ({
      abortUpstream: upstream.abort,
      clientSignal: request.signal,
      heartbeatMs: config.heartbeatMs,
      idleTimeoutMs: config.idleTimeoutMs,
      ...(options.onUsage ? {onMessage: reportUsage(agentRequest.session_id)} : {}),
      ...(observer
        ? {
            onFirstData: () => {
              observer.firstEvent(secondsSince(started));
            },
          }
        : {}),
      onEnd: (outcome) => {
        upstream.release();
        observer?.streamClosed(outcome, secondsSince(started));
        drain.end();
      },
      inFlight: drain.answering,
      log,
    });
    const streamed = (response: Response): Answer => {
      observer?.streamOpened();
      return {response, outcome: 'streamed', streaming: true};
    };
    if (options.openStreamEarly) {
      return streamed(
        openEarly({
          headers: STREAM_HEADERS,
          node: isNodeRequest(request),
          connect,
          relay: relayOf,
          failed: () => {
            const outcome = request.signal.aborted ? 'client_closed' : 'upstream_error';
            observer?.streamClosed(outcome, secondsSince(started));
            drain.end();
          },
        }),
      );
    }
    const upstream = await connect();
    if (upstream.kind === 'error') return {response: upstream.response, outcome: 'upstream_error'};
    const relay = relayOf(upstream);
    if (upstream.kind === 'node-stream') {
      const {body} = upstream;
      return streamed(
        withNodeBody(new Response(null, {status: 200, headers: STREAM_HEADERS}), (res) => {
          pipeRelay(body, res, relay);
        }),
      );
    }
    const body = relayEventStream({...relay, upstream: upstream.body});
    return streamed(new Response(body, {status: 200, headers: STREAM_HEADERS}));
  };

  const route = async (request: Request): Promise<Answer> => {
    const cors = checkCors(config.allowedOrigins, request.headers.get('origin'));
    const withCors = (answer: Answer): Answer => {
      withHeaders(answer.response, cors.headers);
      return answer;
    };
    // An Origin not on the list gets a 403 it can read, whatever the method.
    const refusedOrigin = () =>
      withCors(
        refused(
          errorResponse(403, ERROR_CODES.unauthorized, 'This origin is not allowed.'),
          'origin_not_allowed',
        ),
      );
    if (request.method === 'OPTIONS') {
      if (!cors.allowed) return refusedOrigin();
      return {
        response: new Response(null, {
          status: 204,
          headers: {
            allow: ALLOW,
            ...cors.headers,
            ...(cors.headers['access-control-allow-origin'] ? PREFLIGHT_HEADERS : {}),
          },
        }),
        outcome: 'preflight',
      };
    }
    if (request.method !== 'POST') {
      return withCors(
        refused(
          errorResponse(405, ERROR_CODES.methodNotAllowed, 'Only POST is supported.', {
            headers: {allow: ALLOW},
          }),
          ERROR_CODES.methodNotAllowed,
        ),
      );
    }
    if (!cors.allowed) return refusedOrigin();
    try {
      return withCors(await handle(request));
    } catch (error) {
      log({
        level: 'error',
        event: 'internal_error',
        message: `The proxy failed: ${describe(error)}`,
        status: 500,
      });
      return withCors(
        failed(errorResponse(500, ERROR_CODES.internal, 'The request could not be handled.')),
      );
    }
  };

  const handler = async (request: Request): Promise<Response> => {
    const answer = await route(request);
    observer?.answered(answer.outcome, answer.response.status);
    if (answer.reason !== undefined) observer?.refused(answer.reason);
    return answer.response;
  };

  const ready = async (): Promise<ProxyReadiness> => {
    if (drain.closing) return {ready: false, reason: 'draining'};
    const health = await storeHealth();
    return health.some((each) => each?.failMode === 'closed' && !each.available)
      ? {ready: false, reason: 'store_unavailable'}
      : {ready: true};
  };

  return Object.defineProperties(handler, {
    close: {
      value: (closeOptions: {deadlineMs?: number} = {}) => drain.close(closeOptions.deadlineMs),
    },
    ready: {value: ready},
    draining: {get: () => drain.closing, enumerable: true},
  }) as AgentProxy;
};
