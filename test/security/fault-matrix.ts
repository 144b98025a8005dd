/**
 * The fault matrix (issue 10): every fault the network or the service can throw at a conversation,
 * at every point of an answer, and what the user must see. Pure data, shared by the fault upstream
 * (`test/security/fault-proxy.ts`) and the browser suite that plays it through the real proxy.
 */

/** Where in an answer the fault strikes. */
export const POINTS = {
  /** Before the upstream sends a byte: no status line yet. */
  'before-first-byte': 'before the first byte',
  /** After three content deltas. */
  'after-deltas': 'after some deltas',
  /** After every delta and the `metadata` event. */
  'after-metadata': 'after metadata',
  /**
   * At the last moment: for faults that cut the stream, the `done` event has begun (its `event:`
   * line is sent, its data is not); for faults that are an event, it is the one before `done`.
   */
  'before-done': 'just before done',
} as const;
export type Point = keyof typeof POINTS;

export const FAULTS = {
  refused: 'connection refused',
  reset: 'connection reset',
  stall: 'stall past the idle timeout',
  html: 'HTML error page',
  truncated: 'truncated event',
  malformed: 'malformed JSON',
  unknown: 'unknown event',
  'wrong-type': 'wrong content type',
  quota: '429 mid-conversation',
  revoked: 'upstream key revoked',
} as const;
export type Fault = keyof typeof FAULTS;

/**
 * What the user sees: a failure kind (whose message the element shows in the page's language) or
 * `answered` when the fault is tolerated and the answer completes.
 */
export type Outcome =
  'answered' | 'unavailable' | 'interrupted' | 'quota' | 'stream-error' | 'not-applicable';

const everywhere = (outcome: Outcome): Record<Point, Outcome> => ({
  'before-first-byte': outcome,
  'after-deltas': outcome,
  'after-metadata': outcome,
  'before-done': outcome,
});

const thenMidStream = (first: Outcome, rest: Outcome): Record<Point, Outcome> => ({
  ...everywhere(rest),
  'before-first-byte': first,
});

/**
 * The expected outcome of each cell. `not-applicable`: a refused connection and a content type can
 * only happen before the first byte; once a stream has started, they are a reset and an HTML page.
 */
export const EXPECTED: Readonly<Record<Fault, Record<Point, Outcome>>> = {
  refused: thenMidStream('unavailable', 'not-applicable'),
  reset: everywhere('unavailable'),
  stall: everywhere('unavailable'),
  html: thenMidStream('unavailable', 'interrupted'),
  truncated: everywhere('interrupted'),
  malformed: everywhere('answered'),
  unknown: everywhere('answered'),
  'wrong-type': thenMidStream('unavailable', 'not-applicable'),
  quota: everywhere('quota'),
  revoked: thenMidStream('unavailable', 'stream-error'),
};

/** How each fault is staged, for SECURITY.md. */
export const STAGING: Readonly<Record<Fault, string>> = {
  refused: 'the proxy’s upstream port is closed for that one request',
  reset: 'the upstream socket is reset (RST)',
  stall: 'the upstream goes silent; the proxy’s timeouts are 800 ms (headers) and 500 ms (idle)',
  html: 'a gateway’s `502` HTML page; mid-stream, the page’s markup appended and the body ended',
  truncated: 'half an event (`data: {"type":"delta","delta":{"con`), then a clean end',
  malformed: '`event: delta` with `data: {content: oops}` inserted, then the answer goes on',
  unknown: '`event: tool_call` with a JSON payload inserted, then the answer goes on',
  'wrong-type': '`200` with `application/json` instead of `text/event-stream`',
  quota: '`429` quota body with `Retry-After`; mid-stream, an `error` event `quota_exceeded`',
  revoked: '`401` unknown or revoked key; mid-stream, an `error` event `unauthorized`',
};

/** The three turns each cell plays: an answer, the faulty one, and one that must work again. */
export const TURNS = 3;
/** The turn the fault strikes, counted from 1. */
export const FAULT_TURN = 2;
