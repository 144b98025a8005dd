import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {readClarification, readSources, readUsage} from '../../src/protocol/index.js';
import {readDate} from '../../src/protocol/readers.js';

const markers = (...items: unknown[]) => ({type: 'metadata', data: {markers: items}});

describe('readSources', () => {
  it('should read the simulator marker exactly', () => {
    assert.deepEqual(
      readSources(
        markers({
          id: 1,
          title: 'BOFiP: IFI',
          url: 'https://bofip.impots.gouv.fr/bofip/11410-PGP.html',
          publisher: 'DGFiP',
          jurisdiction: 'fr',
        }),
      ),
      [
        {
          id: 1,
          title: 'BOFiP: IFI',
          url: 'https://bofip.impots.gouv.fr/bofip/11410-PGP.html',
          publisher: 'DGFiP',
          jurisdiction: 'fr',
        },
      ],
    );
  });

  it('should keep the title of a source whose URL is unsafe, without the URL', () => {
    assert.deepEqual(
      readSources(
        markers(
          {title: 'Script', url: 'javascript:alert(document.cookie)'},
          {title: 'Data', href: 'data:text/html,<script>alert(1)</script>'},
          {title: 'Relative', url: '/etc/passwd'},
        ),
      ),
      [
        {id: 1, title: 'Script'},
        {id: 2, title: 'Data'},
        {id: 3, title: 'Relative'},
      ],
    );
  });

  it('should read a bare URL string as a linked source titled by its URL', () => {
    assert.deepEqual(readSources(markers('https://www.admin.ch/opc/fr/')), [
      {id: 1, title: 'https://www.admin.ch/opc/fr/', url: 'https://www.admin.ch/opc/fr/'},
    ]);
  });

  it('should title a source by its publisher, then its URL, when it has no title', () => {
    assert.deepEqual(
      readSources(markers({publisher: 'Légifrance'}, {url: 'https://www.legifrance.gouv.fr/'})),
      [
        {id: 1, title: 'Légifrance'},
        {id: 2, title: 'https://www.legifrance.gouv.fr/', url: 'https://www.legifrance.gouv.fr/'},
      ],
    );
  });

  it('should read jurisdiction from country or region', () => {
    assert.deepEqual(
      readSources(markers({title: 'T', country: 'ch'}, {title: 'U', region: 'eu'})),
      [
        {id: 1, title: 'T', jurisdiction: 'ch'},
        {id: 2, title: 'U', jurisdiction: 'eu'},
      ],
    );
  });

  it('should use a usable id and fall back to the position otherwise', () => {
    assert.deepEqual(
      readSources(
        markers(
          {id: '4', title: 'a'},
          {id: 0, title: 'b'},
          {id: -1, title: 'c'},
          {id: 1.5, title: 'd'},
          {id: 'x1', title: 'e'},
          {index: 9, title: 'f'},
          {number: '12', title: 'g'},
        ),
      ).map((source) => source.id),
      [4, 2, 3, 4, 5, 9, 12],
    );
  });

  it('should skip unusable items but keep the numbering of the others', () => {
    assert.deepEqual(readSources(markers(null, 42, '  ', {}, {url: 7}, [], 'Kept')), [
      {id: 7, title: 'Kept'},
    ]);
  });

  it('should find markers under any plausible key and level', () => {
    const item = {title: 'T'};
    const expected = [{id: 1, title: 'T'}];
    for (const payload of [
      [item],
      {markers: [item]},
      {sources: [item]},
      {citations: [item]},
      {data: {citations: [item]}},
      {data: [item]},
      {markers: {1: item}},
    ]) {
      assert.deepEqual(readSources(payload), expected, JSON.stringify(payload));
    }
  });

  it('should give no sources for payloads without markers', () => {
    for (const payload of [undefined, null, 'text', 1, {}, {data: null}, {markers: 'x'}]) {
      assert.deepEqual(readSources(payload), []);
    }
  });

  it('should keep at most 100 sources', () => {
    const items = Array.from({length: 250}, (_, index) => `Source ${index}`);
    assert.equal(readSources(markers(...items)).length, 100);
  });

  it('should not let a __proto__ key supply a title or URL', () => {
    const payload = JSON.parse(
      '{"data":{"markers":[{"__proto__":{"title":"Injected","url":"https://evil.example/"}}]}}',
    ) as unknown;
    assert.deepEqual(readSources(payload), []);
  });
});

describe('readUsage', () => {
  it('should read the simulator usage', () => {
    assert.deepEqual(
      readUsage({data: {usage: {prompt_tokens: 10, completion_tokens: 5, cached_tokens: 8}}}),
      {prompt_tokens: 10, completion_tokens: 5, cached_tokens: 8},
    );
  });

  it('should read usage at the top level and count unusable numbers as zero', () => {
    assert.deepEqual(
      readUsage({usage: {prompt_tokens: -1, completion_tokens: '5', cached_tokens: null}}),
      {prompt_tokens: 0, completion_tokens: 0, cached_tokens: 0},
    );
  });

  it('should report no usage when there is none', () => {
    for (const payload of [undefined, null, [], {}, {data: {}}, {usage: 5}]) {
      assert.equal(readUsage(payload), undefined);
    }
  });
});

describe('readClarification', () => {
  it('should read a bare string as one question', () => {
    assert.deepEqual(readClarification('  Since when?  '), [
      {id: 'q1', question: 'Since when?', options: []},
    ]);
    assert.deepEqual(readClarification('   '), []);
  });

  it('should keep at most 10 questions and 20 options', () => {
    const questions = readClarification({
      questions: Array.from({length: 15}, (_, index) => ({
        question: `Q${index}?`,
        options: Array.from({length: 30}, (__, option) => `o${option}`),
      })),
    });
    assert.equal(questions.length, 10);
    assert.equal(questions[0]?.options.length, 20);
  });

  it('should read a question and its options from a title and option objects', () => {
    assert.deepEqual(
      readClarification({title: 'Which regime?', options: [{title: 'Micro'}, {text: 'Réel'}]}),
      [{id: 'q1', question: 'Which regime?', options: ['Micro', 'Réel']}],
    );
  });

  it('should fall back to the wrapper text when a nested payload has no questions', () => {
    assert.deepEqual(readClarification({data: {}, message: 'Could you say more?'}), [
      {id: 'q1', question: 'Could you say more?', options: []},
    ]);
  });

  it('should give no questions for anything unusable', () => {
    for (const payload of [undefined, null, 3, [], {}, {questions: [null, 1, {}]}]) {
      assert.deepEqual(readClarification(payload), []);
    }
  });
});

describe('readDate', () => {
  it('should read the dates a service may send as the day they name', () => {
    const days: Array<[string, string]> = [
      ['2026-01-01', '2026-01-01'],
      [' 2025-12-31 ', '2025-12-31'],
      ['2026-01-01T10:30:00', '2026-01-01'],
      ['1 January 2026', '2026-01-01'],
      ['Jan 1, 2026', '2026-01-01'],
      ['01.02.2026', '2026-02-01'],
      ['15.6.2026', '2026-06-15'],
    ];
    for (const [text, day] of days) assert.equal(readDate(text), day, text);
  });

  it('should read no date rather than a wrong one', () => {
    // 01/02/2026 is 1 February in Paris and January 2 in New York; a year or month is no day.
    for (const text of [
      '01/02/2026',
      '13/01/2026',
      '2026',
      'January 2026',
      'last spring',
      '',
      'Invalid Date',
    ]) {
      assert.equal(readDate(text), undefined, text);
    }
    for (const value of [20260101, null, undefined, {}, ['2026-01-01']]) {
      assert.equal(readDate(value), undefined, JSON.stringify(value));
    }
  });

  it('should take the date from any of the keys a marker may use', () => {
    const keys = ['version', 'date', 'as_of', 'asOf', 'updated', 'updated_at', 'published'];
    for (const key of keys) {
      const [source] = readSources({markers: [{title: 'T', [key]: '2026-03-01'}]});
      assert.equal(source?.date, '2026-03-01', key);
    }
    const [undated] = readSources({markers: [{title: 'T', date: 'soon'}]});
    assert.ok(undated && !('date' in undated), 'an unreadable date leaves no field');
  });
});
