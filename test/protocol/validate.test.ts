import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {EFFORTS, LANGUAGES, RESIDENCES, validateAgentRequest} from '../../src/protocol/index.js';
import type {AgentRequest, ValidationProblem} from '../../src/protocol/index.js';

const question = {role: 'user', content: 'What is the French wealth tax on real estate?'};
const body = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  messages: [question],
  session_id: 'session-1',
  ...extra,
});

const accepted = (input: unknown): AgentRequest => {
  const result = validateAgentRequest(input);
  if (!result.ok) assert.fail(`a valid request was refused: ${result.problem.message}`);
  return result.request;
};

const refused = (input: unknown): ValidationProblem => {
  const result = validateAgentRequest(input);
  if (result.ok) assert.fail(`an invalid request was accepted: ${JSON.stringify(input)}`);
  return result.problem;
};

const assertRefused = (input: unknown, status: 400 | 422, field: string) => {
  const problem = refused(input);
  assert.equal(problem.status, status, `status for ${field}`);
  assert.equal(problem.field, field);
  assert.equal(problem.code, status === 422 ? 'missing_field' : 'invalid_value');
  assert.ok(problem.message.includes(field), `the message names '${field}': ${problem.message}`);
};

/** A tiny seeded PRNG (mulberry32), so a failing fuzz case reproduces on every run. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const KEYS = [
  'messages',
  'session_id',
  'residence',
  'language',
  'extended_thinking',
  'effort',
  'role',
  'content',
  '__proto__',
  'constructor',
  'toString',
];

const randomJson = (random: () => number, depth = 0): unknown => {
  const pick = Math.floor(random() * (depth > 3 ? 6 : 8));
  switch (pick) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return [0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER][Math.floor(random() * 5)];
    case 3:
      return ['', ' ', 'user', 'assistant', 'fr', 'intl', 'max', 'null', '\u0000', 'é'][
        Math.floor(random() * 10)
      ];
    case 4:
      return RESIDENCES[Math.floor(random() * RESIDENCES.length)];
    case 5:
      return [];
    case 6:
      return Array.from({length: Math.floor(random() * 4)}, () => randomJson(random, depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      const size = Math.floor(random() * 5);
      for (let i = 0; i < size; i++) {
        object[KEYS[Math.floor(random() * KEYS.length)] ?? 'x'] = randomJson(random, depth + 1);
      }
      return object;
    }
  }
};

describe('validateAgentRequest', () => {
  describe('422: a required field is absent', () => {
    it('should name messages when there are none', () => {
      assertRefused({session_id: 's'}, 422, 'messages');
    });

    it('should name session_id when it is absent', () => {
      assertRefused({messages: [question]}, 422, 'session_id');
    });

    it('should name the message whose role is absent', () => {
      assertRefused(body({messages: [question, {content: 'An answer'}]}), 422, 'messages[1].role');
    });

    it('should name the message whose content is absent', () => {
      assertRefused(body({messages: [{role: 'user'}]}), 422, 'messages[0].content');
    });

    it('should treat an empty object as missing its messages', () => {
      assertRefused({}, 422, 'messages');
    });

    it('should not read a required field from a __proto__ key', () => {
      const hostile = JSON.parse(
        '{"messages":[{"role":"user","content":"q"}],"__proto__":{"session_id":"s"}}',
      ) as unknown;
      assertRefused(hostile, 422, 'session_id');
    });
  });

  describe('400: a value is wrong', () => {
    for (const residence of ['FR', 'xx', '', 'france', 1, true, ['fr'], {code: 'fr'}]) {
      it(`should refuse residence ${JSON.stringify(residence)}`, () => {
        assertRefused(body({residence}), 400, 'residence');
      });
    }

    for (const language of ['EN', 'nl', 'en-GB', '', 0, ['fr']]) {
      it(`should refuse language ${JSON.stringify(language)}`, () => {
        assertRefused(body({language}), 400, 'language');
      });
    }

    for (const effort of ['auto', 'LOW', 'maximum', '', 0, 3, false, {}]) {
      it(`should refuse effort ${JSON.stringify(effort)}`, () => {
        assertRefused(body({effort}), 400, 'effort');
      });
    }

    for (const flag of ['true', 'false', 1, 0, [], {}]) {
      it(`should refuse extended_thinking ${JSON.stringify(flag)}`, () => {
        assertRefused(body({extended_thinking: flag}), 400, 'extended_thinking');
      });
    }

    it('should refuse a body that is not an object', () => {
      for (const value of [null, undefined, 'text', 42, true, [], [body()]]) {
        assertRefused(value, 400, 'body');
      }
    });

    it('should refuse messages that are not an array', () => {
      for (const messages of ['hello', {0: question}, 1, null]) {
        assertRefused(body({messages}), 400, 'messages');
      }
    });

    it('should refuse an empty conversation', () => {
      assertRefused(body({messages: []}), 400, 'messages');
    });

    it('should refuse a message that is not an object', () => {
      assertRefused(body({messages: [question, 'an answer']}), 400, 'messages[1]');
      assertRefused(body({messages: [null]}), 400, 'messages[0]');
      assertRefused(body({messages: [[question]]}), 400, 'messages[0]');
    });

    it('should refuse an unknown role', () => {
      assertRefused(body({messages: [{role: 'system', content: 'x'}]}), 400, 'messages[0].role');
      assertRefused(body({messages: [{role: 'User', content: 'x'}]}), 400, 'messages[0].role');
      assertRefused(body({messages: [{role: null, content: 'x'}]}), 400, 'messages[0].role');
    });

    it('should refuse content that is not a string', () => {
      for (const content of [null, 42, ['x'], {text: 'x'}]) {
        assertRefused(body({messages: [{role: 'user', content}]}), 400, 'messages[0].content');
      }
    });

    it('should refuse a conversation that starts with the assistant', () => {
      const problem = refused(body({messages: [{role: 'assistant', content: 'Hello'}, question]}));
      assert.equal(problem.status, 400);
      assert.equal(problem.field, 'messages[0].role');
      assert.match(problem.message, /user/);
    });

    it('should refuse roles that do not alternate', () => {
      assertRefused(body({messages: [question, question]}), 400, 'messages[1].role');
      assertRefused(
        body({
          messages: [
            question,
            {role: 'assistant', content: 'a'},
            {role: 'assistant', content: 'b'},
          ],
        }),
        400,
        'messages[2].role',
      );
    });

    it('should refuse a session_id that is not a non-empty string', () => {
      for (const session_id of ['', '   ', 42, null, ['s'], {}]) {
        assertRefused(body({session_id}), 400, 'session_id');
      }
    });
  });

  describe('a valid request', () => {
    it('should apply every default', () => {
      assert.deepEqual(accepted(body()), {
        messages: [question],
        session_id: 'session-1',
        residence: 'fr',
        language: 'fr',
        extended_thinking: false,
        effort: null,
      });
    });

    it('should keep every allowed value', () => {
      for (const residence of RESIDENCES)
        assert.equal(accepted(body({residence})).residence, residence);
      for (const language of LANGUAGES) assert.equal(accepted(body({language})).language, language);
      for (const effort of EFFORTS) assert.equal(accepted(body({effort})).effort, effort);
      assert.equal(accepted(body({extended_thinking: true})).extended_thinking, true);
    });

    it('should read effort null or absent as automatic', () => {
      assert.equal(accepted(body({effort: null})).effort, null);
      assert.equal(accepted(body()).effort, null);
    });

    it('should keep a long alternating conversation in order', () => {
      const messages = Array.from({length: 23}, (_, index) => ({
        role: index % 2 === 0 ? 'user' : 'assistant',
        content: `message ${index}`,
      }));
      assert.deepEqual(accepted(body({messages})).messages, messages);
    });

    it('should accept empty and unicode content as text', () => {
      const messages = [
        {role: 'user', content: ''},
        {role: 'assistant', content: '<b>not html</b>'},
        {role: 'user', content: 'Impôt sur la fortune immobilière 🏠'},
      ];
      assert.deepEqual(accepted(body({messages})).messages, messages);
    });

    it('should drop unknown fields, at the top and in messages', () => {
      const request = accepted({
        ...body({residence: 'ch'}),
        api_key: 'sk_live_secret',
        model: 'other',
        messages: [{...question, name: 'x', tool_calls: []}],
      });
      assert.deepEqual(
        new Set(Object.keys(request)),
        new Set(['messages', 'session_id', 'residence', 'language', 'extended_thinking', 'effort']),
      );
      assert.deepEqual(request.messages, [question]);
      assert.ok(
        !JSON.stringify(request).includes('sk_live_secret'),
        'an unknown field is forwarded',
      );
    });

    it('should return a request that validates to itself', () => {
      const request = accepted(body({language: 'de', effort: 'high', extended_thinking: true}));
      assert.deepEqual(accepted(JSON.parse(JSON.stringify(request)) as unknown), request);
    });
  });

  describe('garbage', () => {
    it('should never throw and always explain a refusal, for 600 random JSON values', () => {
      const random = prng(20_240_601);
      for (let i = 0; i < 600; i++) {
        // Half the cases start from a valid body and break one field, to reach the deeper checks.
        const value =
          i % 2 === 0
            ? randomJson(random)
            : {...body(), [KEYS[Math.floor(random() * 6)] ?? 'messages']: randomJson(random)};
        const input = JSON.parse(JSON.stringify(value)) as unknown;
        let result: ReturnType<typeof validateAgentRequest>;
        try {
          result = validateAgentRequest(input);
        } catch (error) {
          assert.fail(`threw on ${JSON.stringify(input)}: ${String(error)}`);
        }
        if (result.ok) {
          assert.deepEqual(accepted(result.request), result.request);
        } else {
          assert.ok([400, 422].includes(result.problem.status), JSON.stringify(input));
          assert.ok(result.problem.field.length > 0, `no field for ${JSON.stringify(input)}`);
          assert.ok(result.problem.message.length > 0);
        }
      }
    });
  });
});
