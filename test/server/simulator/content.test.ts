/**
 * The simulator's content, held to what an adviser files: for every residence x language x topic,
 * the answer is in the requested language with its headings, every `[n]` resolves to a dated,
 * pinpoint official source, and no sentences run together.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {LANGUAGES, RESIDENCES} from '../../../src/protocol/index.js';
import type {Language} from '../../../src/protocol/index.js';
import {JURISDICTIONS} from '../../../src/server/simulator/content/index.js';
import {TOPICS, factOf} from '../../../src/server/simulator/content/types.js';
import type {Localized, Topic} from '../../../src/server/simulator/content/types.js';
import {planResponse} from '../../../src/server/simulator/engine/respond.js';
import {analyzeQuestion} from '../../../src/server/simulator/engine/topic.js';
import {seededRandom} from '../../../src/server/simulator/random.js';
import {RUN_TOGETHER, guessLanguage, languageScores} from './language.js';

/** One question per topic, as a client would ask it in each language. */
const QUESTIONS: Readonly<Record<Language, Readonly<Record<Topic, string>>>> = {
  en: {
    income: 'How is my income taxed?',
    wealth: 'Is there a wealth tax?',
    capital_gains: 'How are capital gains taxed?',
    inheritance: 'How is an inheritance taxed?',
    pensions: 'How are pensions taxed?',
    real_estate: 'How is real estate taxed?',
    gifts: 'How are lifetime gifts taxed?',
    trusts: 'How are trusts and foundations treated?',
    exit: 'Is there an exit tax when leaving?',
    crypto: 'How are crypto-assets taxed?',
  },
  fr: {
    income: 'Comment mes revenus sont-ils imposés ?',
    wealth: 'Existe-t-il un impôt sur la fortune ?',
    capital_gains: 'Comment les plus-values sont-elles imposées ?',
    inheritance: 'Comment une succession est-elle taxée ?',
    pensions: 'Comment ma retraite est-elle imposée ?',
    real_estate: 'Comment l’immobilier est-il imposé ?',
    gifts: 'Comment les donations sont-elles taxées ?',
    trusts: 'Comment les trusts et fondations sont-ils traités ?',
    exit: 'Y a-t-il une exit tax en quittant le pays ?',
    crypto: 'Comment les crypto-actifs sont-ils imposés ?',
  },
  de: {
    income: 'Wie wird mein Einkommen besteuert?',
    wealth: 'Gibt es eine Vermögensteuer?',
    capital_gains: 'Wie werden Kapitalgewinne besteuert?',
    inheritance: 'Wie wird eine Erbschaft besteuert?',
    pensions: 'Wie wird meine Rente besteuert?',
    real_estate: 'Wie werden Immobilien besteuert?',
    gifts: 'Wie werden Schenkungen besteuert?',
    trusts: 'Wie werden Trusts und Stiftungen behandelt?',
    exit: 'Gibt es eine Wegzugsbesteuerung?',
    crypto: 'Wie werden Kryptowerte besteuert?',
  },
  es: {
    income: '¿Cómo se grava mi renta?',
    wealth: '¿Existe un impuesto sobre el patrimonio?',
    capital_gains: '¿Cómo tributan las ganancias de capital?',
    inheritance: '¿Cómo tributa una herencia?',
    pensions: '¿Cómo tributa mi pensión?',
    real_estate: '¿Cómo tributan los inmuebles?',
    gifts: '¿Cómo tributan las donaciones?',
    trusts: '¿Cómo se tratan los trusts y las fundaciones?',
    exit: '¿Existe un impuesto de salida al dejar el país?',
    crypto: '¿Cómo tributan los criptoactivos?',
  },
  it: {
    income: 'Come è tassato il mio reddito?',
    wealth: 'Esiste un’imposta patrimoniale?',
    capital_gains: 'Come sono tassate le plusvalenze?',
    inheritance: 'Come è tassata una successione?',
    pensions: 'Come è tassata la mia pensione?',
    real_estate: 'Come sono tassati gli immobili?',
    gifts: 'Come sono tassate le donazioni?',
    trusts: 'Come sono trattati trust e fondazioni?',
    exit: 'C’è un’imposizione in uscita per chi lascia il Paese?',
    crypto: 'Come sono tassate le cripto-attività?',
  },
  pt: {
    income: 'Como é tributado o meu rendimento?',
    wealth: 'Existe um imposto sobre o património?',
    capital_gains: 'Como são tributadas as mais-valias?',
    inheritance: 'Como é tributada uma herança?',
    pensions: 'Como é tributada a minha pensão?',
    real_estate: 'Como são tributados os imóveis?',
    gifts: 'Como são tributadas as doações?',
    trusts: 'Como são tratados os trusts e as fundações?',
    exit: 'Existe tributação à saída ao deixar o país?',
    crypto: 'Como são tributados os criptoativos?',
  },
};

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

void describe('simulator content', () => {
  for (const residence of RESIDENCES) {
    const content = JURISDICTIONS[residence];

    void it(`${residence}: every fact and regime is written in six languages and cited`, () => {
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
        for (const source of fact.sources) {
          assert.ok(content.sources[source], `${label}: source ${String(source)} exists`);
        }
      }
      assert.ok(content.highlights.length > 0, `${residence}: regimes worth knowing`);
      for (const [index, highlight] of content.highlights.entries()) {
        const label = `${residence} highlight ${String(index)}`;
        assertSixLanguages(highlight.text, label);
        assert.ok(highlight.sources.length > 0, `${label}: cited`);
        for (const source of highlight.sources) {
          assert.ok(content.sources[source], `${label}: source ${String(source)} exists`);
        }
      }
    });

    // Institutions are named in their own language ("Bundesamt für Justiz" in a French answer):
    // proper names, not the answer's language.
    const withoutPublishers = (text: string): string =>
      content.sources.reduce((rest, source) => rest.replaceAll(source.publisher, ' '), text);

    for (const language of LANGUAGES) {
      void it(`${residence} in ${language}: each topic answered, cited, dated and in ${language}`, () => {
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
              withoutPublishers(step.text),
              language,
              `${label} thinking ${step.phase}`,
            );
          }
        }
      });
    }
  }
});
