import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import fc from 'fast-check';
import {EFFORTS, LANGUAGES, RESIDENCES, validateAgentRequest} from '../../../src/protocol/index.js';

const FIELDS = [
  'body',
  'messages',
  'session_id',
  'residence',
  'language',
  'extended_thinking',
  'effort',
];

/** A refusal must say what is wrong, with what HTTP status, and name a field the API has. */
const assertExplains = (result: ReturnType<typeof validateAgentRequest>) => {
  if (result.ok) return;
  const {status, code, field, message} = result.problem;
  // The types promise these; a property test checks what the code actually returns.
  assert.ok([400, 422].includes(status), `status ${status}`);
  assert.ok(['invalid_value', 'missing_field'].includes(code));
  assert.equal(typeof message, 'string');
  assert.ok(message.includes(field), 'the message names the field');
  assert.ok(
    FIELDS.some((known) => field === known || field.startsWith(`${known}[`)),
    `field ${field}`,
  );
};

const message = (role: 'user' | 'assistant') =>
  fc.record({role: fc.constant(role), content: fc.string()});

const validRequest = fc.record(
  {
    messages: fc
      .array(fc.tuple(message('user'), message('assistant')), {maxLength: 4})
      .chain((pairs) => message('user').map((last) => [...pairs.flat(), last])),
    session_id: fc.string({minLength: 1}).filter((id) => id.trim() !== ''),
    residence: fc.constantFrom(...RESIDENCES),
    language: fc.constantFrom(...LANGUAGES),
    extended_thinking: fc.boolean(),
    effort: fc.constantFrom(...EFFORTS, null),
  },
  {requiredKeys: ['messages', 'session_id']},
);

describe('validateAgentRequest, property-based', () => {
  it('should never throw, and name a field whenever it refuses, for any value at all', () => {
    fc.assert(
      fc.property(fc.anything({withNullPrototype: true, withMap: true, withSet: true}), (body) => {
        assertExplains(validateAgentRequest(body));
      }),
      {numRuns: 1000},
    );
  });

  it('should accept every valid request and keep only the API fields', () => {
    fc.assert(
      fc.property(validRequest, fc.dictionary(fc.string(), fc.jsonValue()), (request, extra) => {
        const result = validateAgentRequest({...extra, ...request});
        assert.ok(result.ok, JSON.stringify(result));
        assert.deepEqual(Object.keys(result.request).sort(), FIELDS.slice(1).sort());
      }),
      {numRuns: 300},
    );
  });

  it('should refuse a valid request with one field broken, naming that field', () => {
    const keys = ['messages', 'session_id', 'residence', 'language', 'extended_thinking', 'effort'];
    fc.assert(
      fc.property(validRequest, fc.constantFrom(...keys), fc.jsonValue(), (request, key, value) => {
        const broken: Record<string, unknown> = {...request, [key]: value};
        const result = validateAgentRequest(broken);
        assertExplains(result);
        if (!result.ok) assert.ok(result.problem.field.startsWith(key), result.problem.field);
      }),
      {numRuns: 500},
    );
  });

  it('should never be fooled by __proto__ or constructor keys', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('__proto__', 'constructor', 'prototype'),
        fc.jsonValue(),
        (key, value) => {
          const body: unknown = JSON.parse(`{"${key}": ${JSON.stringify(value)}}`);
          const result = validateAgentRequest(body);
          assert.equal(result.ok, false);
          assertExplains(result);
          assert.equal(({} as Record<string, unknown>)['messages'], undefined);
        },
      ),
    );
  });
});
