import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import fc from 'fast-check';
import {
  decodeAgentEvent,
  readClarification,
  readErrorBody,
  readErrorInfo,
  readSources,
  readUsage,
  safeUrl,
} from '../../../src/protocol/index.js';

/** JSON as a hostile upstream writes it: any value, with prototype keys as own properties. */
const hostileJson = fc
  .tuple(
    fc.jsonValue(),
    fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'toString',
      'then',
      'markers',
      'questions',
    ),
  )
  .map(
    ([value, key]) =>
      `{"${key}": {"__proto__": {"wacPolluted": true}}, "data": ${JSON.stringify(value)}}`,
  );

const values = fc.oneof(
  fc.jsonValue(),
  fc.anything({withNullPrototype: true}),
  hostileJson.map((text) => JSON.parse(text) as unknown),
);

const assertUnpolluted = () => {
  assert.equal(Object.prototype.hasOwnProperty.call(Object.prototype, 'wacPolluted'), false);
  assert.equal(({} as Record<string, unknown>)['wacPolluted'], undefined);
};

describe('tolerant readers, property-based', () => {
  it('should never throw on any value, and only ever return safe sources', () => {
    fc.assert(
      fc.property(values, (value) => {
        for (const source of readSources(value)) {
          assert.equal(typeof source.title, 'string');
          assert.ok(source.title.trim() !== '');
          if (source.url !== undefined) assert.equal(safeUrl(source.url), source.url);
          if (source.id !== undefined) assert.ok(Number.isInteger(source.id) && source.id > 0);
        }
        for (const question of readClarification(value)) {
          assert.equal(typeof question.question, 'string');
          assert.ok(question.options.every((option) => typeof option === 'string'));
          assert.ok(question.options.length <= 20);
        }
        const usage = readUsage(value);
        if (usage) for (const count of Object.values(usage)) assert.ok(count >= 0);
        const info = readErrorInfo(value);
        for (const text of Object.values(info))
          assert.ok(text === undefined || typeof text === 'string');
        assertUnpolluted();
      }),
      {numRuns: 1000},
    );
  });

  it('should read any HTTP error body without throwing, never longer than 300 characters', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.json(), hostileJson),
        fc.constantFrom('', 'application/json', 'text/html', 'text/plain'),
        (text, type) => {
          const info = readErrorBody(text, type);
          assert.ok((info.message ?? '').length <= 300);
          assertUnpolluted();
        },
      ),
      {numRuns: 1000},
    );
  });

  it('should decode any SSE message into an event without throwing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('delta', 'metadata', 'done', 'error', 'clarification', 'message', 'other'),
        fc.oneof(fc.string(), fc.json(), hostileJson),
        (event, data) => {
          const decoded = decodeAgentEvent({event, data});
          assert.ok(
            ['delta', 'thinking', 'metadata', 'done', 'error', 'clarification', 'ignored'].includes(
              decoded.type,
            ),
          );
          if (decoded.type === 'delta') assert.equal(typeof decoded.content, 'string');
          assertUnpolluted();
        },
      ),
      {numRuns: 1000},
    );
  });

  it('should only ever pass http, https and mailto URLs', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.anything()), (value) => {
        const url = safeUrl(value);
        if (url !== undefined)
          assert.ok(['http:', 'https:', 'mailto:'].includes(new URL(url).protocol));
      }),
      {numRuns: 1000},
    );
  });
});
