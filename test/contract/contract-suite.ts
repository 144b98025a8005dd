/**
 * The contract of the Wealth Intelligence Agent API (DESIGN.md, "The upstream API"), written once
 * and run against any service: the simulator in `npm test`, the real service (or a client's
 * staging) with `npm run test:contract`. It checks what the element and the proxy rely on, and
 * nothing the upstream leaves unspecified (marker fields, error body shapes, usage).
 *
 * Cost against a paid service: about ten short answers (language checks ask for `medium` effort:
 * a few lines are too little to tell Spanish from Italian), and some thirty requests abandoned as soon
 * as their headers arrive (the checks that every allowed value is accepted).
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {EFFORTS, LANGUAGES, RESIDENCES, readSources} from '../../src/protocol/index.js';
import type {Language} from '../../src/protocol/index.js';
import {createContractClient, field, names} from './client.js';
import type {ContractTarget, WireEvent} from './client.js';
import {guessLanguage, languageScores} from '../helpers/language.js';

export type {ContractTarget} from './client.js';

/** Long enough for a slow first token and a full answer from a hosted model. */
const TIMEOUT = {timeout: 120_000};

const EVENT_NAMES = new Set(['delta', 'metadata', 'done', 'error', 'clarification']);

/** A question precise enough to be answered, not asked back. */
const QUESTION = 'What is the top marginal rate of income tax for a resident?';
/** The same question in French, to ask when the answer must be in English. */
const QUESTION_FR = "Quel est le taux marginal maximal de l'impôt sur le revenu pour un résident ?";

let sessions = 0;
/** A fresh session id per conversation, as the element makes one. */
const sessionId = () => `contract-${String(Date.now())}-${String(++sessions)}`;

const request = (extra: Record<string, unknown> = {}, question = QUESTION) => ({
  messages: [{role: 'user', content: question}],
  session_id: sessionId(),
  ...extra,
});

/** What an answer's events carry, once the wire format is checked. */
interface CheckedAnswer {
  content: string;
  thinking: Array<{text: string; phase: unknown; step: unknown}>;
  events: WireEvent[];
}

/**
 * Checks an answer's events against the contract and returns its parts: known event names, JSON
 * payloads whose `type` is the event name, the order (thinking)* delta+ metadata done, deltas that
 * carry content or thinking, `data.markers` in metadata, and `done` holding the deltas' content.
 */
const checkAnswer = (events: WireEvent[], label: string): CheckedAnswer => {
  const order = names(events);
  const clarification = events.find((item) => item.event === 'clarification');
  assert.ok(
    clarification === undefined,
    `${label}: a precise question was asked back instead of answered: ${clarification?.data ?? ''}`,
  );
  const error = events.find((item) => item.event === 'error');
  assert.ok(error === undefined, `${label}: the stream ended with an error: ${error?.data ?? ''}`);
  for (const item of events) {
    assert.ok(EVENT_NAMES.has(item.event), `${label}: unknown event "${item.event}"`);
    assert.ok(
      typeof item.json === 'object' && item.json !== null && !Array.isArray(item.json),
      `${label}: the ${item.event} payload is a JSON object: ${item.data.slice(0, 100)}`,
    );
    assert.equal(field(item.json, 'type'), item.event, `${label}: payload type = event name`);
  }
  assert.equal(order, 'delta+ metadata done', `${label}: the events come in order`);

  let content = '';
  let contentStarted = false;
  const thinking: CheckedAnswer['thinking'] = [];
  for (const item of events.filter((event) => event.event === 'delta')) {
    const delta = field(item.json, 'delta');
    const text = field(delta, 'content');
    const thought = field(delta, 'thinking');
    if (typeof thought === 'string') {
      assert.ok(!contentStarted, `${label}: thinking comes before the answer, never inside it`);
      thinking.push({
        text: thought,
        phase: field(delta, 'phase') ?? field(item.json, 'phase'),
        step: field(delta, 'step') ?? field(item.json, 'step'),
      });
    } else {
      assert.equal(typeof text, 'string', `${label}: a delta carries delta.content: ${item.data}`);
      content += text as string;
      contentStarted = true;
    }
  }
  assert.ok(content.trim().length > 0, `${label}: the answer has content`);

  const metadata = events.find((item) => item.event === 'metadata');
  const markers = field(field(metadata?.json, 'data'), 'markers');
  assert.ok(Array.isArray(markers), `${label}: metadata carries data.markers: ${metadata?.data}`);
  const sources = readSources(metadata?.json);
  const ids = new Set(sources.map((source) => source.id));
  for (const [, cited] of content.matchAll(/\[(\d{1,3})\](?!\()/g)) {
    assert.ok(
      ids.has(Number(cited)),
      `${label}: the answer cites [${String(cited)}], which no marker has`,
    );
  }

  const done = events.at(-1);
  const final = field(done?.json, 'final_message');
  assert.equal(field(final, 'role'), 'assistant', `${label}: done.final_message.role`);
  assert.equal(
    field(final, 'content'),
    content,
    `${label}: done.final_message.content is the deltas' content joined, with no thinking`,
  );
  return {content, thinking, events};
};

/** An upstream's answer is held to be clearly in its language: five words, twice the runner-up's. */
const CLEARLY = {atLeast: 5, ratio: 2};

const assertLanguage = (text: string, language: Language, label: string) => {
  assert.equal(
    guessLanguage(text, CLEARLY),
    language,
    `${label}: the answer must be in "${language}"; function words found: ${JSON.stringify(languageScores(text))}`,
  );
};

/**
 * Defines the contract tests (with `node:test`) for the service at `target.baseUrl`. The `401`
 * check of a revoked key runs only with `revokedKey`, the `429` check only with `exhaustedKey`.
 */
export const defineContractSuite = (target: ContractTarget): void => {
  const client = createContractClient(target);

  describe(`agent API contract at ${client.url}`, () => {
    describe('answers', () => {
      it(
        'should stream delta+, metadata, done, with done = the deltas joined and no thinking by default',
        TIMEOUT,
        async () => {
          const answer = checkAnswer(
            await client.stream(request({language: 'en', residence: 'gb', effort: 'low'})),
            'a plain answer',
          );
          assert.equal(answer.thinking.length, 0, 'no thinking unless extended_thinking is true');
        },
      );

      it(
        'should stream thinking with phase and step before the answer only when asked',
        TIMEOUT,
        async () => {
          const answer = checkAnswer(
            await client.stream(
              request({language: 'en', residence: 'ch', effort: 'low', extended_thinking: true}),
            ),
            'extended thinking',
          );
          assert.ok(answer.thinking.length > 0, 'extended_thinking: true streams thinking deltas');
          for (const step of answer.thinking) {
            assert.ok(
              step.phase !== undefined && step.step !== undefined,
              `every thinking delta has a phase and a step: ${JSON.stringify(step)}`,
            );
          }
          const thought = answer.thinking.map((step) => step.text).join('');
          assert.ok(!answer.content.includes(thought), 'the thinking is not part of the answer');
        },
      );

      it(
        'should answer a follow-up that carries the history in the same session',
        TIMEOUT,
        async () => {
          const session = sessionId();
          const first = checkAnswer(
            await client.stream({...request({language: 'en', effort: 'low'}), session_id: session}),
            'the first turn',
          );
          const second = checkAnswer(
            await client.stream({
              messages: [
                {role: 'user', content: QUESTION},
                {role: 'assistant', content: first.content},
                {role: 'user', content: 'And how are capital gains on shares taxed?'},
              ],
              session_id: session,
              language: 'en',
              effort: 'low',
            }),
            'the second turn',
          );
          assert.equal(second.thinking.length, 0, 'extended_thinking: false by default');
        },
      );
    });

    describe('language', () => {
      it('should answer in French when language is absent', TIMEOUT, async () => {
        const answer = checkAnswer(
          await client.stream(request({effort: 'medium'})),
          'default language',
        );
        assertLanguage(answer.content, 'fr', 'default language');
      });

      for (const language of LANGUAGES) {
        it(`should answer in "${language}" whatever the question's language`, TIMEOUT, async () => {
          const label = `language ${language}`;
          const question = language === 'en' ? QUESTION_FR : QUESTION;
          const answer = checkAnswer(
            await client.stream(
              request({language, effort: 'medium', extended_thinking: false}, question),
            ),
            label,
          );
          assertLanguage(answer.content, language, label);
        });
      }
    });

    describe('allowed values are accepted', () => {
      it(
        'should accept a request with only messages and session_id (defaults apply)',
        TIMEOUT,
        async () => {
          await client.accepted(request(), 'defaults');
        },
      );
      it('should accept every residence', TIMEOUT, async () => {
        for (const residence of RESIDENCES) {
          await client.accepted(request({residence}), `residence ${residence}`);
        }
      });
      it('should accept every language', TIMEOUT, async () => {
        for (const language of LANGUAGES) {
          await client.accepted(request({language}), `language ${language}`);
        }
      });
      it('should accept every effort and null', TIMEOUT, async () => {
        for (const effort of [...EFFORTS, null]) {
          await client.accepted(request({effort}), `effort ${String(effort)}`);
        }
      });
      it('should accept extended_thinking true and false', TIMEOUT, async () => {
        for (const value of [true, false]) {
          await client.accepted(
            request({extended_thinking: value}),
            `extended_thinking ${String(value)}`,
          );
        }
      });
    });

    describe('refusals before any stream', () => {
      it('should answer 422 when a required field is missing', async () => {
        const {session_id, messages} = request();
        await client.refused({session_id}, [422], 'no messages');
        await client.refused({messages}, [422], 'no session_id');
      });

      it('should answer 400 for a value that is not allowed', async () => {
        const cases: Array<[string, Record<string, unknown>]> = [
          ['residence "xx"', {residence: 'xx'}],
          ['residence in capitals', {residence: 'FR'}],
          ['language "nl"', {language: 'nl'}],
          ['effort "extreme"', {effort: 'extreme'}],
          ['effort "auto"', {effort: 'auto'}],
          ['extended_thinking "true" as a string', {extended_thinking: 'true'}],
          ['session_id as a number', {session_id: 42}],
          ['messages as a string', {messages: 'hello'}],
          ['no message', {messages: []}],
          ['a first message from the assistant', {messages: [{role: 'assistant', content: 'Hi'}]}],
          ['a role "system"', {messages: [{role: 'system', content: 'Hi'}]}],
          [
            'two user messages in a row',
            {
              messages: [
                {role: 'user', content: 'Hi'},
                {role: 'user', content: 'Income tax?'},
              ],
            },
          ],
          ['content as a number', {messages: [{role: 'user', content: 42}]}],
        ];
        for (const [label, change] of cases) {
          await client.refused(request(change), [400], label);
        }
      });

      it('should refuse a body that is not JSON or not an object', async () => {
        await client.refused(undefined, [400, 422], 'malformed JSON', {rawBody: '{"messages": ['});
        await client.refused([request()], [400, 422], 'a JSON array');
      });

      it('should answer 401 for a missing, malformed, truncated or unknown key', async () => {
        await client.refused(request(), [401], 'no Authorization header', {key: null});
        const unknown = `sk_live_${'0'.repeat(40)}`;
        await client.refused(request(), [401], 'an unknown key', {key: unknown});
        await client.refused(request(), [401], 'a truncated key', {
          key: target.apiKey.slice(0, -4),
        });
        await client.refused(request(), [401], 'Basic instead of Bearer', {
          authorization: `Basic ${Buffer.from(`user:${target.apiKey}`).toString('base64')}`,
        });
      });

      it(
        'should answer 401 for a revoked key',
        {skip: target.revokedKey === undefined && 'no revokedKey given'},
        async () => {
          await client.refused(request(), [401], 'a revoked key', {key: target.revokedKey ?? ''});
        },
      );

      it(
        'should answer 429 once the daily quota is used up',
        {skip: target.exhaustedKey === undefined && 'no exhaustedKey given'},
        async () => {
          await client.refused(request(), [429], 'an exhausted quota', {
            key: target.exhaustedKey ?? '',
          });
        },
      );
    });
  });
};
