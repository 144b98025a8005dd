/**
 * What a reader sees over HTTP when a doc's proxy, simulator or curl answers a question: the
 * question POSTed as the element posts it, the answer's SSE events, and the assertions that it is an
 * answer the element can show and that it does not hand the API key to the browser.
 */
import assert from 'node:assert/strict';
import {randomUUID} from 'node:crypto';

/** The question every doc's server is asked, without the `session_id` each ask adds. */
export const QUESTION = {
  messages: [{role: 'user', content: 'Is there a wealth tax?'}],
  residence: 'ch',
  language: 'en',
  extended_thinking: false,
  effort: null,
};

/** An HTTP body as a reader would read it: an HTML error page as its text, the start of it. */
export const body = (text: string): string => {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 500 ? `${plain.slice(0, 500)}…` : plain;
};

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

export const parseSse = (text: string): SseEvent[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n\n')
    .flatMap((block) => {
      const event = /^event: ?(.*)$/m.exec(block)?.[1];
      const data = /^data: ?(.*)$/m.exec(block)?.[1];
      if (event === undefined || data === undefined) return [];
      try {
        return [{event, data: JSON.parse(data) as Record<string, unknown>}];
      } catch {
        return [{event, data: {unparsed: data}}];
      }
    });

/** Asserts an answer as the element needs it: deltas, then metadata, then done, which repeats them. */
export const assertAnswer = (text: string, where: string, what: string): void => {
  const events = parseSse(text);
  const names = events.map((event) => event.event);
  const summary = `${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …, ' + names.slice(-2).join(', ') : ''}`;
  const shown = `${where}: ${what} should stream event: delta … event: metadata, event: done; a reader sees ${
    names.length === 0
      ? `no event at all: ${body(text)}`
      : `${String(names.length)} events (${summary})`
  }`;
  assert.ok(names[0] === 'delta', shown);
  const done = names.indexOf('done');
  assert.ok(done === names.length - 1, shown);
  assert.ok(names.lastIndexOf('metadata') > names.lastIndexOf('delta'), shown);
  const content = events
    .filter((event) => event.event === 'delta')
    .map((event) => (event.data['delta'] as {content?: string} | undefined)?.content ?? '')
    .join('');
  const final = (events[done]?.data['final_message'] as {content?: string} | undefined)?.content;
  assert.equal(final, content, `${where}: ${what}: done's final_message is not the deltas' text`);
};

export const assertNoKey = (
  text: string,
  keys: readonly string[],
  where: string,
  what: string,
): void => {
  for (const key of keys) {
    assert.ok(!text.includes(key), `${where}: ${what} shows the API key to the browser`);
  }
};

export interface Asked {
  status: number;
  type: string;
  headers: string;
  text: string;
}

/** POSTs a question as the element does; `onFirstDelta` runs once the answer has begun. */
export const ask = async (
  url: string,
  {
    key,
    idempotencyKey = randomUUID(),
    onFirstDelta,
    firstEventOnly = false,
  }: {
    key?: string;
    idempotencyKey?: string;
    onFirstDelta?: () => void;
    firstEventOnly?: boolean;
  } = {},
): Promise<Asked> => {
  const controller = new AbortController();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
      ...(key === undefined ? {} : {authorization: `Bearer ${key}`}),
    },
    body: JSON.stringify({...QUESTION, session_id: randomUUID()}),
    signal: controller.signal,
  }).catch((error: unknown) => {
    throw new Error(`nothing answered at ${url}: ${String(error)}`, {cause: error});
  });
  let text = '';
  const decoder = new TextDecoder();
  if (response.body) {
    const reader = response.body.getReader();
    let begun = false;
    for (;;) {
      const {done, value} = await reader.read();
      if (done) break;
      text += decoder.decode(value, {stream: true});
      if (!begun && text.includes('event: delta')) {
        begun = true;
        onFirstDelta?.();
        if (firstEventOnly) {
          controller.abort();
          break;
        }
      }
    }
  }
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    headers: JSON.stringify([...response.headers]),
    text,
  };
};
