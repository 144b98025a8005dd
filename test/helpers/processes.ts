/**
 * Processes a test starts and must be able to stop whatever happens: each in a process group of
 * its own (so that `npx`, `sh -c` or tsx and what they start are signalled together), its output
 * kept for failure messages, and every one still running listed for the final clean-up.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import type {ChildProcess} from 'node:child_process';
import {connect} from 'node:net';

export const tail = (text: string, length = 2_000): string =>
  text.length > length ? `…${text.slice(-length)}` : text;

export interface Child {
  process: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<{code: number | null; signal: NodeJS.Signals | null}>;
  running: () => boolean;
}

export const children = new Set<Child>();

/** Starts a process in a group of its own, so that it and whatever it starts can be signalled. */
export const start = (
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Child => {
  const spawned = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let running = true;
  spawned.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  spawned.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<{code: number | null; signal: NodeJS.Signals | null}>((done) => {
    spawned.once('close', (code, signal) => {
      running = false;
      done({code, signal});
    });
    spawned.once('error', (error) => {
      stderr += String(error);
      running = false;
      done({code: -1, signal: null});
    });
  });
  const child: Child = {
    process: spawned,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    running: () => running,
  };
  children.add(child);
  void exited.then(() => children.delete(child));
  return child;
};

export const signalGroup = (child: Child, signal: NodeJS.Signals): void => {
  if (!child.running() || child.process.pid === undefined) return;
  try {
    process.kill(-child.process.pid, signal);
  } catch {
    // Already gone.
  }
};

export const within = async <T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((done) => {
    timer = setTimeout(() => {
      done('timeout');
    }, ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

export const sleep = (ms: number) =>
  new Promise<void>((done) => {
    setTimeout(done, ms);
  });

/** Whether something on this machine accepts TCP connections on `port` now. */
export const accepts = (port: number): Promise<boolean> =>
  new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => {
      done(false);
    });
  });

/** A server about to start must find its port free, or the test would talk to an older one. */
export const assertFree = async (port: number, where: string): Promise<void> => {
  assert.ok(
    !(await accepts(port)),
    `${where}: port ${String(port)} is still taken by a server an earlier block started`,
  );
};

/** Waits until `ready()` (a server is up) or until `child` exits, at most `ms`. */
export const readyOrExit = async (
  child: Child,
  ready: () => boolean | Promise<boolean>,
  ms: number,
): Promise<'ready' | 'exited' | 'timeout'> => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!child.running()) return 'exited';
    if (await ready()) return 'ready';
    await sleep(100);
  }
  return 'timeout';
};

/** Whatever happened before, `child` and what it started are gone once this returns. */
export const ensureStopped = async (child: Child): Promise<void> => {
  child.process.kill('SIGTERM');
  if ((await within(child.exited, 10_000)) === 'timeout') signalGroup(child, 'SIGKILL');
  await child.exited;
};

/** What a reader sees of a process that stopped or misbehaved: its output. */
export const seen = (child: Child): string =>
  `${tail(child.stderr()) || '(nothing on stderr)'}${child.stdout() ? `\nstdout: ${tail(child.stdout(), 500)}` : ''}`;

/** A server process (nginx, Prometheus) with its stderr kept for the message if it fails to start. */
export const spawnServer = (
  command: string,
  args: readonly string[],
): {child: ChildProcess; stderr: () => string; exited: Promise<void>} => {
  const child = spawn(command, args, {stdio: ['ignore', 'ignore', 'pipe']});
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  return {child, stderr: () => stderr, exited};
};
