/**
 * The slips a native reader or a compliance officer stops at, held off every residence x language x
 * topic, in a plain answer and in a comparison: "the following countries:" before one country, a
 * topic without its article in the reasoning, an organisation named in another language, an "ß"
 * in Swiss German, an odd comparison partner, a publisher the reasoning names and the answer never
 * cites.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {LANGUAGES, RESIDENCES} from '../../../src/protocol/index.js';
import type {Language, Residence} from '../../../src/protocol/index.js';
import {JURISDICTIONS} from '../../../src/server/simulator/content/index.js';
import {TOPICS, publisherIn} from '../../../src/server/simulator/content/types.js';
import {comparisonPartners} from '../../../src/server/simulator/engine/answer.js';
import {planResponse} from '../../../src/server/simulator/engine/respond.js';
import {seededRandom} from '../../../src/server/simulator/random.js';
import {QUESTIONS} from './sample-questions.js';

/** A request to compare, added to a topic question, in words each language uses. */
const COMPARE: Readonly<Record<Language, string>> = {
  en: 'Please compare.',
  fr: 'Pouvez-vous comparer ?',
  de: 'Bitte vergleichen Sie.',
  es: '¿Puede compararlo?',
  it: 'Può fare un confronto?',
  pt: 'Pode comparar?',
};

/** How each language introduces a list of countries: wrong before a single one. */
const LIST_INTRO: Readonly<Record<Language, RegExp>> = {
  en: /following countries/i,
  fr: /pays suivants/i,
  de: /folgende[nm]? Länder/i,
  es: /siguientes países/i,
  it: /seguenti paesi/i,
  pt: /seguintes países/i,
};

/** The topic right after "it is about" with no article, where the language needs one. */
const BARE_SUBJECT: Partial<Record<Language, RegExp>> = {
  fr: /porte sur (?!l'|l’|les |le |la )/,
  es: /se refiere (?!al |a la |a los |a las )/,
  it: /il tema è (?!l'|l’|il |lo |la |i |gli |le )/,
  pt: /o tema é (?!o |a |os |as )/,
};

/**
 * Where each residence's clients compare it with when they name nobody: a neighbour across a
 * border or a strait, or the usual move (a UK family weighs Geneva; Mauritius and Morocco, France).
 */
const SENSIBLE: Readonly<Record<Exclude<Residence, 'intl'>, readonly Residence[]>> = {
  fr: ['ch', 'it', 'be', 'lu', 'de', 'es', 'mc', 'ad'],
  ch: ['fr', 'it', 'de'],
  it: ['fr', 'ch'],
  be: ['fr', 'lu', 'de', 'nl'],
  lu: ['fr', 'be', 'de'],
  de: ['fr', 'ch', 'be', 'lu', 'nl'],
  es: ['fr', 'pt', 'ad'],
  pt: ['es'],
  gb: ['fr', 'ch'],
  mc: ['fr'],
  gr: ['it'],
  ad: ['fr', 'es'],
  nl: ['be', 'de'],
  us: ['gb'],
  mu: ['fr'],
  ma: ['fr', 'es'],
};

/** Every name an international organisation has in the other languages, not in `language`. */
const foreignNames = (language: Language): string[] => {
  const names = new Set<string>();
  for (const content of Object.values(JURISDICTIONS)) {
    for (const source of content.sources) {
      if (typeof source.publisher === 'string') continue;
      const own = source.publisher[language];
      for (const other of LANGUAGES) {
        const name = source.publisher[other];
        if (!own.includes(name) && !name.includes(own)) names.add(name);
      }
    }
  }
  return [...names];
};

/** Every publisher the content names, in `language`. */
const allPublishers = (language: Language): string[] => [
  ...new Set(
    Object.values(JURISDICTIONS).flatMap((content) =>
      content.sources.map((source) => publisherIn(source, language)),
    ),
  ),
];

const plan = (residence: Residence, language: Language, question: string) => {
  const response = planResponse(
    {
      messages: [{role: 'user', content: question}],
      session_id: 'demo-ready',
      residence,
      language,
      extended_thinking: true,
      effort: 'high',
    },
    JURISDICTIONS,
    seededRandom(3),
  );
  assert.equal(response.kind, 'answer', question);
  return response;
};

describe('simulator answers, demo-ready', () => {
  it('should compare each residence with a sensible partner, and intl with destinations', () => {
    for (const residence of RESIDENCES) {
      const partners = comparisonPartners(residence);
      assert.ok(!partners.includes(residence) && !partners.includes('intl'), residence);
      if (residence === 'intl') {
        assert.ok(partners.length > 1, 'intl: several destinations, not one country');
      } else {
        for (const partner of partners) {
          assert.ok(SENSIBLE[residence].includes(partner), `${residence} compared with ${partner}`);
        }
      }
    }
  });

  for (const residence of RESIDENCES) {
    for (const language of LANGUAGES) {
      it(`${residence} in ${language}: no template slip in any topic`, () => {
        const foreign = foreignNames(language);
        const publishers = allPublishers(language);
        for (const topic of TOPICS) {
          for (const question of [
            QUESTIONS[language][topic],
            `${QUESTIONS[language][topic]} ${COMPARE[language]}`,
          ]) {
            const label = `${residence}/${language}/${topic} "${question}"`;
            const answer = plan(residence, language, question);
            const reasoning = answer.thinking.map((step) => step.text).join('\n');
            const others = new Set(answer.markers.map((marker) => marker.jurisdiction)).size;
            const intro = answer.content.split('\n\n')[1] ?? '';
            if (!/\| --- \|/.test(answer.content)) {
              assert.doesNotMatch(
                reasoning,
                LIST_INTRO[language],
                `${label}: no list of countries`,
              );
            } else if (comparisonPartners(residence).length === 1) {
              assert.doesNotMatch(
                `${intro}\n${reasoning}`,
                LIST_INTRO[language],
                `${label}: one country is no list (${String(others)})`,
              );
            }
            const bare = BARE_SUBJECT[language];
            if (bare) assert.doesNotMatch(reasoning, bare, `${label}: the topic takes its article`);
            for (const name of foreign) {
              assert.ok(!reasoning.includes(name), `${label}: "${name}" named in ${language}`);
              for (const marker of answer.markers) {
                assert.notEqual(
                  marker.publisher,
                  name,
                  `${label}: marker publisher in ${language}`,
                );
              }
            }
            if (residence === 'ch' && language === 'de') {
              const all = [answer.content, reasoning, ...answer.markers.map((m) => m.title)];
              assert.ok(
                all.every((text) => !text.includes('ß')),
                `${label}: Swiss spelling, no ß`,
              );
              // Swiss law writes the tax compounds with a linking s ("Vermögenssteuer", StHG):
              // one answer must not name the same tax both ways.
              assert.ok(
                all.every((text) => !/(Vermögen|Erbschaft|Schenkung|Einkommen)steuer/.test(text)),
                `${label}: Swiss tax names, "Vermögenssteuer" not "Vermögensteuer"`,
              );
            }
            const cited = answer.markers.map((marker) => marker.publisher);
            for (const publisher of publishers) {
              // "Belastingdienst" stands inside "Vlaamse Belastingdienst": a cited name covers it.
              if (reasoning.includes(publisher)) {
                assert.ok(
                  cited.some((name) => name.includes(publisher)),
                  `${label}: the reasoning names ${publisher}, never cited`,
                );
              }
            }
          }
        }
      });
    }
  }
});
