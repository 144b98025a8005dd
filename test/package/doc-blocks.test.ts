/**
 * Every code block of README.md and docs/*.md that a reader is told to run, run as written against
 * the packed package (issue 21: "a first hour that works as written"), so that a walkthrough cannot
 * break silently. `test/helpers/doc-blocks.ts` describes the `<!-- doc-test: ... -->` markers.
 *
 * The reader's app is `npm init -y` (a CommonJS package, as npm makes it) with the tarball and the
 * packages the docs name installed from the npm cache; each document runs in a folder of its own
 * inside it. Blocks run as written, with only what a reader changes or fills in:
 * - ports: the docs' 3000 (a proxy) and 8787 (the simulator) become free ports, everywhere in a
 *   block; a `serve` given no `--port` (its default is 8787) gets `--port` with the same stand-in;
 * - `sk_live_...` in a command is the key the document's `keygen` printed, as a reader pastes it;
 * - a server file gets the environment the docs tell the reader to set: WEALTH_AGENT_BASE_URL (the
 *   bare origin a simulator printed), WEALTH_AGENT_API_KEY, and REDIS_URL where the file reads it;
 * - a module the doc calls "your own" (`./auth.js`) is written by the test;
 * - npm reads its cache first (`npm_config_prefer_offline`), as the scratch install does.
 * Servers are stopped as a reader or an orchestrator stops them: a `serve` with Ctrl+C (SIGINT), a
 * proxy that promises to drain with SIGTERM while an answer is in flight, which must still finish.
 * `test/helpers/doc-reader.ts` types a reader's commands, `test/helpers/doc-files.ts` runs the
 * files they save, `test/helpers/agent-answer.ts` asks the questions and reads the answers.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {CODE_LANGUAGES, commandsOf, extractBlocks} from '../helpers/doc-blocks.js';
import type {DocBlock} from '../helpers/doc-blocks.js';
import {createDocFiles, usedByNext} from '../helpers/doc-files.js';
import {createReaders, startUpstream} from '../helpers/doc-reader.js';
import type {DocReader} from '../helpers/doc-reader.js';
import {children, signalGroup} from '../helpers/processes.js';
import {BIN, ROOT, install, pack, sh, versionOf, write} from '../helpers/scratch-app.js';

const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

/** Packages the docs' recipes import, at the versions the lockfile pins (so the cache holds them). */
const RECIPE_PACKAGES = ['express', 'connect', 'hono', '@hono/node-server', 'tsx'];
/** What a TypeScript reader adds to type-check the recipes. */
const TYPE_PACKAGES = ['@types/node', '@types/express', '@types/connect'];

const scratch = mkdtempSync(join(tmpdir(), 'wac-docs-'));
const app = join(scratch, 'app');

const blocksOf = (doc: string): DocBlock[] =>
  extractBlocks(doc, readFileSync(join(ROOT, doc), 'utf8'));

const labelOf = (block: DocBlock): string => {
  const where = `${block.doc}:${String(block.line)}`;
  const marker = block.marker;
  if (marker?.action === 'run' && marker.file === undefined) {
    return `${where} $ ${commandsOf(block)[0]?.text.split('\n')[0] ?? ''}`;
  }
  if (marker?.action === 'run' || marker?.action === 'call') {
    return `${where} ${marker.action === 'call' ? 'call ' : ''}${marker.file ?? ''}`;
  }
  return where;
};

describe('extractBlocks', () => {
  it('should find fences, markers and commands with their lines', () => {
    const markdown = [
      'Text',
      '',
      '<!-- doc-test: run -->',
      '',
      '```sh',
      'npx a \\',
      '  --b   # c',
      '# a comment',
      'npx d',
      '```',
      '',
      '```ts',
      'x',
      '```',
    ].join('\n');
    const [shell, code] = extractBlocks('x.md', markdown);
    assert.ok(shell && code);
    assert.deepEqual(shell.marker, {action: 'run'});
    assert.equal(shell.line, 5);
    assert.deepEqual(commandsOf(shell), [
      {line: 6, text: 'npx a \\\n  --b   # c'},
      {line: 9, text: 'npx d'},
    ]);
    assert.equal(code.marker, undefined);
    assert.equal(code.lang, 'ts');
  });

  it('should name the place of a marker it cannot read', () => {
    assert.throws(
      () => extractBlocks('x.md', '<!-- doc-test: runn -->\n```sh\nls\n```\n'),
      /x\.md:1: .*not a marker/,
    );
  });
});

describe('the docs, run as a reader runs them, on the packed package', () => {
  let started = 0;
  const runnable = DOCS.map((doc) => ({
    doc,
    blocks: blocksOf(doc).filter((block) => block.marker !== undefined),
  })).filter(({blocks}) => blocks.length > 0);
  const files = createDocFiles();
  let readers = new Map<string, DocReader>();
  /** The reader of `doc`, once `before` has set their app up. */
  const readerOf = (doc: string): DocReader => {
    const reader = readers.get(doc);
    assert.ok(reader, `${doc} has no reader: the reader's app was not set up`);
    return reader;
  };

  before(async () => {
    started = performance.now();
    // `npm test` builds before this layer; the tarball is what a client would install.
    assert.ok(
      existsSync(join(ROOT, 'dist/server/proxy/index.js')),
      'dist/ is missing: run node scripts/build.mjs first',
    );
    const packed = await pack(scratch, {build: false});
    mkdirSync(app, {recursive: true});
    await sh('npm', ['init', '-y'], app);
    await install(app, [
      packed.tarball,
      ...[...RECIPE_PACKAGES, ...TYPE_PACKAGES].map((name) => `${name}@${versionOf(name)}`),
    ]);

    const upstream = await startUpstream(app, join(scratch, 'upstream'));
    readers = await createReaders(
      runnable.map(({doc}) => doc),
      {app, upstream},
    );
    console.log(`  packed and installed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });

  after(async () => {
    for (const child of children) signalGroup(child, 'SIGKILL');
    await files.stop();
    rmSync(scratch, {recursive: true, force: true});
    console.log(`  the docs' blocks ran in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });

  it('should find a doc-test marker on every block a reader might run', () => {
    const unmarked = DOCS.flatMap(blocksOf).filter(
      (block) => CODE_LANGUAGES.has(block.lang) && block.marker === undefined,
    );
    assert.deepEqual(
      unmarked.map((block) => `${block.doc}:${String(block.line)} (${block.lang})`),
      [],
      'these blocks have no <!-- doc-test: ... --> marker: run them, or skip them with a reason',
    );
  });

  // Documents run side by side, each in its folder, on its ports: most of a run is waiting. A
  // document's own blocks run in order, as its reader runs them.
  describe('each document, as its reader follows it', {concurrency: true}, () => {
    for (const {doc, blocks} of runnable) {
      describe(doc, {concurrency: 1}, () => {
        blocks.forEach((block, index) => {
          const where = `${doc}:${String(block.line)}`;
          const marker = block.marker;
          if (marker?.action === 'skip') {
            it(`${labelOf(block)} (${block.lang})`, {skip: `not run: ${marker.reason}`}, () => {});
            return;
          }
          it(labelOf(block), {timeout: 120_000}, async () => {
            const reader = readerOf(doc);
            if (marker?.action === 'call') {
              await files.callFile(reader, block, marker.file, where);
            } else if (marker?.file !== undefined) {
              await files.runFile(reader, block, marker.file, where, usedByNext(blocks, index));
            } else {
              for (const command of commandsOf(block)) {
                await reader.runCommand(command, `${doc}:${String(command.line)}`);
              }
            }
          });
        });
        it(`${doc}: its servers stop as their doc says (a proxy finishes its answers on SIGTERM)`, async () => {
          await readerOf(doc).stopAll();
        });
      });
    }
  });

  it('should type-check every TypeScript block it ran, as a reader with tsc would', async () => {
    const config = join(app, 'tsconfig.doc-test.json');
    write(
      config,
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: ['node'],
        },
        files: files.savedTypeScript.map((saved) => saved.path),
      }),
    );
    const result = await sh(process.execPath, [BIN.tsc, '-p', config], app).catch(
      (error: unknown) => ({stdout: (error as Error).message, stderr: ''}),
    );
    const errors = [...result.stdout.matchAll(/^(.+?)\((\d+),(\d+)\): (error .*)$/gm)].map(
      ([, file = '', line = '0', , message = '']) => {
        const saved = files.savedTypeScript.find((entry) => entry.path === resolve(app, file));
        const place = saved
          ? saved.firstLine === 1
            ? `${saved.where} line ${line}`
            : `${saved.where.replace(/:\d+$/, '')}:${String(saved.firstLine + Number(line) - 1)}`
          : file;
        return `${place}: ${message}`;
      },
    );
    assert.deepEqual(errors, [], 'a TypeScript reader gets these errors');
    assert.ok(files.savedTypeScript.length > 0, 'no TypeScript block ran');
  });
});
