/**
 * The `wealth-agent-proxy` command as installed from the tarball, started the two ways the docs
 * give (the `.bin` link, and `node` on its file as a container's exec-form CMD does), in front of
 * the installed simulator: it serves the real script-tag bundle, and SIGTERM lets the answer in
 * flight finish before it exits 0.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import {request} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {ensureStopped, seen, start} from '../helpers/processes.js';
import type {Child} from '../helpers/processes.js';
import {install, pack, sh, write} from '../helpers/scratch-app.js';

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

/** POSTs a question and resolves with the whole answer, and `first` once its first bytes come. */
const ask = (url: string) => {
  let firstBytes = () => {};
  const first = new Promise<void>((resolve) => (firstBytes = resolve));
  const answer = new Promise<string>((resolve, reject) => {
    const req = request(url, {method: 'POST', headers: {'content-type': 'application/json'}});
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('event: delta')) firstBytes();
      });
      res.on('end', () => {
        resolve(text);
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

  before(async () => {
    const packed = await pack(scratch, {build: false});
    write(join(app, 'package.json'), JSON.stringify({name: 'scratch-proxy', private: true}));
    await install(app, [packed.tarball]);
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
        const text = await answer;
        assert.match(text, /event: done/, 'the answer in flight finished');
        assert.doesNotMatch(text, /event: error/);
        assert.deepEqual(await proxy.exited, {code: 0, signal: null}, seen(proxy));
        assert.match(proxy.stdout(), /"event":"closed"/);
      } finally {
        await ensureStopped(proxy);
      }
    });
  }
});
