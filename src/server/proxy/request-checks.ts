import {ERROR_CODES, errorResponse, validateAgentRequest} from '../../protocol/index.js';
import type {AgentRequest} from '../../protocol/index.js';
import type {ProxyLogger} from './log.js';
import type {AgentProxyOptions, ProxyConfig, ProxyRequestContext} from './options.js';
import {readBoundedBody} from './read-body.js';
import {describeError} from './describe-error.js';

/**
 * The checks of a request before it may be admitted: its body, its user, its rewrite. Each
 * answers the validated value or the response that refuses it, with the refusal's reason.
 *
 * @internal
 */
export type Checked<T> =
  | ({ok: true} & T)
  /** `reason`: the refusal's error code; absent when the proxy or a hook failed (a `500`). */
  | {ok: false; response: Response; reason?: string};

const isJson = (contentType: string | null): boolean =>
  contentType !== null && /^\s*application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType);

/** Checks the body up to the validated agent request, or answers why not. */
export const readAgentRequest = async (
  request: Request,
  config: ProxyConfig,
): Promise<Checked<{request: AgentRequest}>> => {
  if (!isJson(request.headers.get('content-type'))) {
    return {
      ok: false,
      reason: ERROR_CODES.unsupportedMediaType,
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
      reason: body.reason === 'too-large' ? ERROR_CODES.payloadTooLarge : ERROR_CODES.invalidJson,
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
      reason: ERROR_CODES.invalidJson,
      response: errorResponse(400, ERROR_CODES.invalidJson, 'The request body is not valid JSON.'),
    };
  }
  const result = validateAgentRequest(parsed);
  if (!result.ok) {
    const {status, code, message, field} = result.problem;
    return {ok: false, reason: code, response: errorResponse(status, code, message, {field})};
  }
  return {ok: true, request: result.request};
};

export const notPrepared = () =>
  errorResponse(500, ERROR_CODES.internal, 'The request could not be prepared.');

/** A hook threw: logged, and the request refused with a `500` that tells the browser nothing. */
const hookThrew = (
  log: ProxyLogger,
  event: string,
  hook: string,
  error: unknown,
): {ok: false; response: Response} => {
  log({level: 'error', event, message: `${hook} threw: ${describeError(error)}`, status: 500});
  return {ok: false, response: notPrepared()};
};

/** Asks `getUserId` who the request is for. */
export const identify = async (
  request: Request,
  options: AgentProxyOptions,
  log: ProxyLogger,
): Promise<Checked<{context: ProxyRequestContext}>> => {
  if (!options.getUserId) return {ok: true, context: {userId: undefined}};
  try {
    const userId = await options.getUserId(request);
    return {ok: true, context: {userId: userId === '' ? undefined : userId}};
  } catch (error) {
    return hookThrew(log, 'user_id_failed', 'getUserId', error);
  }
};

/** Applies `transformRequest` and validates its result again. */
export const transform = async (
  agentRequest: AgentRequest,
  request: Request,
  context: ProxyRequestContext,
  options: AgentProxyOptions,
  log: ProxyLogger,
): Promise<Checked<{request: AgentRequest}>> => {
  if (!options.transformRequest) return {ok: true, request: agentRequest};
  let transformed: AgentRequest;
  try {
    transformed = await options.transformRequest(agentRequest, request, context);
  } catch (error) {
    return hookThrew(log, 'transform_failed', 'transformRequest', error);
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
