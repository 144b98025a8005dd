import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {LANGUAGES, RESIDENCES} from '../../../src/protocol/index.js';
import {JURISDICTIONS} from '../../../src/server/simulator/content/index.js';
import {TOPICS, factOf} from '../../../src/server/simulator/content/types.js';
import {PHRASES} from '../../../src/server/simulator/engine/phrases/index.js';
import {ask, citedIds, readEvents, setup, summarize} from './harness.js';

const answer = async (question: string, extra: Record<string, unknown> = {}) => {
  const {post} = await setup({seed: 11});
  return summarize(await readEvents(await post(ask(question, extra))));
};

/** Cited numbers and markers match one to one, numbered 1..n in order of first citation. */
const assertCitations = (content: string, markers: readonly {id: number}[], label: string) => {
  const cited = citedIds(content);
  assert.ok(cited.length > 0, `${label}: the answer cites sources`);
  assert.deepEqual(
    cited,
    markers.map((_, index) => index + 1),
    `${label}: cited in order 1..n`,
  );
  assert.deepEqual(
    markers.map((marker) => marker.id),
    cited,
    `${label}: every citation has a marker and every marker is cited`,
  );
};

describe('simulator answers', () => {
  it('should answer in each of the six languages, naming the jurisdiction there', async () => {
    for (const language of LANGUAGES) {
      const result = await answer('How is income taxed?', {residence: 'it', language});
      const label = `language ${language}`;
      assert.ok(result.content.includes(JURISDICTIONS.it.inName[language]), `${label}: inName`);
      assert.ok(result.content.includes(PHRASES[language].disclaimer), `${label}: disclaimer`);
      assert.match(result.content, /^## /, `${label}: a heading first`);
      assert.ok(
        result.markers.every((marker) => marker.title === titleIn(marker.url, language)),
        `${label}: marker titles in the request language`,
      );
    }
  });

  it('should answer in the request language whatever the question language', async () => {
    const result = await answer('Wie hoch ist die Erbschaftsteuer?', {
      language: 'es',
      residence: 'es',
      effort: 'medium',
    });
    assert.ok(result.content.includes(PHRASES.es.disclaimer));
    assert.ok(result.content.includes(JURISDICTIONS.es.taxes.inheritance.summary.es.slice(0, 40)));
  });

  it('should answer for every residence with official https sources all cited', async () => {
    for (const residence of RESIDENCES) {
      const result = await answer('Give me an overview please', {residence, language: 'en'});
      assert.ok(result.done, `${residence}: the answer completes`);
      assert.ok(
        result.content.includes(JURISDICTIONS[residence].inName.en),
        `${residence}: inName`,
      );
      assertCitations(result.content, result.markers, residence);
      for (const marker of result.markers) {
        assert.equal(new URL(marker.url).protocol, 'https:', `${residence}: ${marker.url}`);
        // A source is labelled with where it comes from: the OECD's or Spain's, cited by Andorra, is not Andorran.
        const source = JURISDICTIONS[residence].sources.find((item) => item.url === marker.url);
        assert.equal(marker.jurisdiction, source?.jurisdiction ?? residence, marker.url);
        assert.ok(marker.title && marker.publisher, `${residence}: title and publisher`);
      }
    }
  });

  it('should detect the tax in any of the six languages', async () => {
    const cases = [
      ['Quelle fiscalité pour mes plus-values ?', 'capital_gains'],
      ['Wie hoch ist die Vermögensteuer?', 'wealth'],
      ['¿Cómo tributa una herencia?', 'inheritance'],
      ['Come viene tassato il reddito da lavoro?', 'income'],
      ['Como são tributadas as mais-valias?', 'capital_gains'],
      ['What about gifts to my children?', 'gifts'],
      ['Comment ma retraite est-elle imposée ?', 'pensions'],
    ] as const;
    for (const [question, topic] of cases) {
      const result = await answer(question, {residence: 'fr', language: 'en', effort: 'medium'});
      const name = factOf(JURISDICTIONS.fr, topic).name.en;
      assert.ok(result.content.includes(`### ${name}`), `"${question}" is about ${topic}`);
      for (const other of TOPICS.filter((item) => item !== topic)) {
        assert.ok(!result.content.includes(`### ${factOf(JURISDICTIONS.fr, other).name.en}`));
      }
    }
  });

  it('should answer a comparison with a table of the residence and the named countries', async () => {
    const result = await answer('Comparez la Suisse et le Portugal pour les plus-values', {
      residence: 'fr',
      language: 'fr',
    });
    const header = result.content.split('\n').find((line) => line.startsWith('| Impôt'));
    assert.equal(header, '| Impôt | France | Suisse | Portugal |');
    assert.ok(result.content.includes('| --- | --- | --- | --- |'));
    const rows = result.content.split('\n').filter((line) => /^\| \*\*/.test(line));
    assert.equal(rows.length, 4, 'one row per tax');
    assert.ok(rows[0]?.includes('Imposition des plus-values'), 'the asked tax comes first');
    assertCitations(result.content, result.markers, 'comparison');
    assert.deepEqual([...new Set(result.markers.map((marker) => marker.jurisdiction))].sort(), [
      'ch',
      'fr',
      'pt',
    ]);
  });

  it('should compare with a sensible neighbour when asked to compare without naming one', async () => {
    const result = await answer('Can you compare the wealth tax?', {
      residence: 'es',
      language: 'en',
    });
    assert.ok(result.content.includes('| Tax | Spain | Portugal |'), result.content.slice(0, 300));
  });

  it('should give an overview of the four taxes when no tax is recognisable', async () => {
    const result = await answer('What should I know about taxes here?', {
      residence: 'pt',
      language: 'pt',
    });
    for (const topic of ['income', 'wealth', 'capital_gains', 'inheritance'] as const) {
      assert.ok(result.content.includes(JURISDICTIONS.pt.taxes[topic].name.pt));
    }
    assert.match(result.content, /\*\*/, 'key figures in bold');
    // A highlight is cited before its final stop: its opening words are in the answer as written.
    const highlight = JURISDICTIONS.pt.highlights[0]?.text.pt.slice(0, 60) ?? '?';
    assert.ok(result.content.includes(highlight), 'highlights');
    assert.ok(result.content.trimEnd().endsWith(`*${PHRASES.pt.disclaimer}*`));
  });
});

/** The title a source has in a language, found by URL. */
const titleIn = (url: string, language: (typeof LANGUAGES)[number]): string | undefined => {
  for (const content of Object.values(JURISDICTIONS)) {
    const source = content.sources.find((item) => item.url === url);
    if (source) return source.title[language];
  }
  return undefined;
};
