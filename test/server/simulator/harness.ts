/** Shared helpers for the simulator tests: a handler with a key, requests, and SSE parsing. */
import {createSseByteParser} from '../../../src/protocol/index.js';
import {createAgentSimulator, createMemoryKeyStore} from '../../../src/server/simulator/index.js';
import type {SimulatorOptions} from '../../../src/server/simulator/index.js';

export const AGENT_URL = 'http://simulator.test/api/agent';

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** A simulator with `pace: 'none'` and one valid key for client `acme`. */
export const setup = async (options: Partial<SimulatorOptions> = {}) => {
  const keyStore = createMemoryKeyStore();
  const key = await keyStore.issue('acme');
  const handler = createAgentSimulator({keyStore, pace: 'none', ...options});
  const post = (
    body: unknown,
    init: {headers?: Record<string, string>; signal?: AbortSignal} = {},
  ) =>
    handler(
      new Request(AGENT_URL, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          ...init.headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
        ...(init.signal ? {signal: init.signal} : {}),
      }),
    );
  return {keyStore, key, handler, post};
};

/** A one-question request body. */
export const ask = (question: string, extra: Record<string, unknown> = {}) => ({
  messages: [{role: 'user', content: question}],
  session_id: 'session-1',
  ...extra,
});

/** Every SSE event of a response, parsed with the protocol's own parser. */
export const readEvents = async (response: Response): Promise<SseEvent[]> => {
  const events: SseEvent[] = [];
  const parser = createSseByteParser((message) => {
    events.push({event: message.event, data: JSON.parse(message.data) as Record<string, unknown>});
  });
  if (response.body) {
    for await (const chunk of response.body) parser.feed(chunk);
  }
  parser.end();
  return events;
};

export interface MarkerShape {
  id: number;
  title: string;
  url: string;
  publisher: string;
  jurisdiction: string;
}

/** The answer an event list carries: content, thinking, markers, usage, final content. */
export const summarize = (events: readonly SseEvent[]) => {
  let content = '';
  const thinking: Array<{thinking: string; phase: string; step: string}> = [];
  for (const {event, data} of events) {
    if (event !== 'delta') continue;
    const delta = data.delta as {
      content?: string;
      thinking?: string;
      phase?: string;
      step?: string;
    };
    if (delta.content !== undefined) content += delta.content;
    if (delta.thinking !== undefined) {
      thinking.push({thinking: delta.thinking, phase: delta.phase ?? '', step: delta.step ?? ''});
    }
  }
  const metadata = events.find((item) => item.event === 'metadata')?.data.data as
    | {
        markers: MarkerShape[];
        usage: {prompt_tokens: number; completion_tokens: number; cached_tokens: number};
      }
    | undefined;
  const done = events.find((item) => item.event === 'done')?.data.final_message as
    {role: string; content: string} | undefined;
  return {content, thinking, markers: metadata?.markers ?? [], usage: metadata?.usage, done};
};

/** The `[n]` numbers an answer cites, in order of first citation. */
export const citedIds = (content: string): number[] => [
  ...new Set([...content.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]))),
];
