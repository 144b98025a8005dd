/**
 * The `wealth-agent-proxy` command as installed from the tarball, started the two ways the docs
 * give (the `.bin` link, and `node` on its file as a container's exec-form CMD does), in front of
 * the installed simulator: it serves the real script-tag bundle, and SIGTERM lets the answer in
 * flight finish before it exits 0. And the command docs/proxy.md shows, run as written with its Redis.
 */
import assert from 'node:assert/strict';
import {randomUUID} from 'node:crypto';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {request} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {ensureStopped, seen, start} from '../helpers/processes.js';
import type {Child} from '../helpers/processes.js';
import {ROOT, install, pack, sh, versionOf, write} from '../helpers/scratch-app.js';
import {commandsOf, extractBlocks} from '../helpers/doc-blocks.js';
import {startRedis} from '../helpers/redis-server.js';

const GUIDE = 'docs/proxy.md';

const QUESTION = JSON.stringify({
  messages: [{role: 'user', content: 'How is a capital gain on shares taxed?'}],
  session_id: 'package-drain',
  language: 'en',
  residence: 'fr',
});

/** Waits for a line of `child`'s stdout that `pattern` matches, and returns its match. */
const line = async (child: Child, pattern: RegExp): Promise<RegExpExecArray> => {
  for (let tries = 0; tries < 300; tries++) {
    const match = pattern.exec(child.stdout());
    if (match) return match;
    assert.ok(child.running(), `it exited before printing ${String(pattern)}:\n${seen(child)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never printed ${String(pattern)}:\n${seen(child)}`);
};

/**
 * POSTs a question and resolves with its status and whole answer, and `first` once its first
 * event comes.
 */
const ask = (url: string, headers: Record<string, string> = {}) => {
  let firstBytes = () => {};
  const first = new Promise<void>((resolve) => (firstBytes = resolve));
  const answer = new Promise<{status: number; text: string}>((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: {'content-type': 'application/json', ...headers},
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('event: delta')) firstBytes();
      });
      res.on('end', () => {
        resolve({status: res.statusCode ?? 0, text});
      });
    });
    req.on('error', reject);
    req.end(QUESTION);
  });
  return {first, answer};
};

describe('the wealth-agent-proxy command, installed', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'wac-proxy-command-'));
  const app = join(scratch, 'app');
  const bin = (name: string) => join(app, 'node_modules/.bin', name);
  let simulator: Child;
  let baseUrl = '';
  let key = '';
  let tarball = '';

  before(async () => {
    tarball = (await pack(scratch, {build: false})).tarball;
    write(join(app, 'package.json'), JSON.stringify({name: 'scratch-proxy', private: true}));
    await install(app, [tarball]);
    key = (
      await sh(bin('wealth-agent-simulator'), ['keygen', '--client', 'bank'], app)
    ).stdout.trim();
    simulator = start(
      bin('wealth-agent-simulator'),
      ['serve', '--port', '0', '--pace', 'lifelike'],
      app,
      process.env,
    );
    baseUrl = (await line(simulator, /WEALTH_AGENT_BASE_URL=(\S+)/))[1] ?? '';
  });
  after(async () => {
    await ensureStopped(simulator);
    rmSync(scratch, {recursive: true, force: true});
  });

  const commands: Array<[string, () => [string, string[]]]> = [
    ['node_modules/.bin/wealth-agent-proxy', () => [bin('wealth-agent-proxy'), []]],
    [
      'node node_modules/wealth-agent-chat/dist/server/proxy/cli.js (the exec-form CMD)',
      () => [process.execPath, ['node_modules/wealth-agent-chat/dist/server/proxy/cli.js']],
    ],
  ];
  for (const [name, command] of commands) {
    it(`should serve the bundle and drain on SIGTERM, started as ${name}`, async () => {
      const [file, args] = command();
      const proxy = start(file, [...args, '--port', '0'], app, {
        ...process.env,
        WEALTH_AGENT_BASE_URL: baseUrl,
        WEALTH_AGENT_API_KEY: key,
      });
      try {
        const url = (await line(proxy, /Listening on (http:\/\/[\d.]+:\d+)/))[1] ?? '';
        const script = await fetch(`${url}/wealth-agent-chat.js`);
        assert.equal(script.status, 200);
        assert.match(script.headers.get('content-type') ?? '', /^text\/javascript/);
        assert.match(await script.text(), /wealth-agent-chat/);

        const {first, answer} = ask(`${url}/api/chat`);
        await first;
        // The signal goes to the process the command started, as an orchestrator sends it.
        proxy.process.kill('SIGTERM');
        await line(proxy, /"event":"closing"/);
        const ready = await fetch(`${url}/readyz`);
        assert.equal(ready.status, 503, 'not ready from the moment it drains');
        const {text} = await answer;
        assert.match(text, /event: done/, 'the answer in flight finished');
        assert.doesNotMatch(text, /event: error/);
        assert.deepEqual(await proxy.exited, {code: 0, signal: null}, seen(proxy));
        assert.match(proxy.stdout(), /"event":"closed"/);
      } finally {
        await ensureStopped(proxy);
      }
    });
  }

  // Before the next test, which installs `redis` beside the package as the docs say.
  it('should refuse to start with a Redis URL when the redis package is not installed', async () => {
    const proxy = start(
      bin('wealth-agent-proxy'),
      ['--port', '0', '--redis-url', 'redis://127.0.0.1:1'],
      app,
      {...process.env, WEALTH_AGENT_BASE_URL: baseUrl, WEALTH_AGENT_API_KEY: key},
    );
    try {
      assert.deepEqual(await proxy.exited, {code: 1, signal: null}, seen(proxy));
      assert.match(proxy.stdout(), /"event":"start_failed".*npm install redis/);
      assert.doesNotMatch(proxy.stdout(), /Listening on/);
    } finally {
      await ensureStopped(proxy);
    }
  });

  it('should run the command docs/proxy.md gives, as written, with its Redis', async () => {
    const block = extractBlocks(GUIDE, readFileSync(join(ROOT, GUIDE), 'utf8')).find((found) =>
      found.code.includes('wealth-agent-proxy --host'),
    );
    assert.ok(block, `${GUIDE} shows no wealth-agent-proxy command`);
    const [installing, ...starting] = commandsOf(block).map((command) => command.text);
    // The packages the reader installs, each from the tarball or the npm cache.
    const specs =
      /^npm install ([^#]+)/
        .exec(installing ?? '')?.[1]
        ?.trim()
        .split(/\s+/) ?? [];
    assert.ok(specs.includes('wealth-agent-chat'), `not an install: ${installing ?? ''}`);
    await install(
      app,
      specs.map((spec) => (spec === 'wealth-agent-chat' ? tarball : `${spec}@${versionOf(spec)}`)),
    );
    const redis = await startRedis();
    // Only the addresses and the key change; `exec`, as an orchestrator starts it.
    const script = starting
      .join('\n')
      .replace('https://agent.example.com', baseUrl)
      .replace('sk_live_...', key)
      .replace('--host 10.0.1.11', '--host 127.0.0.1 --port 0')
      .replace('redis://10.0.2.5:6379', redis.url)
      .replace(
        './node_modules/.bin/wealth-agent-proxy',
        'exec ./node_modules/.bin/wealth-agent-proxy',
      );
    const proxy = start('sh', ['-c', script], app, process.env);
    try {
      const url = (await line(proxy, /Listening on (http:\/\/[\d.]+:\d+)/))[1] ?? '';
      assert.equal((await fetch(`${url}/readyz`)).status, 200);
      // A double submit is refused by the shared store, not billed twice.
      const once = {'idempotency-key': randomUUID()};
      assert.equal((await ask(`${url}/api/chat`, once).answer).status, 200);
      assert.equal((await ask(`${url}/api/chat`, once).answer).status, 409, seen(proxy));
      assert.doesNotMatch(proxy.stdout(), /store_unavailable/);
      proxy.process.kill('SIGTERM');
      assert.deepEqual(await proxy.exited, {code: 0, signal: null}, seen(proxy));
    } finally {
      await ensureStopped(proxy);
      await redis.stop();
    }
  });
});
