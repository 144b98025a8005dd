import assert from 'node:assert/strict';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import type {Server} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {main} from '../../../src/server/simulator/cli.js';
import {createFileKeyStore, hashApiKey} from '../../../src/server/simulator/index.js';

let dir = '';
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wac-cli-'));
});
after(async () => {
  await rm(dir, {recursive: true, force: true});
});

const run = async (...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  let server: Server | undefined;
  const code = await main(argv, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    onServer: (started) => {
      server = started;
    },
  });
  return {code, out: out.join('\n'), err: err.join('\n'), server};
};

/** `serve` on a free port, answering at once, with the keys of `keys`. */
const serve = (keys: string, ...argv: string[]) =>
  run('serve', '--port', '0', '--pace', 'none', '--keys', keys, ...argv);

/** The agent's URL from what `serve` prints: the bare base URL the proxy wants, plus the path. */
const agentUrl = (out: string): string => {
  const origin = /^For the proxy: WEALTH_AGENT_BASE_URL=(http:\/\/\S+)$/m.exec(out)?.[1];
  assert.ok(origin, `serve prints the base URL to use: ${out}`);
  assert.doesNotMatch(origin, /\/api\/agent/, 'bare, without the path');
  return `${origin}/api/agent`;
};

describe('wealth-agent-simulator CLI', () => {
  it('should create a key, show it once, and store only its hash', async () => {
    const keys = join(dir, 'keys.json');
    const result = await run('keygen', '--client', 'acme', '--keys', keys);
    assert.equal(result.code, 0);
    const key = result.out.trim();
    assert.match(key, /^sk_live_\w{32,}$/);
    assert.match(result.err, /will not be shown again/);
    const file = await readFile(keys, 'utf8');
    assert.ok(!file.includes(key) && file.includes(hashApiKey(key)));
    assert.deepEqual(await createFileKeyStore(keys).verify(key), {client: 'acme'});
  });

  it('should list keys as a table and revoke by client or by key', async () => {
    const keys = join(dir, 'list.json');
    const acme = (await run('keygen', '--client', 'acme', '--keys', keys)).out.trim();
    const beta = (await run('keygen', '--client', 'beta', '--keys', keys)).out.trim();
    const listed = await run('list', '--keys', keys);
    assert.equal(listed.code, 0);
    const lines = listed.out.split('\n');
    assert.match(lines[0] ?? '', /^CLIENT\s+CREATED\s+REVOKED\s+FINGERPRINT$/);
    assert.match(
      lines[1] ?? '',
      new RegExp(`^acme\\s+\\S+\\s+no\\s+${hashApiKey(acme).slice(0, 8)}$`),
    );
    assert.ok(!listed.out.includes(acme) && !listed.out.includes(hashApiKey(acme)));

    assert.equal((await run('revoke', '--key', beta, '--keys', keys)).out, 'Revoked 1 key.');
    assert.equal((await run('revoke', '--client', 'acme', '--keys', keys)).out, 'Revoked 1 key.');
    const after = await run('list', '--keys', keys);
    assert.match(after.out, /acme\s+\S+\s+yes/);
    assert.match(after.out, /beta\s+\S+\s+yes/);
    assert.equal(await createFileKeyStore(keys).verify(acme), undefined);
  });

  it('should exit 2 with a clear message on bad usage', async () => {
    const keys = join(dir, 'usage.json');
    for (const argv of [
      [],
      ['launch'],
      ['keygen', '--keys', keys],
      ['revoke', '--keys', keys],
      ['revoke', '--client', 'a', '--key', 'b', '--keys', keys],
      ['list', '--client', 'acme'],
      ['list', '--bogus'],
      ['serve', '--port', 'eighty'],
      ['serve', '--pace', 'slow'],
      ['serve', '--fault', 'explode'],
      ['serve', '--fault', 'stall=later'],
      ['keygen', '--client', 'acme', '--fault', 'drop'],
    ]) {
      const result = await run(...argv);
      assert.equal(result.code, 2, `${argv.join(' ')} must exit 2`);
      assert.match(result.err, /Usage: wealth-agent-simulator/);
    }
    const help = await run('--help');
    assert.equal(help.code, 0);
    assert.match(help.out, /keygen/);
  });

  it('should exit 1 naming the file when the key file is corrupt', async () => {
    const keys = join(dir, 'corrupt.json');
    await import('node:fs/promises').then((fs) => fs.writeFile(keys, 'not json'));
    const result = await run('list', '--keys', keys);
    assert.equal(result.code, 1);
    assert.ok(result.err.includes(keys));
  });

  it('should serve the simulator and warn when the key file is missing', async () => {
    const result = await serve(join(dir, 'none.json'));
    assert.equal(result.code, 0);
    assert.match(result.err, /does not exist/);
    const url = agentUrl(result.out);
    assert.ok(result.server);
    try {
      const response = await fetch(url, {method: 'POST', body: '{}'});
      assert.equal(response.status, 401);
    } finally {
      await new Promise((resolve) => result.server?.close(resolve));
    }
  });

  it('should stage the --fault flags on every request, and say so', async () => {
    const keys = join(dir, 'faults.json');
    const key = (await run('keygen', '--client', 'acme', '--keys', keys)).out.trim();
    const result = await serve(keys, '--fault', 'slow-first-byte=100', '--fault', 'http-429');
    assert.equal(result.code, 0, result.err);
    assert.match(result.err, /Faults staged on every request: slow-first-byte=100, http-429/);
    const url = agentUrl(result.out);
    assert.ok(result.server);
    try {
      const started = Date.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: {authorization: `Bearer ${key}`},
        body: JSON.stringify({messages: [{role: 'user', content: 'Income tax?'}], session_id: 's'}),
      });
      assert.equal(response.status, 429);
      assert.ok(Date.now() - started >= 90, 'slow-first-byte delays the refusal too');
      assert.equal(
        ((await response.json()) as {error: {code: string}}).error.code,
        'quota_exceeded',
      );
    } finally {
      result.server.closeAllConnections();
      await new Promise((resolve) => result.server?.close(resolve));
    }
  });

  it('should name the unknown fault and list the known ones', async () => {
    const result = await run('serve', '--port', '0', '--fault', 'explode');
    assert.equal(result.code, 2);
    assert.match(
      result.err,
      /--fault: Unknown fault "explode": use one of error-mid-stream, http-429/,
    );
  });
});
