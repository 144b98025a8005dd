/**
 * `npm run demo` as a newcomer runs it: stopped with SIGTERM it stops serving, and a busy port
 * says in one line how to choose another.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import type {ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import {createServer} from 'node:net';
import type {AddressInfo} from 'node:net';
import {describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const demo = (...args: string[]): {child: ChildProcess; out: () => string; err: () => string} => {
  const child = spawn('npm', ['run', '--silent', 'demo', '--', '--pace', 'none', ...args], {
    cwd: ROOT,
    env: {...process.env, WEALTH_AGENT_BASE_URL: '', WEALTH_AGENT_API_KEY: ''},
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return {child, out: () => out, err: () => err};
};

/** Resolves once `check` holds, or fails after `ms` (a generous bound, not a measurement). */
const until = async (check: () => boolean, what: string, ms = 60_000) => {
  for (const start = Date.now(); !check();) {
    assert.ok(Date.now() - start < ms, `timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const exited = (child: ChildProcess): Promise<unknown> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : once(child, 'exit');

describe('the demo server', () => {
  it('should stop serving when npm run demo gets SIGTERM', async () => {
    const run = demo('--port', '0');
    try {
      await until(() => /demo on (http:\S+)/.test(run.out()), 'the demo to start');
      const url = /demo on (http:\S+)/.exec(run.out())?.[1] ?? '';
      assert.equal((await fetch(`${url}api/status`)).status, 200);
      run.child.kill('SIGTERM');
      await until(
        () => run.child.exitCode !== null || run.child.signalCode !== null,
        'npm to exit',
      );
      // npm exiting is not enough: the server it started must be gone too.
      const served = () =>
        fetch(`${url}api/status`).then(
          () => true,
          () => false,
        );
      for (const start = Date.now(); await served();) {
        assert.ok(Date.now() - start < 15_000, 'the page is still served 15 s after SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      run.child.kill('SIGKILL');
    }
  });

  it('should say in one line how to choose another port when its own is busy', async () => {
    const blocker = createServer();
    blocker.listen(0, '127.0.0.1');
    await once(blocker, 'listening');
    const {port} = blocker.address() as AddressInfo;
    const run = demo('--port', String(port));
    try {
      await exited(run.child);
      assert.equal(run.child.exitCode, 1, run.err());
      // npm's own warnings about this machine's configuration are not the demo's.
      const lines = run
        .err()
        .trim()
        .split('\n')
        .filter((line) => !line.startsWith('npm warn'));
      assert.equal(lines.length, 1, `one line: ${run.err()}`);
      assert.match(lines[0] ?? '', new RegExp(`Port ${String(port)} .*in use.*--port`));
    } finally {
      run.child.kill('SIGKILL');
      blocker.close();
    }
  });
});
