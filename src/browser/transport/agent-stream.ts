import {fetchEventSource} from '@microsoft/fetch-event-source';
import {decodeAgentEvent, readErrorBody} from '../../protocol/index.js';
import {AgentRequestError, kindForStatus} from './agent-error.js';
import type {AgentEvent, AgentRequest} from '../../protocol/index.js';

export interface AgentStreamOptions {
  url: string;
  body: AgentRequest;
  signal: AbortSignal;
  onEvent: (event: AgentEvent) => void;
  /** Extra request headers; a plain object, because fetch-event-source copies it with Object.assign. */
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
 * POSTs one agent request and feeds each decoded event to `onEvent`, exactly once.
 *
 * A POST to an LLM is not idempotent, so this never re-sends: fetch-event-source's retry after an
 * error is disabled by rethrowing, and its re-send when a hidden tab becomes visible is disabled
 * with `openWhenHidden`. Rejects with an {@link AgentRequestError}; resolves `'aborted'` when the
 * signal stopped it (fetch-event-source resolves silently then) and `'closed'` when the server
 * ended the stream, whether or not `done` came: the caller knows which events it saw.
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
  try {
    await fetchEventSource(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...headers,
        ...(idempotencyKey === undefined ? {} : {'idempotency-key': idempotencyKey}),
      },
      body: JSON.stringify(body),
      signal,
      openWhenHidden: true,
      credentials: 'same-origin',
      async onopen(response) {
        const type = response.headers.get('content-type') ?? '';
        // Checked on status first: fetch-event-source alone accepts a 500 that claims SSE.
        if (!response.ok) {
          const info = readErrorBody(await response.text().catch(() => ''), type);
          throw new AgentRequestError(kindForStatus(response.status, info), info, response.status);
        }
        if (!SSE_TYPE.test(type)) {
          throw new AgentRequestError('not-sse', {}, response.status);
        }
      },
      onmessage(message) {
        // A blank line after a comment (`: ping`) reaches here as an empty message: not an event.
        if (message.data === '' && message.event === '') return;
        onEvent(decodeAgentEvent({event: message.event || 'message', data: message.data}));
      },
      onerror(error: unknown) {
        throw error instanceof AgentRequestError ? error : new AgentRequestError('network');
      },
    });
  } catch (error) {
    if (aborted()) return 'aborted';
    throw error instanceof AgentRequestError ? error : new AgentRequestError('network');
  }
  return aborted() ? 'aborted' : 'closed';
};
