/**
 * `docs/getting-started.md`, followed literally from an empty folder with the packed tarball: its
 * commands typed as written (the package name is the tarball's path, as the guide offers; the docs'
 * ports 3000 and 8787 become free ones; `sk_live_...` is the key `keygen` printed), its files saved
 * as written, the simulator and `server.mjs` started as the guide starts them, and a real Chromium
 * opening the page, asking a question and reading a sourced answer.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {chromium} from 'playwright';
import {chromiumLaunchOptions} from '../helpers/chromium.js';
import {commandsOf, extractBlocks} from '../helpers/doc-blocks.js';
import type {DocBlock} from '../helpers/doc-blocks.js';
import {readerEnv} from '../helpers/doc-reader.js';
import {accepts, ensureStopped, readyOrExit, seen, start, within} from '../helpers/processes.js';
import type {Child} from '../helpers/processes.js';
import {ROOT, pack, write} from '../helpers/scratch-app.js';
import {freePort} from '../helpers/redis-server.js';

const GUIDE = 'docs/getting-started.md';
const markdown = readFileSync(join(ROOT, GUIDE), 'utf8');
/** The plain HTML + Node part: what comes before the React section. */
const plainPart = markdown.slice(0, markdown.indexOf('\n## React'));

/** The file a block is saved as: "Save this as `index.html`:" just above it. */
const fileOf = (block: DocBlock): string | undefined => {
  const above = plainPart.split('\n').slice(0, block.line - 1);
  const said = above.filter((line) => line.trim() !== '' && !line.startsWith('<!--')).pop();
  return /^Save this as `([\w.-]+)`/.exec(said ?? '')?.[1];
};

describe('docs/getting-started.md, followed from an empty folder', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'wac-start-'));
  const folder = join(scratch, 'my-bank');
  const servers: Child[] = [];
  let tarball = '';
  let proxyPort = 0;
  let simulatorPort = 0;
  let key = '';

  before(async () => {
    assert.ok(
      existsSync(join(ROOT, 'dist/wealth-agent-chat.js')),
      'dist/ is missing: run node scripts/build.mjs first',
    );
    ({tarball} = await pack(scratch, {build: false}));
    mkdirSync(folder);
    proxyPort = await freePort();
    simulatorPort = await freePort();
  });

  after(async () => {
    for (const server of servers) await ensureStopped(server);
    rmSync(scratch, {recursive: true, force: true});
  });

  /** A command as the reader types it, with only what the guide tells them to fill in. */
  const asTyped = (text: string): string =>
    text
      .replace(/\bnpm install wealth-agent-chat\b/, `npm install ${tarball}`)
      .replace(/\bserve --keys\b/, `serve --port ${String(simulatorPort)} --keys`)
      .replaceAll('sk_live_...', key)
      .replace(/\b8787\b/g, String(simulatorPort))
      .replace(/\b3000\b/g, String(proxyPort));

  /** Starts a command that stays up, and waits until its port takes connections. */
  const serve = async (text: string, port: number, where: string) => {
    const child = start('sh', ['-c', text], folder, readerEnv());
    servers.push(child);
    const state = await readyOrExit(child, () => accepts(port), 30_000);
    assert.equal(
      state,
      'ready',
      `${where}: \`${text}\` is not serving; a reader sees:\n${seen(child)}`,
    );
  };

  const run = async (text: string, where: string): Promise<string> => {
    const child = start('sh', ['-c', text], folder, readerEnv());
    const exit = await within(child.exited, 180_000);
    assert.ok(
      exit !== 'timeout' && exit.code === 0,
      `${where}: \`${text}\` failed; a reader sees:\n${seen(child)}`,
    );
    return child.stdout();
  };

  it('should install, start the simulator and the server, as written', async () => {
    const blocks = extractBlocks(GUIDE, plainPart);
    for (const block of blocks) {
      const where = `${GUIDE}:${String(block.line)}`;
      const file = fileOf(block);
      if (file) {
        write(join(folder, file), asTyped(block.code));
        continue;
      }
      assert.ok(
        ['sh', 'bash'].includes(block.lang),
        `${where}: a ${block.lang} block, saved as what?`,
      );
      for (const command of commandsOf(block)) {
        const text = asTyped(command.text);
        const at = `${GUIDE}:${String(command.line)}`;
        if (/wealth-agent-simulator serve\b/.test(text)) await serve(text, simulatorPort, at);
        else if (/\bnode server\.mjs\b/.test(text)) await serve(text, proxyPort, at);
        else {
          const out = await run(text, at);
          if (/wealth-agent-simulator keygen\b/.test(text)) key = out.trim();
        }
      }
    }
    assert.match(key, /^sk_live_\w+$/, 'keygen printed no key to paste');
    assert.ok(existsSync(join(folder, 'index.html')), 'the guide saves no index.html');
    assert.ok(existsSync(join(folder, 'server.mjs')), 'the guide saves no server.mjs');
  });

  it('should answer a question on the page, with its sources, in Chromium', async () => {
    assert.ok(servers.length === 2, 'the simulator and server.mjs are not both running');
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`http://127.0.0.1:${String(proxyPort)}/`);
      const chat = page.locator('wealth-agent-chat');
      const input = chat.locator('[part~="input"]');
      await input.fill('Is there a wealth tax?');
      await input.press('Enter');
      const sources = chat.locator('[part~="sources"] a[href^="http"]');
      await sources.first().waitFor({timeout: 30_000});
      await chat.locator('[part~="send-button"]').waitFor({timeout: 30_000});
      const answer = await chat.locator('[part~="assistant-message"]').last().innerText();
      assert.match(answer, /wealth/i, `the answer on the page: ${answer}`);
      assert.ok((await sources.count()) > 0, 'the answer shows no source link');
      assert.equal(await chat.locator('[part~="error"]').count(), 0, 'the page shows an error');
      assert.deepEqual(errors, [], 'the console shows errors');
    } finally {
      await browser.close();
    }
  });
});
