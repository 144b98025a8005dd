import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  SSE_PING,
  createSseByteParser,
  createSseParser,
  encodeSseEvent,
} from '../../../src/protocol/index.js';
import type {SseMessage} from '../../../src/protocol/index.js';
import {SSE_FIXTURES, STREAM, STREAM_MESSAGES} from '../sse-fixtures.js';
import type {SseChunk} from '../sse-fixtures.js';

/** Parses `chunks` fed one by one, then ends the stream. */
const parse = (...chunks: string[]): SseMessage[] => {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message));
  for (const chunk of chunks) parser.feed(chunk);
  parser.end();
  return messages;
};

const encoder = new TextEncoder();

const parseBytes = (...chunks: SseChunk[]): SseMessage[] => {
  const messages: SseMessage[] = [];
  const parser = createSseByteParser((message) => messages.push(message));
  for (const chunk of chunks)
    parser.feed(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
  parser.end();
  return messages;
};

/** Every way to cut `text` in two. */
const everySplit = (text: string): [string, string][] =>
  Array.from({length: text.length + 1}, (_, at): [string, string] => [
    text.slice(0, at),
    text.slice(at),
  ]);

const EXPECTED = STREAM_MESSAGES;

describe('createSseParser', () => {
  describe('the ugly-input fixtures the browser path meets too', () => {
    for (const fixture of SSE_FIXTURES) {
      it(`should read ${fixture.name}`, () => {
        assert.deepEqual(parseBytes(...fixture.chunks), fixture.expected, 'fed as bytes');
        const texts = fixture.chunks.filter((chunk) => typeof chunk === 'string');
        if (texts.length === fixture.chunks.length) {
          assert.deepEqual(parse(...texts), fixture.expected, 'fed as text');
        }
      });
    }
  });

  describe('framing', () => {
    it('should give the same events whatever the chunk boundaries', () => {
      for (const text of [STREAM, STREAM.replaceAll('\n', '\r\n'), STREAM.replaceAll('\n', '\r')]) {
        for (const [head, tail] of everySplit(text)) {
          assert.deepEqual(parse(head, tail), EXPECTED, `split at ${head.length}`);
        }
        assert.deepEqual(parse(...Array.from(text)), EXPECTED, 'one character per chunk');
      }
    });

    it('should keep CRLF as one line end when an empty chunk falls between CR and LF', () => {
      assert.deepEqual(parse('data: a\r', '', '\ndata: b\n\n'), [{event: 'message', data: 'a\nb'}]);
    });
  });

  describe('fields', () => {
    it('should keep colons inside the value', () => {
      assert.deepEqual(parse('data: {"a":"b: c"}\n\n'), [{event: 'message', data: '{"a":"b: c"}'}]);
    });
  });
});

describe('createSseByteParser', () => {
  it('should decode a multi-byte character split across chunks, at every byte', () => {
    const bytes = encoder.encode(STREAM);
    for (let at = 0; at <= bytes.length; at++) {
      assert.deepEqual(parseBytes(bytes.slice(0, at), bytes.slice(at)), EXPECTED, `split at ${at}`);
    }
  });
});

describe('encodeSseEvent', () => {
  it('should write one event whose payload type is its name', () => {
    assert.equal(
      encodeSseEvent('delta', {delta: {content: 'Bonjour'}}),
      'event: delta\ndata: {"type":"delta","delta":{"content":"Bonjour"}}\n\n',
    );
  });

  it('should round-trip through the parser, whatever the text holds', () => {
    const content = 'line 1\nline 2\r\nline 3\r: not a comment\n\ndata: not a field 🏠 \u2028';
    const wire = encodeSseEvent('delta', {delta: {content}}) + SSE_PING + encodeSseEvent('done');
    const messages = parse(wire);
    assert.deepEqual(
      messages.map((message) => message.event),
      ['delta', 'done'],
    );
    assert.deepEqual(JSON.parse(messages[0]?.data ?? '') as unknown, {
      type: 'delta',
      delta: {content},
    });
    assert.deepEqual(JSON.parse(messages[1]?.data ?? '') as unknown, {type: 'done'});
  });

  it('should set the payload type to the event name even when the payload carries another', () => {
    const [message] = parse(encodeSseEvent('error', {type: 'delta', message: 'x'}));
    assert.ok(message, 'the event was not dispatched');
    assert.equal(message.event, 'error');
    assert.deepEqual(JSON.parse(message.data) as unknown, {type: 'error', message: 'x'});
  });
});
