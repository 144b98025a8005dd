/**
 * A small client of `POST {base_url}/api/agent` for the contract suite: it sends a request and
 * reads back exactly what came over the wire, SSE messages and raw JSON payloads included, so the
 * suite can judge the service and not a tolerant reading of it.
 */
import assert from 'node:assert/strict';
import {AGENT_PATH, createSseByteParser} from '../../src/protocol/index.js';

/** The service the contract suite checks. */
export interface ContractTarget {
  /** The service's base URL; requests go to `{baseUrl}/api/agent`. */
  baseUrl: string;
  /** A valid key with quota left. */
  apiKey: string;
  /** A key that was revoked: checks its `401` when given. */
  revokedKey?: string;
  /** A valid key whose daily quota is used up: checks the `429` when given. */
  exhaustedKey?: string;
}

/** One SSE message as sent, its data parsed as JSON when it is JSON. */
export interface WireEvent {
  event: string;
  data: string;
  json: unknown;
}

export interface SendOptions {
  /** The bearer key; `null` sends no Authorization header. Defaults to the target's key. */
  key?: string | null;
  /** A whole Authorization header, sent instead of the bearer key. */
  authorization?: string;
  /** Sent as is instead of `JSON.stringify(body)`. */
  rawBody?: string;
  signal?: AbortSignal;
}

const parse = (data: string): unknown => {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
};

/** Binds the helpers to one service. */
export const createContractClient = (target: ContractTarget) => {
  const url = `${target.baseUrl.replace(/\/+$/, '')}${AGENT_PATH}`;

  const send = (body: unknown, options: SendOptions = {}): Promise<Response> => {
    const key = options.key === undefined ? target.apiKey : options.key;
    const authorization = options.authorization ?? (key === null ? undefined : `Bearer ${key}`);
    return fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(authorization === undefined ? {} : {authorization}),
      },
      body: options.rawBody ?? JSON.stringify(body),
      ...(options.signal ? {signal: options.signal} : {}),
    });
  };

  /** Reads a whole event stream; fails if the body breaks off before its end. */
  const readStream = async (response: Response): Promise<WireEvent[]> => {
    const events: WireEvent[] = [];
    const parser = createSseByteParser(({event, data}) => {
      events.push({event, data, json: parse(data)});
    });
    assert.ok(response.body, 'the response has a body');
    try {
      for await (const chunk of response.body) parser.feed(chunk);
    } catch (error) {
      assert.fail(
        `the stream broke off after ${String(events.length)} events: ${String(error)} (events: ${names(events)})`,
      );
    }
    parser.end();
    return events;
  };

  /** Sends a request that must be answered with a stream, and reads it. */
  const stream = async (body: unknown): Promise<WireEvent[]> => {
    const response = await send(body);
    if (response.status !== 200) {
      assert.fail(
        `expected 200 and a stream, got ${String(response.status)}: ${await excerpt(response)}`,
      );
    }
    assertEventStream(response);
    return readStream(response);
  };

  /**
   * Sends a request that must be accepted: `200` with an event stream. The stream is then
   * abandoned at once, so checking every allowed value costs next to nothing.
   */
  const accepted = async (body: unknown, label: string): Promise<void> => {
    const controller = new AbortController();
    const response = await send(body, {signal: controller.signal});
    try {
      if (response.status !== 200) {
        assert.fail(
          `${label}: expected 200, got ${String(response.status)}: ${await excerpt(response)}`,
        );
      }
      assertEventStream(response, label);
    } finally {
      controller.abort();
      await response.body?.cancel().catch(() => undefined);
    }
  };

  /** Sends a request that must be refused before any stream, with one of `statuses`. */
  const refused = async (
    body: unknown,
    statuses: readonly number[],
    label: string,
    options: SendOptions = {},
  ): Promise<Response> => {
    const response = await send(body, options);
    const type = response.headers.get('content-type') ?? '';
    const text = await response.text();
    assert.ok(
      statuses.includes(response.status),
      `${label}: expected ${statuses.join(' or ')}, got ${String(response.status)}: ${text.slice(0, 200)}`,
    );
    assert.ok(!/event-stream/i.test(type), `${label}: a refusal is not an event stream`);
    return response;
  };

  return {url, send, stream, accepted, refused};
};

const excerpt = async (response: Response) =>
  (await response.text().catch(() => '')).slice(0, 300) || '(empty body)';

const assertEventStream = (response: Response, label = 'the answer') => {
  assert.match(
    response.headers.get('content-type') ?? '',
    /^text\/event-stream/i,
    `${label}: the content type is text/event-stream`,
  );
};

/** Event names in order, runs of deltas folded: `delta+ metadata done`. */
export const names = (events: readonly WireEvent[]): string =>
  events
    .map((item) => item.event)
    .join(' ')
    .replace(/\bdelta( delta)+\b/g, 'delta+')
    .replace(/\bdelta\b(?!\+)/g, 'delta+');

/** An object's own property, or `undefined`. */
export const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && Object.prototype.hasOwnProperty.call(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
