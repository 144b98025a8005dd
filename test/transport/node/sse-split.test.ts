import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import fc from 'fast-check';
import {createSseByteParser} from '../../../src/protocol/index.js';
import type {SseMessage} from '../../../src/protocol/index.js';

const LINE_ENDS = ['\n', '\r', '\r\n'] as const;

/** Characters that matter to SSE framing and UTF-8, mixed with any grapheme. */
const unit = fc.oneof(
  fc.constantFrom(
    '\n',
    '\r',
    ':',
    ' ',
    'é',
    '€',
    '😀',
    '\u2028',
    '\u0000',
    '"',
    '{',
    'data',
    'event',
  ),
  fc.string({unit: 'grapheme', minLength: 1, maxLength: 1}),
);

const eventArb = fc.record({
  name: fc.constantFrom(
    'delta',
    'metadata',
    'done',
    'error',
    'clarification',
    'message',
    'x_custom',
  ),
  named: fc.boolean(),
  data: fc.string({unit, maxLength: 40}),
  lineEnd: fc.constantFrom(...LINE_ENDS),
  comment: fc.boolean(),
});
type GeneratedEvent = typeof eventArb extends fc.Arbitrary<infer T> ? T : never;

/** The event as a server writes it: one `data:` line per line of data, one line end throughout. */
const encode = (event: GeneratedEvent): {text: string; expected: SseMessage} => {
  const lines = event.data.split(/\r\n|\r|\n/);
  const end = event.lineEnd;
  const text =
    (event.comment ? `: ping${end}` : '') +
    (event.named ? `event: ${event.name}${end}` : '') +
    lines.map((line) => `data: ${line}${end}`).join('') +
    end;
  return {text, expected: {event: event.named ? event.name : 'message', data: lines.join('\n')}};
};

const parseChunks = (chunks: readonly Uint8Array[]): SseMessage[] => {
  const messages: SseMessage[] = [];
  const parser = createSseByteParser((message) => messages.push(message));
  for (const chunk of chunks) parser.feed(chunk);
  parser.end();
  return messages;
};

const splitAt = (bytes: Uint8Array, cuts: readonly number[]): Uint8Array[] => {
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const point of [...points, bytes.length]) {
    chunks.push(bytes.subarray(from, point));
    from = point;
  }
  return chunks;
};

describe('SSE parsing, property-based', () => {
  it('should yield the same events for any split of a valid byte stream, even mid-character', () => {
    fc.assert(
      fc.property(
        fc.array(eventArb, {maxLength: 8}),
        fc.boolean(),
        fc.array(fc.nat(), {maxLength: 30}),
        (events, bom, cuts) => {
          const encoded = events.map(encode);
          const text = (bom ? '\ufeff' : '') + encoded.map((item) => item.text).join('');
          const bytes = new TextEncoder().encode(text);
          const whole = parseChunks([bytes]);
          assert.deepEqual(
            whole,
            encoded.map((item) => item.expected),
          );
          assert.deepEqual(parseChunks(splitAt(bytes, cuts)), whole);
          // Byte by byte, the worst split of all.
          assert.deepEqual(parseChunks([...bytes].map((byte) => Uint8Array.of(byte))), whole);
        },
      ),
      {numRuns: 300},
    );
  });

  it('should never throw on arbitrary bytes, however they are split', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({maxLength: 200}),
        fc.array(fc.nat(), {maxLength: 10}),
        (bytes, cuts) => {
          const messages = parseChunks(splitAt(bytes, cuts));
          assert.deepEqual(messages, parseChunks([bytes]));
        },
      ),
      {numRuns: 300},
    );
  });
});
