import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, it} from 'node:test';
import {pathToFileURL} from 'node:url';
import {Lexer, getDefaults} from 'marked';
import {longAnswer} from '../../bench/answer-fixture.js';
import {trimMarked} from '../../scripts/trim-marked.js';
import {CORPUS} from '../security/corpus.js';
import {ANSWER} from '../browser/markdown/fixtures.js';

type LexerModule = {Lexer: typeof Lexer; getDefaults: typeof getDefaults};

/** What the element lexes with (src/browser/markdown/lex.ts). */
const options = {...getDefaults(), gfm: true, breaks: false, pedantic: false, async: false};

const SAMPLES = [
  ANSWER,
  longAnswer(20_000),
  '* a\n* b\n\n  continued\n\n1) one\n2) two\n\n- [ ] task\n- [x] done',
  'Line one  \nline two\\\nthree\n\n***\n\n> quote\n> > nested\n\n    indented code',
  'Autolinks www.example.com and https://example.org/path?q=1, <mailto:a@b.c>, a@b.c',
  '[ref][1] and [inline](https://x.org "t") ![img](https://x.org/i.png)\n\n[1]: https://example.org',
  '| a | b |\n|:--|--:|\n| `c|d` | ~~e~~ |\n\nText ~~struck~~ **bold _em_** `code` &amp; &#35; \\*',
  '<div>html block</div>\n\n<span onclick="x">inline</span> text\n\n```js\nfence\n```\n~~~\ntilde\n~~~',
  'Setext\n===\n\nTwo\n---\n\n# ATX #\n\n###### six',
  ...CORPUS.map((input) => input.text),
];

/**
 * The script-tag build cuts marked down to the Lexer the element uses (scripts/trim-marked.ts).
 * Whatever it removes, the trimmed Lexer must read every answer exactly as marked itself does.
 */
describe('the trimmed marked lexer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wac-trim-marked-'));
  after(() => {
    rmSync(dir, {recursive: true, force: true});
  });

  /** The trimmed module, written to its own file (`name`) and imported: a fresh evaluation each. */
  const importTrimmed = async (name: string): Promise<LexerModule> => {
    const path = createRequire(import.meta.url).resolve('marked');
    const source = readFileSync(path, 'utf8');
    const plugin = trimMarked();
    const transform = plugin.transform as (code: string, id: string) => {code: string};
    const trimmed = transform.call(undefined, source, path).code;
    assert.ok(trimmed.length < source.length * 0.9, 'nothing was trimmed');
    const file = join(dir, name);
    writeFileSync(file, trimmed);
    return (await import(pathToFileURL(file).href)) as LexerModule;
  };

  it('should produce the same tokens as marked for every sample and hostile input', async () => {
    const module = await importTrimmed('marked-trimmed.mjs');
    const trimmedOptions = {...module.getDefaults(), gfm: true, breaks: false, pedantic: false};
    // Deeply nested hostile inputs make marked itself overflow the stack (lex.ts then shows text):
    // the trimmed lexer must give up on exactly the same inputs.
    const read = (lex: () => unknown): unknown => {
      try {
        return JSON.parse(JSON.stringify(lex())) as unknown;
      } catch (error) {
        return error instanceof RangeError ? 'RangeError' : error;
      }
    };
    for (const sample of SAMPLES) {
      assert.deepEqual(
        read(() => module.Lexer.lex(sample, trimmedOptions)),
        read(() => Lexer.lex(sample, {...options})),
        `tokens differ for: ${sample.slice(0, 80)}`,
      );
    }
  });

  it('should build its grammar at the first lex, not as the page loads the chat', async () => {
    // marked builds its rules with `new RegExp` as it evaluates: what the chat's evaluation cost.
    const built: string[] = [];
    const native = globalThis.RegExp;
    globalThis.RegExp = new Proxy(native, {
      construct(target, args: [string]) {
        built.push(args[0]);
        return Reflect.construct(target, args);
      },
    });
    try {
      const module = await importTrimmed('marked-deferred.mjs');
      assert.deepEqual(built, [], 'regular expressions were built as the module loaded');
      const tokens = module.Lexer.lex('**bold** and a [link](https://example.org)', {
        ...module.getDefaults(),
        gfm: true,
      });
      assert.ok(built.length > 20, `the first lex built ${String(built.length)} rules`);
      assert.equal(tokens[0]?.type, 'paragraph');
    } finally {
      globalThis.RegExp = native;
    }
  });
});
