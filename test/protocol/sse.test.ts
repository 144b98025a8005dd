import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  SSE_PING,
  createSseByteParser,
  createSseParser,
  encodeSseEvent,
} from '../../src/protocol/index.js';
import type {SseMessage} from '../../src/protocol/index.js';

/** Parses `chunks` fed one by one, then ends the stream. */
const parse = (...chunks: string[]): SseMessage[] => {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message));
  for (const chunk of chunks) parser.feed(chunk);
  parser.end();
  return messages;
};

const parseBytes = (...chunks: Uint8Array[]): SseMessage[] => {
  const messages: SseMessage[] = [];
  const parser = createSseByteParser((message) => messages.push(message));
  for (const chunk of chunks) parser.feed(chunk);
  parser.end();
  return messages;
};

/** Every way to cut `text` in two. */
const everySplit = (text: string): [string, string][] =>
  Array.from({length: text.length + 1}, (_, at): [string, string] => [
    text.slice(0, at),
    text.slice(at),
  ]);

const STREAM = [
  'event: delta',
  'data: {"type":"delta","delta":{"content":"L’IFI porte sur l’immobilier 🏠"}}',
  '',
  ': ping',
  '',
  'event: done',
  'data: {"type":"done"}',
  '',
  '',
].join('\n');

const EXPECTED: SseMessage[] = [
  {event: 'delta', data: '{"type":"delta","delta":{"content":"L’IFI porte sur l’immobilier 🏠"}}'},
  {event: 'done', data: '{"type":"done"}'},
];

void describe('createSseParser', () => {
  void describe('framing', () => {
    void it('should read events separated by LF', () => {
      assert.deepEqual(parse(STREAM), EXPECTED);
    });

    void it('should read CRLF and lone CR line endings the same way', () => {
      assert.deepEqual(parse(STREAM.replaceAll('\n', '\r\n')), EXPECTED);
      assert.deepEqual(parse(STREAM.replaceAll('\n', '\r')), EXPECTED);
    });

    void it('should read mixed line endings in one stream', () => {
      assert.deepEqual(parse('data: a\r\ndata: b\rdata: c\n\r\n'), [
        {event: 'message', data: 'a\nb\nc'},
      ]);
    });

    void it('should give the same events whatever the chunk boundaries', () => {
      for (const text of [STREAM, STREAM.replaceAll('\n', '\r\n'), STREAM.replaceAll('\n', '\r')]) {
        for (const [head, tail] of everySplit(text)) {
          assert.deepEqual(parse(head, tail), EXPECTED, `split at ${head.length}`);
        }
        assert.deepEqual(parse(...Array.from(text)), EXPECTED, 'one character per chunk');
      }
    });

    void it('should keep CRLF as one line end when CR and LF arrive in different chunks', () => {
      assert.deepEqual(parse('data: a\r', '\ndata: b\r', '\n\r', '\n'), [
        {event: 'message', data: 'a\nb'},
      ]);
    });

    void it('should keep CRLF as one line end when an empty chunk falls between CR and LF', () => {
      assert.deepEqual(parse('data: a\r', '', '\ndata: b\n\n'), [{event: 'message', data: 'a\nb'}]);
    });

    void it('should drop an unterminated last event at the end of the stream', () => {
      assert.deepEqual(parse('data: complete\n\ndata: cut off'), [
        {event: 'message', data: 'complete'},
      ]);
      assert.deepEqual(parse('data: complete\n\ndata: cut off\n'), [
        {event: 'message', data: 'complete'},
      ]);
    });

    void it('should dispatch nothing for an empty stream or only blank lines', () => {
      assert.deepEqual(parse(''), []);
      assert.deepEqual(parse('\n\n\r\n\r\r'), []);
    });
  });

  void describe('byte order mark', () => {
    void it('should skip a BOM at the start of the stream', () => {
      assert.deepEqual(parse(`\uFEFF${STREAM}`), EXPECTED);
      assert.deepEqual(parse('\uFEFF', STREAM), EXPECTED);
    });

    void it('should not treat a BOM later in the stream as a BOM', () => {
      // Per the spec, only the first character may be a BOM; later it is part of a field name.
      assert.deepEqual(parse('data: a\n\n\uFEFFdata: b\n\n'), [{event: 'message', data: 'a'}]);
    });
  });

  void describe('fields', () => {
    void it('should ignore comments and heartbeats', () => {
      assert.deepEqual(parse(SSE_PING, ':\n\n', ': keep-alive\n', 'data: x\n: between\n\n'), [
        {event: 'message', data: 'x'},
      ]);
    });

    void it('should join multi-line data with LF', () => {
      assert.deepEqual(parse('data: first\ndata:\ndata: third\n\n'), [
        {event: 'message', data: 'first\n\nthird'},
      ]);
    });

    void it('should remove only one space after the colon, and none when there is none', () => {
      assert.deepEqual(parse('data:x\n\ndata: x\n\ndata:  x\n\n'), [
        {event: 'message', data: 'x'},
        {event: 'message', data: 'x'},
        {event: 'message', data: ' x'},
      ]);
    });

    void it('should keep colons inside the value', () => {
      assert.deepEqual(parse('data: {"a":"b: c"}\n\n'), [{event: 'message', data: '{"a":"b: c"}'}]);
    });

    void it('should read a field without a colon as the field with an empty value', () => {
      assert.deepEqual(parse('data\n\n'), [{event: 'message', data: ''}]);
      assert.deepEqual(parse('event\ndata: x\n\n'), [{event: 'message', data: 'x'}]);
    });

    void it('should default the event name to message and reset it after each event', () => {
      assert.deepEqual(parse('event: delta\ndata: 1\n\ndata: 2\n\nevent:\ndata: 3\n\n'), [
        {event: 'delta', data: '1'},
        {event: 'message', data: '2'},
        {event: 'message', data: '3'},
      ]);
    });

    void it('should not dispatch an event without data, and forget its name', () => {
      assert.deepEqual(parse('event: delta\n\ndata: x\n\n'), [{event: 'message', data: 'x'}]);
    });

    void it('should report the last event id, which persists until changed', () => {
      assert.deepEqual(parse('id: 1\ndata: a\n\ndata: b\n\nid: 2\ndata: c\n\nid\ndata: d\n\n'), [
        {event: 'message', data: 'a', id: '1'},
        {event: 'message', data: 'b', id: '1'},
        {event: 'message', data: 'c', id: '2'},
        {event: 'message', data: 'd', id: ''},
      ]);
    });

    void it('should ignore an id containing NUL', () => {
      assert.deepEqual(parse('id: 7\ndata: a\n\nid: 8\u00009\ndata: b\n\n'), [
        {event: 'message', data: 'a', id: '7'},
        {event: 'message', data: 'b', id: '7'},
      ]);
    });

    void it('should ignore retry and unknown fields', () => {
      assert.deepEqual(parse('retry: 1000\nfoo: bar\nData: no\ndata: yes\n\n'), [
        {event: 'message', data: 'yes'},
      ]);
    });
  });
});

void describe('createSseByteParser', () => {
  const encoder = new TextEncoder();

  void it('should decode a multi-byte character split across chunks, at every byte', () => {
    const bytes = encoder.encode(STREAM);
    for (let at = 0; at <= bytes.length; at++) {
      assert.deepEqual(parseBytes(bytes.slice(0, at), bytes.slice(at)), EXPECTED, `split at ${at}`);
    }
  });

  void it('should decode a stream fed one byte at a time', () => {
    const bytes = encoder.encode(STREAM.replaceAll('\n', '\r\n'));
    assert.deepEqual(parseBytes(...Array.from(bytes, (byte) => Uint8Array.of(byte))), EXPECTED);
  });

  void it('should skip a BOM sent as bytes, even split', () => {
    const bytes = encoder.encode(`\uFEFF${STREAM}`);
    assert.deepEqual(parseBytes(bytes.slice(0, 2), bytes.slice(2)), EXPECTED);
  });

  void it('should drop a last event cut off inside a character', () => {
    const bytes = encoder.encode('data: ok\n\ndata: 🏠');
    assert.deepEqual(parseBytes(bytes.slice(0, bytes.length - 2)), [
      {event: 'message', data: 'ok'},
    ]);
  });
});

void describe('encodeSseEvent', () => {
  void it('should write one event whose payload type is its name', () => {
    assert.equal(
      encodeSseEvent('delta', {delta: {content: 'Bonjour'}}),
      'event: delta\ndata: {"type":"delta","delta":{"content":"Bonjour"}}\n\n',
    );
  });

  void it('should round-trip through the parser, whatever the text holds', () => {
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

  void it('should set the payload type to the event name even when the payload carries another', () => {
    const [message] = parse(encodeSseEvent('error', {type: 'delta', message: 'x'}));
    assert.ok(message, 'the event was not dispatched');
    assert.equal(message.event, 'error');
    assert.deepEqual(JSON.parse(message.data) as unknown, {type: 'error', message: 'x'});
  });
});
