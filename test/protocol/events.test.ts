import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {decodeAgentEvent, encodeSseEvent, createSseParser} from '../../src/protocol/index.js';
import type {AgentEvent, SseMessage} from '../../src/protocol/index.js';

/** Decodes one event as it would arrive: `event: NAME` and a JSON payload (or raw `data`). */
const decode = (event: string, payload: unknown): AgentEvent =>
  decodeAgentEvent({event, data: typeof payload === 'string' ? payload : JSON.stringify(payload)});

/** JSON-normalised, so an optional key left `undefined` compares equal to an absent one. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

const assertEvent = (actual: AgentEvent, expected: AgentEvent) => {
  assert.deepEqual(plain(actual), plain(expected));
};

/** An answer's text, as the conversation would append it. */
const assertContent = (actual: AgentEvent, content: string) => {
  assertEvent(actual, {type: 'delta', content});
};

const errorOf = (event: AgentEvent) => {
  if (event.type !== 'error') assert.fail(`expected an error, got ${JSON.stringify(event)}`);
  return event.error;
};

const questionsOf = (event: AgentEvent) => {
  if (event.type !== 'clarification') {
    assert.fail(`expected a clarification, got ${JSON.stringify(event)}`);
  }
  return event.questions;
};

describe('decodeAgentEvent', () => {
  describe('delta', () => {
    it('should read the content of a simulator delta', () => {
      assertContent(decode('delta', {type: 'delta', delta: {content: 'L’IFI '}}), 'L’IFI ');
    });

    it('should keep whitespace and empty content exactly', () => {
      assertContent(decode('delta', {type: 'delta', delta: {content: '  \n'}}), '  \n');
      assertContent(decode('delta', {type: 'delta', delta: {content: ''}}), '');
    });

    it('should read a flat content, a string delta and a bare JSON string', () => {
      assertContent(decode('delta', {type: 'delta', content: 'a'}), 'a');
      assertContent(decode('delta', {type: 'delta', delta: 'b'}), 'b');
      assertContent(decode('delta', '"c"'), 'c');
    });

    it('should read thinking with its phase and step', () => {
      assertEvent(
        decode('delta', {
          type: 'delta',
          delta: {thinking: 'Checking article 964 CGI', phase: 'research', step: 2},
        }),
        {type: 'thinking', thinking: 'Checking article 964 CGI', phase: 'research', step: '2'},
      );
    });

    it('should read a phase and step sent beside the delta', () => {
      assertEvent(
        decode('delta', {type: 'delta', phase: 'analysis', step: '3/5', delta: {thinking: 'x'}}),
        {type: 'thinking', thinking: 'x', phase: 'analysis', step: '3/5'},
      );
    });

    it('should read thinking without phase or step, or with blank ones', () => {
      assertEvent(decode('delta', {type: 'delta', delta: {thinking: 'x'}}), {
        type: 'thinking',
        thinking: 'x',
      });
      const event = decode('delta', {type: 'delta', delta: {thinking: 'x', phase: ' ', step: {}}});
      assertEvent(event, {type: 'thinking', thinking: 'x'});
    });

    it('should never mix thinking into the answer content', () => {
      const event = decode('delta', {type: 'delta', delta: {thinking: 'private', content: 'x'}});
      assert.equal(event.type, 'thinking');
    });

    it('should ignore a delta with nothing to show', () => {
      for (const payload of [{type: 'delta'}, {type: 'delta', delta: {}}, 42, null, [1]]) {
        assertEvent(decode('delta', payload), {type: 'ignored', reason: 'empty', event: 'delta'});
      }
      assertEvent(decode('delta', {type: 'delta', delta: {content: 42}}), {
        type: 'ignored',
        reason: 'empty',
        event: 'delta',
      });
    });
  });

  describe('metadata', () => {
    it('should read the simulator markers and usage', () => {
      const marker = {
        id: 1,
        title: 'Article 964 CGI',
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000036428059',
        publisher: 'Légifrance',
        jurisdiction: 'fr',
      };
      const usage = {prompt_tokens: 1200, completion_tokens: 300, cached_tokens: 1000};
      const event = decode('metadata', {type: 'metadata', data: {markers: [marker], usage}});
      // Every field of a marker as sent, none added.
      assertEvent(event, {type: 'metadata', sources: [marker], usage});
    });

    it('should read every tolerated marker shape', () => {
      const event = decode('metadata', {
        type: 'metadata',
        data: {
          markers: [
            'Bulletin officiel des finances publiques',
            {label: 'Label title', href: 'https://a.example/1'},
            {name: 'Name title', link: 'https://b.example/2'},
            {source: 'Source title', url: 'https://c.example/3'},
            {text: 'Text title'},
            {id: 7, source: {title: 'Nested', url: 'https://d.example/4', publisher: 'D'}},
          ],
        },
      });
      assertEvent(event, {
        type: 'metadata',
        sources: [
          {id: 1, title: 'Bulletin officiel des finances publiques'},
          {id: 2, title: 'Label title', url: 'https://a.example/1'},
          {id: 3, title: 'Name title', url: 'https://b.example/2'},
          {id: 4, title: 'Source title', url: 'https://c.example/3'},
          {id: 5, title: 'Text title'},
          {id: 7, title: 'Nested', url: 'https://d.example/4', publisher: 'D'},
        ],
      });
    });

    it('should read markers or sources at the top level, and no sources at all', () => {
      const one = [{title: 'T', url: 'https://e.example/'}];
      const expected = [{id: 1, title: 'T', url: 'https://e.example/'}];
      for (const payload of [
        {type: 'metadata', markers: one},
        {type: 'metadata', sources: one},
        {type: 'metadata', data: {sources: one}},
        {type: 'metadata', metadata: {markers: one}},
      ]) {
        assertEvent(decode('metadata', payload), {type: 'metadata', sources: expected});
      }
      assertEvent(decode('metadata', {type: 'metadata'}), {type: 'metadata', sources: []});
      assertEvent(decode('metadata', {type: 'metadata', data: {markers: 'oops'}}), {
        type: 'metadata',
        sources: [],
      });
    });
  });

  describe('done', () => {
    it('should read the final message content', () => {
      assertEvent(
        decode('done', {type: 'done', final_message: {role: 'assistant', content: 'Full answer'}}),
        {type: 'done', content: 'Full answer'},
      );
    });

    it('should end the answer even without a usable final message', () => {
      for (const payload of [{type: 'done'}, {type: 'done', final_message: 'x'}, 1, null]) {
        assertEvent(decode('done', payload), {type: 'done'});
      }
    });
  });

  describe('error', () => {
    it('should read the simulator shape', () => {
      assert.deepEqual(
        plain(
          errorOf(
            decode('error', {
              type: 'error',
              error: {code: 'quota_exceeded', message: 'Daily quota used up'},
            }),
          ),
        ),
        {code: 'quota_exceeded', message: 'Daily quota used up'},
      );
    });

    it('should read a flat code and message', () => {
      assert.deepEqual(
        plain(
          errorOf(decode('error', {type: 'error', code: 'rate_limited', message: 'Slow down'})),
        ),
        {code: 'rate_limited', message: 'Slow down'},
      );
    });

    it('should read a message alone', () => {
      const error = errorOf(decode('error', {type: 'error', message: 'Upstream timed out'}));
      assert.equal(error.message, 'Upstream timed out');
    });

    it('should not report the event type as the error code', () => {
      const error = errorOf(decode('error', {type: 'error', message: 'Upstream timed out'}));
      assert.equal(error.code, undefined);
    });

    it('should read an error given as text', () => {
      const error = errorOf(decode('error', {type: 'error', error: 'Model overloaded'}));
      assert.equal(error.message, 'Model overloaded');
    });

    it('should still show an error whose data is not JSON', () => {
      assert.deepEqual(plain(errorOf(decode('error', '  Internal failure  '))), {
        message: 'Internal failure',
      });
    });

    it('should report an error with nothing readable as an error with no words', () => {
      assert.equal(errorOf(decode('error', {type: 'error'})).message, undefined);
      assert.deepEqual(plain(errorOf(decode('error', [1, 2]))), {});
    });
  });

  describe('clarification', () => {
    it('should read the simulator shape', () => {
      assert.deepEqual(
        questionsOf(
          decode('clarification', {
            type: 'clarification',
            questions: [
              {id: 'residence', question: 'Where are you tax resident?', options: ['fr', 'ch']},
              {id: 'amount', question: 'What is the amount?'},
            ],
          }),
        ),
        [
          {id: 'residence', question: 'Where are you tax resident?', options: ['fr', 'ch']},
          {id: 'amount', question: 'What is the amount?', options: []},
        ],
      );
    });

    it('should read questions as strings, with ids in order', () => {
      assert.deepEqual(
        questionsOf(decode('clarification', {type: 'clarification', questions: ['A?', ' ', 'B?']})),
        [
          {id: 'q1', question: 'A?', options: []},
          {id: 'q3', question: 'B?', options: []},
        ],
      );
    });

    it('should read text, label and prompt for the question and choices for options', () => {
      const questions = questionsOf(
        decode('clarification', {
          type: 'clarification',
          questions: [
            {id: 1, text: 'Text?', choices: ['a', {label: 'b'}, {value: 'c'}, 4, null, '']},
            {label: 'Label?'},
            {prompt: 'Prompt?'},
            {options: ['no question']},
          ],
        }),
      );
      assert.deepEqual(questions, [
        {id: '1', question: 'Text?', options: ['a', 'b', 'c', '4']},
        {id: 'q2', question: 'Label?', options: []},
        {id: 'q3', question: 'Prompt?', options: []},
      ]);
    });

    it('should read questions nested under clarification or data', () => {
      const questions = [{id: 'q', question: 'Nested?'}];
      const expected = [{id: 'q', question: 'Nested?', options: []}];
      assert.deepEqual(
        questionsOf(decode('clarification', {type: 'clarification', clarification: {questions}})),
        expected,
      );
      assert.deepEqual(
        questionsOf(decode('clarification', {type: 'clarification', data: {questions}})),
        expected,
      );
      assert.deepEqual(
        questionsOf(decode('clarification', {type: 'clarification', clarification: 'Which year?'})),
        [{id: 'q1', question: 'Which year?', options: []}],
      );
    });

    it('should read a lone message or content string as one question', () => {
      for (const key of ['message', 'content', 'question']) {
        assert.deepEqual(
          questionsOf(decode('clarification', {type: 'clarification', [key]: 'Married?'})),
          [{id: 'q1', question: 'Married?', options: []}],
        );
      }
    });

    it('should give no questions, not fail, for a payload with none', () => {
      assert.deepEqual(questionsOf(decode('clarification', {type: 'clarification'})), []);
      assert.deepEqual(questionsOf(decode('clarification', 'null')), []);
    });
  });

  describe('what the conversation skips', () => {
    it('should ignore malformed JSON', () => {
      for (const event of ['delta', 'metadata', 'done', 'clarification']) {
        assertEvent(decodeAgentEvent({event, data: '{"type":"delta","delta":{"content":'}), {
          type: 'ignored',
          reason: 'malformed-json',
          event,
        });
      }
    });

    it('should ignore unknown events, whatever their payload', () => {
      for (const event of ['ping', 'usage', 'Delta', 'message', '']) {
        assertEvent(decode(event, {type: 'heartbeat'}), {
          type: 'ignored',
          reason: 'unknown-event',
          event,
        });
      }
      assertEvent(decodeAgentEvent({event: 'ping', data: 'not json'}), {
        type: 'ignored',
        reason: 'unknown-event',
        event: 'ping',
      });
    });

    it('should read a default message event by its payload type', () => {
      assertContent(decode('message', {type: 'delta', delta: {content: 'x'}}), 'x');
      assertEvent(decode('message', {type: 'done'}), {type: 'done'});
      assert.equal(errorOf(decode('message', {type: 'error', message: 'm'})).message, 'm');
    });

    it('should let a named event win over its payload type', () => {
      assertContent(decode('delta', {type: 'done', delta: {content: 'x'}}), 'x');
    });

    it('should never throw on hostile payloads', () => {
      const payloads = [
        '{"__proto__":{"content":"x"},"constructor":{"prototype":{}}}',
        '{"delta":{"__proto__":{"thinking":"x"}}}',
        '[]',
        '""',
        'true',
        '1e999',
        '{"data":{"markers":{"a":null,"b":[],"c":{"url":"javascript:alert(1)"}}}}',
      ];
      for (const event of ['delta', 'metadata', 'done', 'error', 'clarification', 'message']) {
        for (const data of payloads) {
          assert.doesNotThrow(() => decodeAgentEvent({event, data}), `${event} ${data}`);
        }
      }
      assertEvent(decode('delta', payloads[0] ?? ''), {
        type: 'ignored',
        reason: 'empty',
        event: 'delta',
      });
    });
  });

  it('should decode a whole simulator stream in order', () => {
    const wire = [
      encodeSseEvent('delta', {delta: {thinking: 'Reading', phase: 'understanding', step: 1}}),
      encodeSseEvent('delta', {delta: {content: 'Yes [1].'}}),
      ': ping\n\n',
      encodeSseEvent('metadata', {data: {markers: [{id: 1, title: 'CGI', url: 'https://x.fr'}]}}),
      encodeSseEvent('done', {final_message: {role: 'assistant', content: 'Yes [1].'}}),
    ].join('');
    const messages: SseMessage[] = [];
    const parser = createSseParser((message) => messages.push(message));
    parser.feed(wire);
    parser.end();
    assert.deepEqual(
      messages.map((message) => decodeAgentEvent(message).type),
      ['thinking', 'delta', 'metadata', 'done'],
    );
  });
});
