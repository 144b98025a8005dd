/**
 * The simulator's content, held to what an adviser files: for every residence x language x topic,
 * the answer is in the requested language with its headings, every `[n]` resolves to an official
 * source dated with the version of the law it states, and no sentences run together.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {LANGUAGES, RESIDENCES} from '../../../src/protocol/index.js';
import type {Language} from '../../../src/protocol/index.js';
import {JURISDICTIONS} from '../../../src/server/simulator/content/index.js';
import {TOPICS, factOf, publisherIn} from '../../../src/server/simulator/content/types.js';
import type {Localized} from '../../../src/server/simulator/content/types.js';
import {planResponse} from '../../../src/server/simulator/engine/respond.js';
import {analyzeQuestion} from '../../../src/server/simulator/engine/topic.js';
import {seededRandom} from '../../../src/server/simulator/random.js';
import {guessLanguage, languageScores} from '../../helpers/language.js';
import {QUESTIONS} from './sample-questions.js';

/**
 * Sentences run together without a space ("…steuerpflichtige Person.Ich prüfe…"): a lower-case
 * word, a digit or a closing sign, a stop, then a capital. "U.S." and "gov.uk" do not match.
 */
const RUN_TOGETHER = /(?:\p{Ll}{2}|[\d%)*])[.!?;:]\p{Lu}/u;

const TODAY = new Date().toISOString().slice(0, 10);

/**
 * A source an adviser can file: https, a page below the site's root, the law's version dated no
 * later than today, and no `checked` date: nobody opened the built-in content's pages.
 */
const assertFileable = (
  source: {url: string; version: string; checked?: string},
  label: string,
) => {
  const url = new URL(source.url);
  assert.equal(url.protocol, 'https:', `${label}: ${source.url} is https`);
  assert.ok(
    !/^\/(?:[a-z]{2}(?:[-_][a-z]{2})?\/?)?$/i.test(url.pathname) || url.search !== '',
    `${label}: ${source.url} is a pinpoint page, not a homepage`,
  );
  assert.equal(source.checked, undefined, `${label}: ${source.url} claims no check nobody made`);
  const date = source.version;
  assert.match(date, /^\d{4}-\d\d-\d\d$/, `${label}: ${source.url} is dated`);
  assert.equal(new Date(`${date}T00:00Z`).toISOString().slice(0, 10), date, `${label}: ${date}`);
  assert.ok(date <= TODAY, `${label}: ${source.url} is dated ${date}, after today`);
};

/** A time-bound statement is to be read again on a real day, and not one already past. */
const assertReviewable = (reviewBy: string | undefined, label: string) => {
  if (reviewBy === undefined) return;
  assert.equal(new Date(`${reviewBy}T00:00Z`).toISOString().slice(0, 10), reviewBy, label);
  assert.ok(reviewBy >= TODAY, `${label}: past its review date ${reviewBy}`);
};

/** Markdown down to its words: no marks, citations, table rules or bold. */
const words = (markdown: string): string =>
  markdown.replace(/\[\d+\]|[#*|_>-]+/g, ' ').replace(/\s+/g, ' ');

const assertLanguage = (text: string, language: Language, label: string) => {
  assert.equal(
    guessLanguage(words(text)),
    language,
    `${label}: written in ${language}, read as ${JSON.stringify(languageScores(words(text)))}: ${text.slice(0, 160)}`,
  );
};

const assertSixLanguages = (text: Localized, label: string, minWords = 10) => {
  for (const language of LANGUAGES) {
    assert.ok(text[language].trim() !== '', `${label}: ${language} is written`);
    assert.doesNotMatch(text[language], RUN_TOGETHER, `${label}: ${language} sentences apart`);
    if (text[language].split(/\s+/).length >= minWords) {
      assertLanguage(text[language], language, `${label} (${language})`);
    }
  }
};

describe('simulator content', () => {
  for (const residence of RESIDENCES) {
    const content = JURISDICTIONS[residence];

    it(`${residence}: every fact and regime is written in six languages and cited`, () => {
      for (const [index, source] of content.sources.entries()) {
        assertFileable(source, `${residence} source ${String(index)}`);
        assertSixLanguages(source.title, `${residence} source ${String(index)} title`, 99);
      }
      for (const topic of TOPICS) {
        const fact = factOf(content, topic);
        const label = `${residence} ${topic}`;
        assertSixLanguages(fact.summary, `${label} summary`);
        assertSixLanguages(fact.headline, `${label} headline`, 99);
        assertSixLanguages(fact.name, `${label} heading`, 99);
        // A heading is in the reader's language: no language shows another's heading.
        assert.equal(
          new Set(Object.values(fact.name)).size,
          LANGUAGES.length,
          `${label}: a heading per language, got ${JSON.stringify(fact.name)}`,
        );
        assert.ok(fact.sources.length > 0, `${label}: cited`);
        assertReviewable(fact.reviewBy, label);
        for (const source of fact.sources) {
          assert.ok(content.sources[source], `${label}: source ${String(source)} exists`);
        }
      }
      assert.ok(content.highlights.length > 0, `${residence}: regimes worth knowing`);
      for (const [index, highlight] of content.highlights.entries()) {
        const label = `${residence} highlight ${String(index)}`;
        assertSixLanguages(highlight.text, label);
        assert.ok(highlight.sources.length > 0, `${label}: cited`);
        assertReviewable(highlight.reviewBy, label);
        for (const source of highlight.sources) {
          assert.ok(content.sources[source], `${label}: source ${String(source)} exists`);
        }
      }
    });

    // Institutions are named in their own language ("Bundesamt für Justiz" in a French answer):
    // proper names, not the answer's language.
    const withoutPublishers = (text: string, language: Language): string =>
      content.sources.reduce(
        (rest, source) => rest.replaceAll(publisherIn(source, language), ' '),
        text,
      );

    for (const language of LANGUAGES) {
      it(`${residence} in ${language}: each topic answered, cited, dated and in ${language}`, () => {
        for (const topic of TOPICS) {
          const question = QUESTIONS[language][topic];
          const label = `${residence}/${language}/${topic} "${question}"`;
          assert.deepEqual(analyzeQuestion(question, JURISDICTIONS).topics, [topic], label);
          const plan = planResponse(
            {
              messages: [{role: 'user', content: question}],
              session_id: 'content',
              residence,
              language,
              extended_thinking: true,
              effort: 'high',
            },
            JURISDICTIONS,
            seededRandom(7),
          );
          assert.equal(plan.kind, 'answer', label);
          const heading = factOf(content, topic).name[language];
          assert.ok(plan.content.includes(`### ${heading}`), `${label}: headed "${heading}"`);
          const cited = [...plan.content.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
          assert.deepEqual(
            [...new Set(cited)].sort((a, b) => a - b),
            plan.markers.map((marker) => marker.id),
            `${label}: every [n] resolves and every source is cited`,
          );
          for (const marker of plan.markers) assertFileable(marker, label);
          assertLanguage(plan.content, language, label);
          assert.doesNotMatch(plan.content, RUN_TOGETHER, `${label}: sentences apart`);
          for (const step of plan.thinking) {
            assertLanguage(
              withoutPublishers(step.text, language),
              language,
              `${label} thinking ${step.phase}`,
            );
          }
        }
      });
    }
  }
});
