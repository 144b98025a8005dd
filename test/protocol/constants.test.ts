import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_RESIDENCE,
  EFFORTS,
  LANGUAGES,
  RESIDENCES,
  isEffort,
  isLanguage,
  isResidence,
  isRole,
} from '../../src/protocol/index.js';

/** The words in backquotes of the part of an attribute's row in the configuration doc `part` matches. */
const documented = (attribute: string, part: RegExp): string[] => {
  const row = readFileSync('docs/configuration.md', 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`| \`${attribute}\``));
  const text = part.exec(row ?? '')?.[1] ?? '';
  return [...text.matchAll(/`([^`]+)`/g)].flatMap((match) => (match[1] ?? '').split(' '));
};

describe('constants', () => {
  it('should list exactly the values the configuration doc tells an integrator', () => {
    // A user chooses from the doc's lists (generated from the element's JSDoc): a value added to
    // or dropped from a list here and not there, or the other way round, fails.
    assert.deepEqual([...RESIDENCES], documented('residence', /adapt to: (`[^`]+`)/));
    assert.deepEqual([...LANGUAGES], documented('language', /\| (`[^`]+`), or a BCP 47 tag/));
    assert.deepEqual([...EFFORTS], documented('effort', /depth: ([^;]+);/));
    assert.deepEqual([DEFAULT_RESIDENCE], documented('residence', /Default (`[^`]+`)/));
    assert.deepEqual([DEFAULT_LANGUAGE], documented('language', /else (`[^`]+`)/));
  });

  it('should recognise only exact, lower-case members', () => {
    assert.ok(RESIDENCES.every((value) => isResidence(value)));
    assert.ok(LANGUAGES.every((value) => isLanguage(value)));
    assert.ok(EFFORTS.every((value) => isEffort(value)));
    assert.ok(isRole('user') && isRole('assistant'));
    for (const value of [
      'FR',
      ' fr',
      'fr ',
      '',
      'toString',
      '__proto__',
      null,
      undefined,
      1,
      ['fr'],
    ]) {
      assert.equal(isResidence(value), false, String(value));
      assert.equal(isLanguage(value), false, String(value));
    }
    assert.equal(isEffort('auto'), false);
    assert.equal(isEffort(null), false);
    assert.equal(isRole('system'), false);
  });
});
