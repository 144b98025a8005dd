/**
 * The build's own tools: the size check that guards the script-tag bundle, and the plugin that
 * minifies the text of Lit templates without changing what it means.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';
import {minifyCss, minifyTemplates} from '../../scripts/minify-lit-templates.js';

const CHECK_SIZE = fileURLToPath(new URL('../../scripts/check-size.mjs', import.meta.url));

describe('scripts/check-size.mjs', () => {
  const dirs: string[] = [];
  after(() => {
    for (const dir of dirs) rmSync(dir, {recursive: true, force: true});
  });

  /**
   * Runs the check in a scratch directory holding `dist/wealth-agent-chat.js` (and its map), and
   * any other files of `dist/` given by name.
   */
  const check = (code: string | Buffer, map?: object, others: Record<string, string> = {}) => {
    const dir = mkdtempSync(join(tmpdir(), 'wac-size-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist/wealth-agent-chat.js'), code);
    if (map) writeFileSync(join(dir, 'dist/wealth-agent-chat.js.map'), JSON.stringify(map));
    for (const [name, text] of Object.entries(others)) writeFileSync(join(dir, 'dist', name), text);
    return spawnSync('node', [CHECK_SIZE], {cwd: dir, encoding: 'utf8'});
  };

  /** Text that does not compress: random bytes in base64 gzip to about 3/4 of their length. */
  const incompressible = (kilobytes: number) =>
    randomBytes((kilobytes * 1024 * 3) / 4).toString('base64');

  it('should fail when the entry gzips to more than 8 KB', () => {
    const result = check(`var a="${incompressible(12)}";`);
    assert.equal(result.status, 1, result.stdout);
    assert.match(result.stderr, /\(the entry\): \d+ bytes .* bytes over/);
  });

  it('should fail when the entry and the chat it imports gzip to more than 44 KB', () => {
    const result = check(`import("./wealth-agent-chat-chat-1.js");`, undefined, {
      'wealth-agent-chat-chat-1.js': `import"./wealth-agent-chat-common-1.js";var b="${incompressible(30)}";`,
      'wealth-agent-chat-common-1.js': `var c="${incompressible(30)}";`,
      // Beside it but never imported: not the bundle's.
      'unrelated.js': `var d="${incompressible(30)}";`,
    });
    assert.equal(result.status, 1, result.stdout);
    assert.match(result.stdout, /\(the entry\): \d+ bytes .* to spare/);
    assert.match(result.stderr, /the entry and the chat \(3 files\): \d+ bytes .* bytes over/);
  });

  it('should pass a small bundle and attribute its bytes to each dependency', () => {
    const lit = 'var litPart=1;';
    const own = 'var ownPart=2;';
    // Column 0 comes from source 0 (Lit), column 14 from source 1 (the project): VLQ "AAAA,cCAA".
    const result = check(`${lit}${own}`, {
      version: 3,
      sources: ['../node_modules/lit-html/lit-html.js', '../src/browser/a.ts'],
      names: [],
      mappings: 'AAAA,cCAA',
    });
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /^lit\s/m);
    assert.match(result.stdout, /^wealth-agent-chat \(own code\)\s/m);
    assert.doesNotMatch(result.stdout, /^marked\s/m);
    assert.match(result.stdout, /bytes to spare/);
  });

  it('should fail with a clear message when nothing was built', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wac-size-'));
    dirs.push(dir);
    const result = spawnSync('node', [CHECK_SIZE], {cwd: dir, encoding: 'utf8'});
    assert.equal(result.status, 1);
    assert.match(result.stderr, /npm run build/);
  });
});

describe('the Lit template minifier', () => {
  const lines = (text: string) => text.split('\n').length;

  it('should tighten CSS, drop comments, keep strings and keep every line', () => {
    const source = `  :host {\n    /* brand */\n    font-family: 'Segoe UI',  "a ; b" ;\n    margin: calc(1px + 2px) ;\n  }\n  a :hover , b > c { color : red }\n`;
    const result = minifyCss(source);
    assert.equal(lines(result), lines(source));
    assert.doesNotMatch(result, /brand/);
    assert.match(result, /font-family:'Segoe UI',"a ; b";/);
    assert.match(result, /calc\(1px \+ 2px\);/, 'spaces around + in calc() are required');
    assert.match(result, /a :hover,b>c\{color :red\}/, 'a descendant :hover must keep its space');
  });

  it('should collapse markup whitespace in html templates and nothing else', () => {
    const code = [
      'const a = html`<p   class="x">',
      '    ${value}   </p>`;',
      'const b = `keep   this`;',
      'const c = html`<pre>  ${code}  </pre>`;',
      'const d = other`  untouched  `;',
    ].join('\n');
    const result = minifyTemplates('file.ts', code) ?? '';
    assert.equal(lines(result), lines(code));
    assert.match(result, /html`<p class=x> \$\{\nvalue\} <\/p>`/, 'newlines move out of the text');
    assert.match(result, /`keep {3}this`/);
    assert.match(result, /<pre> {2}\$\{code\} {2}<\/pre>/);
    assert.match(result, /other` {2}untouched {2}`/);
  });

  it('should drop what a tag does not need, and only in a tag', () => {
    const code = [
      'const a = html`<b title=${t}',
      '  >x</b><i class="y z" part="p"></i>`;',
      'const b = html`<input type="checkbox"/> a="b" <a href="${u}" >c</a>`;',
    ].join('\n');
    const result = minifyTemplates('file.ts', code) ?? '';
    assert.equal(lines(result), lines(code));
    assert.match(result, /\}>x<\/b>/, 'the space before the > after a binding');
    assert.match(result, /<i class="y z" part=p>/, 'the quotes of a one-word value');
    assert.match(result, /type="checkbox"\//, 'not before a slash, which the value would swallow');
    assert.match(result, / a="b" /, 'text outside a tag stays as written');
    assert.match(result, /\}">c<\/a>/);
    const spanning = minifyTemplates(
      'file.ts',
      'const c = html`<p part=${p}\n  tabindex="0" >x</p>`;',
    );
    assert.match(spanning ?? '', /\} tabindex=0>x<\/p>/, 'a tag still open from earlier text');
  });

  it('should leave no newline in a CSS template, only after it', () => {
    const code = 'const s = css`\n  a {\n    color: red;\n  }\n`;\nconst t = 1;';
    const result = minifyTemplates('file.ts', code) ?? '';
    assert.equal(lines(result), lines(code));
    assert.match(result, /css`a\{color:red\}`\n{4};\nconst t = 1;/);
  });

  it('should report no change for code without templates', () => {
    assert.equal(minifyTemplates('file.ts', 'export const x = 1;'), undefined);
  });
});
