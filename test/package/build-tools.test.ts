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
import {minifyTemplates} from '../../scripts/minify-lit-templates.js';

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
  const minified = async (code: string): Promise<string> =>
    (await minifyTemplates('/src/browser/file.ts', code))?.code ?? code;

  it('should collapse markup whitespace, keeping a space between inline parts and <pre> as written', async () => {
    const result = await minified(
      [
        'const a = html`<p   class="x">',
        '    ${value}   </p>`;',
        'const b = html`<span>${a}</span> <span>${b}</span>  and  ${c} <b>x</b>`;',
        'const c = html`<pre>  ${code}  </pre>`;',
      ].join('\n'),
    );
    assert.match(result, /html`<p class="x">\$\{value\}<\/p>`/);
    assert.match(
      result,
      /<\/span> <span>\$\{b\}<\/span> and \$\{c\} <b>x<\/b>`/,
      'words stay apart',
    );
    assert.match(result, /<pre> {2}\$\{code\} {2}<\/pre>/);
  });

  it('should keep every binding of a tag, whatever its kind', async () => {
    const result = await minified(
      'const a = html`<input type="checkbox" .checked=${c} ?disabled=${d} @click=${f} aria-label=${l}>\n  <img alt="" src=${s}>`;',
    );
    assert.match(result, /\.checked=\$\{c\} \?disabled=\$\{d\} @click=\$\{f\} aria-label=\$\{l\}/);
    assert.match(result, /<img alt="" src=\$\{s\}>/, 'an empty alt marks an image as decoration');
  });

  it('should minify CSS, keeping its strings and the space of a descendant selector', async () => {
    const result = await minified(
      "const s = css`\n  :host {\n    /* brand */\n    content: 'a ; b';\n  }\n  a :hover , b > c { color : red }\n`;",
    );
    assert.doesNotMatch(result, /brand|\n/);
    assert.match(result, /content:"a ; b"/);
    assert.match(result, /a :hover,b>c\{color:red\}/, 'a descendant :hover must keep its space');
  });

  it('should leave other templates and plain strings as written', async () => {
    const code = 'const b = `keep   this`;\nconst d = other`  untouched  `;';
    assert.equal(await minifyTemplates('/src/browser/file.ts', code), undefined);
  });

  it('should map the minified code back to its source', async () => {
    const result = await minifyTemplates('/src/browser/file.ts', 'const a = html`<p>\n  x\n</p>`;');
    assert.match(result?.map?.sources.join() ?? '', /^[^,]*file\.ts$/);
    assert.notEqual(result?.map?.mappings ?? '', '', 'the build attributes bytes by this map');
  });
});
