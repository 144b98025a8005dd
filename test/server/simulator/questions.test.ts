/** Questions the simulator used to misread, and clarifications that help. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {LANGUAGES} from '../../../src/protocol/index.js';
import type {AgentRequest, Language, Residence} from '../../../src/protocol/index.js';
import {JURISDICTIONS} from '../../../src/server/simulator/content/index.js';
import {PHRASES} from '../../../src/server/simulator/engine/phrases/index.js';
import {planResponse} from '../../../src/server/simulator/engine/respond.js';
import type {ResponsePlan} from '../../../src/server/simulator/engine/respond.js';
import {analyzeQuestion} from '../../../src/server/simulator/engine/topic.js';
import {seededRandom} from '../../../src/server/simulator/random.js';

const plan = (
  messages: AgentRequest['messages'] | string,
  residence: Residence = 'fr',
  language: Language = 'en',
  extended_thinking = false,
): ResponsePlan =>
  planResponse(
    {
      messages: typeof messages === 'string' ? [{role: 'user', content: messages}] : messages,
      session_id: 's',
      residence,
      language,
      extended_thinking,
      effort: 'medium',
    },
    JURISDICTIONS,
    seededRandom(3),
  );

const answerText = (result: ResponsePlan): string => {
  assert.equal(result.kind, 'answer', 'an answer, not a clarification');
  return result.content;
};

const heading = (residence: Residence, language: Language, topic: 'income' | 'wealth') =>
  `### ${JURISDICTIONS[residence].taxes[topic].name[language]}`;

describe('simulator questions', () => {
  describe('clarification', () => {
    it('should answer a concrete question that asks to clarify, and ask back a vague one', () => {
      for (const question of [
        'Pouvez-vous préciser le taux de l’IFI ?',
        'Können Sie die Erbschaftsteuer klären?',
        '¿Puede aclarar el impuesto sobre el patrimonio?',
        'Can you clarify the capital gains tax?',
      ]) {
        assert.equal(plan(question).kind, 'answer', question);
      }
      for (const question of ['Pouvez-vous préciser ?', 'Können Sie das klären?', 'clarify']) {
        assert.equal(plan(question).kind, 'clarification', question);
      }
    });

    it('should ask back about "meiner Situation" as about "meine Situation"', () => {
      assert.equal(plan('Was raten Sie in meiner Situation?').kind, 'clarification');
      assert.equal(plan('Was bedeutet das für unsere Situation?').kind, 'clarification');
    });

    it('should answer a clarification with only the taxes the user picked', () => {
      for (const language of LANGUAGES) {
        const asked = plan('What do you advise in my situation?', 'ch', language);
        assert.equal(asked.kind, 'clarification', language);
        const [tax, size] = asked.questions;
        // The element restates each question before its answer (UiStrings.clarificationAnswer).
        const reply = [
          `${tax?.question ?? ''} ${tax?.options?.[0] ?? ''}`,
          `${size?.question ?? ''} ${size?.options?.[3] ?? ''}`,
        ].join('\n');
        const text = answerText(
          plan(
            [
              {role: 'user', content: 'What do you advise in my situation?'},
              {role: 'assistant', content: asked.questions.map((item) => item.question).join('\n')},
              {role: 'user', content: reply},
            ],
            'ch',
            language,
          ),
        );
        assert.ok(text.includes(heading('ch', language, 'income')), `${language}: income`);
        assert.ok(!text.includes(heading('ch', language, 'wealth')), `${language}: no wealth tax`);
      }
    });

    it('should offer wealth bands of the same value in every currency', () => {
      const options = (residence: Residence) => {
        const result = plan('my situation?', residence, 'en');
        return result.kind === 'clarification'
          ? (result.questions.find((item) => item.id === 'wealth')?.options ?? [])
          : [];
      };
      assert.deepEqual(options('fr'), [
        'Under 1 million EUR',
        '1 million EUR to 5 million EUR',
        '5 million EUR to 20 million EUR',
        'Over 20 million EUR',
      ]);
      // About €1m, €5m and €20m: 1 EUR is about 52 MUR and 11 MAD in 2026.
      assert.equal(options('mu').at(-1), 'Over 1 billion MUR');
      assert.equal(options('mu')[0], 'Under 50 million MUR');
      assert.equal(options('ma').at(-1), 'Over 200 million MAD');
    });
  });

  describe('misreadings', () => {
    it('should read retraite, pensão and Rente as pensions', () => {
      for (const question of [
        'Comment ma retraite est-elle imposée ?',
        'Como é tributada a minha pensão?',
        'Wie wird meine Rente besteuert?',
      ]) {
        assert.deepEqual(analyzeQuestion(question, JURISDICTIONS).topics, ['pensions'], question);
      }
    });

    it('should read leaving a country as the exit topic, not leaving a legacy', () => {
      const topics = (question: string) => analyzeQuestion(question, JURISDICTIONS).topics;
      for (const question of [
        'What happens if I leave Greece?',
        'Que se passe-t-il si je quitte la France ?',
        'Was passiert, wenn ich Deutschland verlasse?',
        '¿Qué pasa si decido salir de España?',
        'Cosa succede se lascio l’Italia?',
        'O que acontece se eu sair de Portugal?',
        'Leaving Spain next year: what do I owe?',
        "I'm leaving the country in June.",
        'What if I am leaving the UK?',
        'Leaving the US for good: what is due?',
      ]) {
        assert.deepEqual(topics(question), ['exit'], question);
      }
      assert.deepEqual(topics('I want to leave a legacy to my children'), []);
      assert.deepEqual(topics('Should I leave my assets in a trust?'), ['trusts']);
      assert.deepEqual(topics("I'm leaving a legacy to my grandchildren"), []);
      assert.deepEqual(topics('What is due when leaving assets in a trust?'), ['trusts']);
      assert.match(
        answerText(plan('What happens if I leave Greece?', 'gr')),
        /^## Exit taxation in Greece$/m,
      );
    });

    it('should tell Maurice the first name from Mauritius the country', () => {
      const named = (question: string) => analyzeQuestion(question, JURISDICTIONS).jurisdictions;
      assert.deepEqual(named('Mon ami Maurice vit en Suisse : comment est-il imposé ?'), ['ch']);
      assert.deepEqual(named('Mi hermano Mauricio paga impuestos en España'), ['es']);
      assert.deepEqual(named('Je veux m’installer à Maurice'), ['mu']);
      assert.deepEqual(named('Vivre sur l’île Maurice'), ['mu']);
      assert.deepEqual(named('Is Mauritius a good place to retire?'), ['mu']);
    });

    it('should compare four countries with home, and say which it left out past that', () => {
      const four = answerText(plan('Compare Germany, Italy, Spain and Portugal', 'fr'));
      assert.ok(four.includes('| Tax | France | Germany | Italy | Spain | Portugal |'), four);
      const five = answerText(
        plan('Compare the wealth tax in Germany, Italy, Spain, Portugal and Belgium', 'fr'),
      );
      assert.ok(five.includes('| Tax | France | Germany | Italy | Spain | Portugal |'));
      assert.ok(five.includes(PHRASES.en.leftOut('Belgium')), 'Belgium is said to be left out');
    });

    it('should think about the international residence as a cross-border question', () => {
      for (const language of LANGUAGES) {
        const result = plan('How is my income taxed?', 'intl', language, true);
        assert.equal(result.kind, 'answer');
        const [understanding, research] = result.thinking;
        const inName = JURISDICTIONS.intl.inName[language];
        assert.ok(!understanding?.text.includes(inName), `${language}: ${understanding?.text}`);
        assert.ok(!research?.text.includes(inName), `${language}: ${research?.text}`);
        assert.ok(
          research?.text.startsWith(PHRASES[language].thinking.mobile.research('').slice(0, 12)),
          `${language}: ${research?.text}`,
        );
      }
    });
  });
});
