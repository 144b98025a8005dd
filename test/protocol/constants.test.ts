import assert from 'node:assert/strict';
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

describe('constants', () => {
  it('should list exactly the values the API documents', () => {
    assert.deepEqual(
      [...RESIDENCES],
      [
        'fr',
        'ch',
        'it',
        'be',
        'lu',
        'de',
        'es',
        'pt',
        'gb',
        'mc',
        'gr',
        'ad',
        'nl',
        'us',
        'mu',
        'ma',
        'intl',
      ],
    );
    assert.deepEqual([...LANGUAGES], ['fr', 'en', 'de', 'es', 'it', 'pt']);
    assert.deepEqual([...EFFORTS], ['low', 'medium', 'high', 'max']);
    assert.equal(DEFAULT_RESIDENCE, 'fr');
    assert.equal(DEFAULT_LANGUAGE, 'fr');
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
