/**
 * Ugly SSE input, as servers, proxies and networks deliver it, with the messages a spec-following
 * parser dispatches. Shared by the protocol tests (the parser fed in memory) and the browser tests
 * (the same bytes served over HTTP to the element's transport), so both paths meet the same cases.
 *
 * Payloads are agent events, so that what the browser path decodes still shows every byte of them.
 */
import type {SseMessage} from '../../src/protocol/index.js';

/** A chunk as the server writes it: text, or raw bytes that may end inside a UTF-8 character. */
export type SseChunk = string | Uint8Array;

export interface SseFixture {
  name: string;
  chunks: readonly SseChunk[];
  expected: readonly SseMessage[];
}

const delta = (content: string): string => JSON.stringify({type: 'delta', delta: {content}});
const DONE = JSON.stringify({type: 'done'});
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A stream with a non-ASCII answer, a heartbeat between events, and `done`. */
export const STREAM = [
  'event: delta',
  `data: ${delta('L’IFI porte sur l’immobilier 🏠')}`,
  '',
  ': ping',
  '',
  'event: done',
  `data: ${DONE}`,
  '',
  '',
].join('\n');

export const STREAM_MESSAGES: readonly SseMessage[] = [
  {event: 'delta', data: delta('L’IFI porte sur l’immobilier 🏠')},
  {event: 'done', data: DONE},
];

/** Bytes cut at every `size`, so cuts fall inside lines, line ends and characters. */
const cutBytes = (text: string, size: number): Uint8Array[] => {
  const bytes = utf8(text);
  return Array.from({length: Math.ceil(bytes.length / size)}, (_, i) =>
    bytes.slice(i * size, (i + 1) * size),
  );
};

export const SSE_FIXTURES: readonly SseFixture[] = [
  {name: 'LF line ends', chunks: [STREAM], expected: STREAM_MESSAGES},
  {name: 'CRLF line ends', chunks: [STREAM.replaceAll('\n', '\r\n')], expected: STREAM_MESSAGES},
  {name: 'lone CR line ends', chunks: [STREAM.replaceAll('\n', '\r')], expected: STREAM_MESSAGES},
  {
    name: 'CR and LF of one line end in different chunks',
    chunks: [`data: ${delta('a')}\r`, '\n\r', '\nevent: done\r', `\ndata: ${DONE}\r`, '\n\r', '\n'],
    expected: [
      {event: 'message', data: delta('a')},
      {event: 'done', data: DONE},
    ],
  },
  {
    name: 'every line end at once',
    chunks: [`event: delta\r\ndata: ${delta('x')}\r\r\nevent: done\ndata: ${DONE}\r\n\n`],
    expected: [
      {event: 'delta', data: delta('x')},
      {event: 'done', data: DONE},
    ],
  },
  {name: 'a byte order mark first', chunks: [`\uFEFF${STREAM}`], expected: STREAM_MESSAGES},
  {
    name: 'a byte order mark split across chunks',
    chunks: (() => {
      const bytes = utf8(`\uFEFF${STREAM}`);
      return [bytes.slice(0, 2), bytes.slice(2)];
    })(),
    expected: STREAM_MESSAGES,
  },
  {
    name: 'a byte order mark later in the stream is part of a field name',
    chunks: [`data: ${delta('a')}\n\n\uFEFFdata: ${delta('b')}\n\n`],
    expected: [{event: 'message', data: delta('a')}],
  },
  {name: 'one byte per chunk', chunks: cutBytes(STREAM, 1), expected: STREAM_MESSAGES},
  {name: 'chunks of 7 bytes', chunks: cutBytes(STREAM, 7), expected: STREAM_MESSAGES},
  {
    name: 'comments and heartbeats everywhere',
    chunks: [': ping\n\n', ':\n\n', ': keep-alive\n', `data: ${delta('x')}\n: between\n\n`],
    expected: [{event: 'message', data: delta('x')}],
  },
  {
    name: 'data over several lines, joined with LF',
    chunks: ['event: delta\ndata: {"type":"delta",\ndata:\ndata: "delta":{"content":"y"}}\n\n'],
    expected: [{event: 'delta', data: '{"type":"delta",\n\n"delta":{"content":"y"}}'}],
  },
  {
    name: 'one space removed after the colon, none when there is none',
    chunks: [`data:${delta('a')}\n\ndata:  ${delta('b')}\n\n`],
    expected: [
      {event: 'message', data: delta('a')},
      {event: 'message', data: ` ${delta('b')}`},
    ],
  },
  {
    name: 'a field without a colon has an empty value',
    chunks: [`event\ndata: ${delta('c')}\n\ndata\n\n`],
    expected: [
      {event: 'message', data: delta('c')},
      {event: 'message', data: ''},
    ],
  },
  {
    name: 'the event name resets after each event, and an event without data is dropped',
    chunks: [`event: done\n\nevent: delta\ndata: ${delta('d')}\n\ndata: ${delta('e')}\n\n`],
    expected: [
      {event: 'delta', data: delta('d')},
      {event: 'message', data: delta('e')},
    ],
  },
  {
    // Both serve a reconnection, and nothing reconnects: a POST is never sent twice.
    name: 'ids, an id with NUL, retry and unknown fields are read past',
    chunks: [
      `id: 7\nretry: 1000\nfoo: bar\nData: no\ndata: ${delta('f')}\n\n`,
      `id: 8\u00009\nevent: done\ndata: ${DONE}\n\n`,
    ],
    expected: [
      {event: 'message', data: delta('f')},
      {event: 'done', data: DONE},
    ],
  },
  {
    name: 'an unknown event between known ones',
    chunks: [`event: usage\ndata: {"tokens":3}\n\nevent: done\ndata: ${DONE}\n\n`],
    expected: [
      {event: 'usage', data: '{"tokens":3}'},
      {event: 'done', data: DONE},
    ],
  },
  {
    name: 'an unterminated last event is dropped',
    chunks: [`data: ${delta('complete')}\n\ndata: ${delta('cut off')}\n`],
    expected: [{event: 'message', data: delta('complete')}],
  },
  {
    name: 'a last event cut off inside a character is dropped',
    chunks: [utf8(`data: ${delta('ok')}\n\ndata: ${delta('🏠')}`).slice(0, -6)],
    expected: [{event: 'message', data: delta('ok')}],
  },
  {name: 'an empty stream', chunks: [''], expected: []},
  {name: 'only blank lines', chunks: ['\n\n\r\n\r\r'], expected: []},
];
