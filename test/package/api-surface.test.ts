/**
 * One source for the public face: the manifest that the element's JSDoc produces
 * (`custom-elements.json`, written by the build step before this layer). The JSX typings, the React
 * wrapper's event props and the tables of `docs/configuration.md` are generated from it (`npm run api`), and must be
 * what it gives today, so none of them can drift (the JSX typings and the README once lacked
 * `layout`, so `<wealth-agent-chat layout="launcher">` failed type-checking in TSX).
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {describe, it} from 'node:test';
import {GENERATED, elementOf, generateApi, readManifest} from '../../scripts/generate-api.js';
import type {Manifest} from '../../scripts/generate-api.js';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('the public API, generated from custom-elements.json', () => {
  const manifest = readManifest();

  it('should be what the manifest gives in the JSX typings, the React wrapper and the reference', async () => {
    const expected = await generateApi(manifest, read(GENERATED.reference));
    for (const [key, path] of Object.entries(GENERATED)) {
      assert.equal(
        read(path),
        expected[key as keyof typeof GENERATED],
        `${path} is not what custom-elements.json gives: edit the element's JSDoc, then run \`npm run api\``,
      );
    }
  });

  it('should show a new attribute, event and part everywhere once the JSDoc names them', async () => {
    const element = elementOf(manifest);
    const grown: Manifest = {
      modules: [
        {
          declarations: [
            {
              ...element,
              attributes: [
                ...(element.attributes ?? []),
                {name: 'new-thing', fieldName: 'newThing', type: {text: "'a' | 'b'"}},
              ],
              events: [...(element.events ?? []), {name: 'wac-new', type: {text: 'WacDoneEvent'}}],
              cssParts: [...(element.cssParts ?? []), {name: 'new-part', description: 'New.'}],
            },
          ],
        },
      ],
    };
    const files = await generateApi(grown, read(GENERATED.reference));
    assert.match(files.jsx, /'new-thing'\?: 'a' \| 'b';/);
    assert.match(files.jsx, /'onwac-new'\?: \(event: WacDoneEvent\) => void;/);
    assert.match(files.jsx, /\| 'newThing'/);
    assert.match(files.react, /onWacNew: 'wac-new' as EventName<WacDoneEvent>/);
    assert.match(files.reference, /\| `new-thing` +\| `newThing` +\|/);
    assert.match(files.reference, /\| `wac-new` +\|/);
    assert.match(files.reference, /\| `new-part` +\| New\. +\|/);
    assert.notEqual(files.reference, read(GENERATED.reference), 'the reference check would fail');
  });

  it('should document what the element has: its custom states and every public token', () => {
    const element = elementOf(manifest);
    assert.deepEqual((element.cssStates ?? []).map((state) => state.name).sort(), [
      'empty',
      'error',
      'streaming',
    ]);
    const styles = readdirSync(new URL('../../src/browser/element/styles/', import.meta.url))
      .map((file) => read(`src/browser/element/styles/${file}`))
      .join('\n');
    const used = new Set([...styles.matchAll(/var\(\s*(--wac-[\w-]+)/g)].map((m) => m[1]));
    assert.deepEqual(
      [...used].sort(),
      (element.cssProperties ?? []).map((property) => property.name).sort(),
      'every --wac-* token the styles read is documented, and no other',
    );
  });
});
