import {createSseByteParser, decodeAgentEvent, readErrorBody} from '../../protocol/index.js';
import {yieldToBrowser} from '../yield-to-browser.js';
import {AgentRequestError, kindForStatus, unreachable} from './agent-error.js';
import type {AgentEvent, AgentRequest} from '../../protocol/index.js';

export interface AgentStreamOptions {
  url: string;
  body: AgentRequest;
  signal: AbortSignal;
  onEvent: (event: AgentEvent) => void;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /**
   * Sent as the `Idempotency-Key` header: one fresh value per user action, so that a proxy which
   * sees it twice (a gateway's retry) refuses the repeat with `409` instead of billing it again.
   */
  idempotencyKey?: string;
}

/** How a stream ended without throwing. */
export type StreamEnd = 'closed' | 'aborted';

const SSE_TYPE = /^text\/event-stream\b/i;

/**
 * Bytes parsed at a time, and how long one task may parse before it yields. A body that arrived
 * whole (a stalled network, a buffering proxy) is read without a break otherwise: each `read()`
 * resolves at once, and 200 KB of 5-character deltas took one task of 230 ms (issue 17).
 */
const PARSE_BYTES = 4096;
const PARSE_MS = 8;

/**
 * POSTs one agent request and feeds each decoded event to `onEvent`, exactly once.
 *
 * The body is read by the project's one SSE parser, the one the proxy and the simulator use, so
 * every ugly-input fixture tests the browser's path too (issue 21). A POST to an LLM is not
 * idempotent, so nothing here ever re-sends: no retry after an error, none when a hidden tab comes
 * back. Rejects with an {@link AgentRequestError}; resolves `'aborted'` when the signal stopped it
 * and `'closed'` when the server ended the stream, whether or not `done` came: the caller knows
 * which events it saw.
 */
export const streamAgent = async ({
  url,
  body,
  signal,
  onEvent,
  headers = {},
  idempotencyKey,
}: AgentStreamOptions): Promise<StreamEnd> => {
  // A function, not the property: TypeScript would narrow `signal.aborted` to false after the
  // first check, but the signal is aborted while the stream is awaited.
  const aborted = () => signal.aborted;
  if (aborted()) return 'aborted';
  // Whether the proxy answered: a connection that breaks after it did was reached, then cut.
  let answered = false;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...headers,
        ...(idempotencyKey === undefined ? {} : {'idempotency-key': idempotencyKey}),
      },
      body: JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
    answered = true;
    const type = response.headers.get('content-type') ?? '';
    // Status first: a 500 that claims to be SSE is still a failure.
    if (!response.ok) {
      const info = readErrorBody(await response.text().catch(() => ''), type);
      throw new AgentRequestError(kindForStatus(response.status, info), info, response.status);
    }
    if (!SSE_TYPE.test(type) || !response.body) {
      throw new AgentRequestError('not-sse', {}, response.status);
    }
    const reader = response.body.getReader();
    // Bytes already read when the signal aborts are parsed no further: stop means stop.
    const parser = createSseByteParser((message) => {
      if (!aborted()) onEvent(decodeAgentEvent(message));
    });
    // Time spent parsing since the last yield, not time since it: waiting for the network is no
    // work, and a paced stream that yielded on every read asked for a frame 60 times a second.
    let parsing = 0;
    for (let read; !(read = await reader.read()).done;) {
      for (let at = 0; at < read.value.length && !aborted(); at += PARSE_BYTES) {
        if (parsing > PARSE_MS) {
          await yieldToBrowser();
          parsing = 0;
        }
        const started = performance.now();
        parser.feed(read.value.subarray(at, at + PARSE_BYTES));
        parsing += performance.now() - started;
      }
    }
    parser.end();
  } catch (error) {
    if (aborted()) return 'aborted';
    if (error instanceof AgentRequestError) throw error;
    throw answered ? new AgentRequestError('interrupted') : unreachable();
  }
  return aborted() ? 'aborted' : 'closed';
};
