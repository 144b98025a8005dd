import {ERROR_CODES, errorResponse} from '../../protocol/index.js';
import type {NodeRequest} from '../node/context.js';
import type {createAdmission} from './admission.js';
import {PREFLIGHT_HEADERS, checkCors} from './cors.js';
import {describeError} from './describe-error.js';
import type {Drain} from './drain.js';
import type {ProxyLogger} from './log.js';
import type {ProxyObserver, RequestOutcome} from './observer.js';
import type {AgentProxyOptions, ProxyConfig} from './options.js';
import {relayAnswer} from './relay-answer.js';
import {identify, notPrepared, readAgentRequest, transform} from './request-checks.js';
import type {UpstreamClient} from './upstream-fetch.js';

const ALLOW = 'POST, OPTIONS';

/** A decided response, with what it was, for the metrics. @internal */
export interface Answer {
  response: Response;
  outcome: RequestOutcome;
  /** The refusal's error code, for `outcome: 'refused'`. */
  reason?: string;
  streaming?: boolean;
}

/** What the request pipeline needs of the proxy around it. @internal */
export interface PipelineParts {
  config: ProxyConfig;
  options: AgentProxyOptions;
  log: ProxyLogger;
  upstream: UpstreamClient;
  admit: ReturnType<typeof createAdmission>;
  drain: Drain;
  observer: ProxyObserver | undefined;
}

const withHeaders = (answer: Answer, headers: Record<string, string>): Answer => {
  for (const [name, value] of Object.entries(headers)) answer.response.headers.set(name, value);
  return answer;
};

/**
 * The proxy's way from a request to its answer: route (CORS, method), validate (body, user,
 * rewrite), admit (idempotency, rate limits), relay (the upstream's stream). `node` is the same
 * request as `toNodeHandler` made it, if it did: the client's address and the offer of Node's
 * fast path.
 *
 * @internal
 */
export const createRequestPipeline = (parts: PipelineParts) => {
  const {config, options, log, drain} = parts;

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

  /** The client's address, or `undefined` where the runtime gives none. */
  const clientAddress = (request: Request, node: NodeRequest | undefined) =>
    node?.remoteAddress === undefined
      ? undefined
      : config.clientAddress(node.remoteAddress, request.headers.get('x-forwarded-for'));

  const validateAdmitRelay = async (
    request: Request,
    node: NodeRequest | undefined,
    started: number,
  ): Promise<Answer> => {
    const read = await readAgentRequest(request, config);
    if (!read.ok) return read.reason ? refused(read.response, read.reason) : failed(read.response);
    const identified = await identify(request, options, log);
    if (!identified.ok) return failed(identified.response);
    const {context} = identified;
    const transformed = await transform(read.request, request, context, options, log);
    if (!transformed.ok) return failed(transformed.response);
    const address = clientAddress(request, node);
    if (config.rateLimit && !config.rateLimit.key && address === undefined) {
      log({
        level: 'error',
        event: 'configuration',
        message:
          'configuration: the request came with no client address (not through toNodeHandler), so the rate limit cannot tell clients apart; set rateLimit.key.',
        status: 500,
      });
      return failed(notPrepared());
    }
    const admission = await parts.admit(request, context.userId, address);
    if (!admission.ok) return refused(admission.response, admission.reason);
    return relayAnswer({...parts, request, agentRequest: transformed.request, node, started});
  };

  /** Counts the request in flight for the drain, or refuses it once the proxy closes. */
  const handle = async (request: Request, node: NodeRequest | undefined) => {
    if (drain.closing) {
      // Nothing was sent upstream: a load balancer may pass it to another instance (docs/scaling.md).
      const headers = {connection: 'close', 'retry-after': '1'};
      const message = 'This server is restarting. Please try again.';
      return refused(
        errorResponse(503, ERROR_CODES.shuttingDown, message, {headers}),
        ERROR_CODES.shuttingDown,
      );
    }
    // Counted from here, not from the stream: close() must wait for a request still on its way.
    drain.begin();
    let answer: Answer | undefined;
    try {
      answer = await validateAdmitRelay(request, node, performance.now());
      return answer;
    } finally {
      if (answer?.streaming !== true) drain.end();
    }
  };

  return async (request: Request, node: NodeRequest | undefined): Promise<Answer> => {
    const cors = checkCors(config.allowedOrigins, request.headers.get('origin'));
    // An Origin not on the list gets a 403 it can read, whatever the method.
    const refusedOrigin = () =>
      withHeaders(
        refused(
          errorResponse(403, ERROR_CODES.unauthorized, 'This origin is not allowed.'),
          'origin_not_allowed',
        ),
        cors.headers,
      );
    if (request.method === 'OPTIONS') {
      if (!cors.allowed) return refusedOrigin();
      const preflight = cors.headers['access-control-allow-origin'] ? PREFLIGHT_HEADERS : {};
      const headers = {allow: ALLOW, ...cors.headers, ...preflight};
      return {response: new Response(null, {status: 204, headers}), outcome: 'preflight'};
    }
    if (request.method !== 'POST') {
      const headers = {allow: ALLOW};
      const response = errorResponse(405, ERROR_CODES.methodNotAllowed, 'Only POST is supported.', {
        headers,
      });
      return withHeaders(refused(response, ERROR_CODES.methodNotAllowed), cors.headers);
    }
    if (!cors.allowed) return refusedOrigin();
    try {
      return withHeaders(await handle(request, node), cors.headers);
    } catch (error) {
      log({
        level: 'error',
        event: 'internal_error',
        message: `The proxy failed: ${describeError(error)}`,
        status: 500,
      });
      const response = errorResponse(
        500,
        ERROR_CODES.internal,
        'The request could not be handled.',
      );
      return withHeaders(failed(response), cors.headers);
    }
  };
};
