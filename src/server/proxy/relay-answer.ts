import {decodeAgentEvent} from '../../protocol/index.js';
import type {AgentRequest, SseMessage} from '../../protocol/index.js';
import type {NodeRequest} from '../node/context.js';
import {describeError} from './describe-error.js';
import {openEarly} from './early-stream.js';
import {pipeRelay} from './node-relay.js';
import {secondsSince} from './observer.js';
import type {ProxyUsage} from './options.js';
import type {RelayOptions} from './relay-core.js';
import {relayEventStream} from './relay-stream.js';
import type {Answer, PipelineParts} from './request-pipeline.js';
import {callUpstream} from './upstream.js';

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
} as const;

/** An admitted request on its way to the upstream. @internal */
export interface Admitted extends PipelineParts {
  request: Request;
  agentRequest: AgentRequest;
  node: NodeRequest | undefined;
  /** When the proxy took the request (`performance.now()`), for the metrics. */
  started: number;
}

/** Hands each usage the upstream reports to `onUsage`; a failing hook is logged, never thrown. */
const reportUsage =
  ({options, log}: Admitted, sessionId: string) =>
  (message: SseMessage) => {
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
        message: `onUsage threw: ${describeError(error)}`,
      });
    };
    try {
      Promise.resolve(onUsage(usage)).catch(hookFailed);
    } catch (error) {
      hookFailed(error);
    }
  };

/**
 * Calls the upstream and relays its stream: socket to socket when `toNodeHandler` offers a Node
 * body and the proxy's own HTTP client has Node's fast path, else through a `ReadableStream`.
 *
 * @internal
 */
export const relayAnswer = async (admitted: Admitted): Promise<Answer> => {
  const {request, agentRequest, node, config, options, log, drain, observer, started} = admitted;
  const nodeBody = node?.writesNodeBody === true;
  const connect = async () => {
    const send = nodeBody ? await admitted.upstream.nodeSend?.() : undefined;
    return callUpstream(agentRequest, request.signal, config, admitted.upstream.fetch, log, send);
  };
  const relayOf = (upstream: {abort: () => void; release: () => void}): RelayOptions => ({
    abortUpstream: upstream.abort,
    clientSignal: request.signal,
    heartbeatMs: config.heartbeatMs,
    idleTimeoutMs: config.idleTimeoutMs,
    ...(options.onUsage ? {onMessage: reportUsage(admitted, agentRequest.session_id)} : {}),
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
        node: nodeBody ? node : undefined,
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
    // Only a request offered a Node body got Node's fast path, hence a Node stream.
    if (!node) throw new Error('A Node stream came without a Node body to write it.');
    const {body} = upstream;
    const response = new Response(null, {status: 200, headers: STREAM_HEADERS});
    return streamed(
      node.withNodeBody(response, (res) => {
        pipeRelay(body, res, relay);
      }),
    );
  }
  const body = relayEventStream({...relay, upstream: upstream.body});
  return streamed(new Response(body, {status: 200, headers: STREAM_HEADERS}));
};
