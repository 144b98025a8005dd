import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {safeUrl} from '../../src/protocol/index.js';

const refusedUrls = (values: readonly unknown[]) => {
  for (const value of values) {
    assert.equal(safeUrl(value), undefined, `accepted ${JSON.stringify(value)}`);
  }
};

const scriptCasings = ['javascript', 'JAVASCRIPT', 'JavaScript', 'jAvAsCrIpT', 'javaScript'];

describe('safeUrl', () => {
  it('should accept http, https and mailto, normalised', () => {
    assert.equal(safeUrl('https://www.impots.gouv.fr/'), 'https://www.impots.gouv.fr/');
    assert.equal(safeUrl('http://example.com'), 'http://example.com/');
    assert.equal(safeUrl('HTTPS://Example.COM/Path?q=1#f'), 'https://example.com/Path?q=1#f');
    assert.equal(safeUrl('  https://example.com/a b  '), 'https://example.com/a%20b');
    assert.equal(safeUrl('mailto:conseil@banque.example'), 'mailto:conseil@banque.example');
    assert.equal(safeUrl('MAILTO:conseil@banque.example'), 'mailto:conseil@banque.example');
  });

  it('should refuse javascript: in every casing', () => {
    refusedUrls(scriptCasings.map((scheme) => `${scheme}:alert(document.cookie)`));
    refusedUrls(scriptCasings.map((scheme) => `${scheme}://example.com/%0Aalert(1)`));
  });

  it('should refuse javascript: hidden by whitespace, control characters or entities', () => {
    refusedUrls([
      ' javascript:alert(1)',
      '\tjavascript:alert(1)',
      '\njavascript:alert(1)',
      '\u0000javascript:alert(1)',
      '\u0001javascript:alert(1)',
      '\u00a0javascript:alert(1)',
      '\ufeffjavascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'java\rscript:alert(1)',
      'jav\u0000ascript:alert(1)',
      'javascript\t:alert(1)',
      'javascript :alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'javascript&#58;alert(1)',
      '%6Aavascript:alert(1)',
      'ja%0Avascript:alert(1)',
    ]);
  });

  it('should refuse other dangerous or local schemes', () => {
    refusedUrls([
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'DATA:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:msgbox(1)',
      'VBScript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://example.com/1234',
      'ftp://example.com/',
      'about:blank',
      'chrome://settings',
      'tel:+33123456789',
    ]);
  });

  it('should refuse relative URLs, which would resolve against the host page', () => {
    refusedUrls([
      '/account/transfer',
      '//evil.example/phish',
      '\\\\evil.example\\phish',
      './x',
      '../x',
      '?q=1',
      '#top',
      'example.com',
      'www.example.com/path',
      '',
      '   ',
    ]);
  });

  it('should refuse malformed URLs and non-strings', () => {
    refusedUrls([
      'https://',
      'http://exa mple.com/',
      'https://[::1',
      undefined,
      null,
      42,
      {href: 'https://example.com'},
      ['https://example.com'],
      new URL('https://example.com'),
    ]);
  });
});
