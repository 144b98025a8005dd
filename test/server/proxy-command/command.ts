/**
 * The `wealth-agent-proxy` command run for real, as an operator runs it: one process, node
 * directly (with tsx here, which loads the TypeScript source in the same process), its JSON log
 * lines read from stdout.
 */
import {spawn} from 'node:child_process';
import {createInterface} from 'node:readline';
import {fileURLToPath} from 'node:url';
import {KEY} from '../proxy/harness.js';

export const CLI = fileURLToPath(new URL('../../../src/server/proxy/cli.ts', import.meta.url));

/** One line the command logged. */
export interface LogLine {
  time: string;
  level: string;
  event: string;
  message: string;
  status?: number;
  code?: string;
}

export interface ProxyCommand {
  /** `http://127.0.0.1:PORT`, from its `listening` line. */
  url: string;
  logs: LogLine[];
  /** Lines of stdout that were not JSON (none are expected). */
  strays: string[];
  stderr: () => string;
  /** Resolves once a line of this event has been logged. */
  logged(event: string): Promise<LogLine>;
  signal(signal: NodeJS.Signals): void;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Runs the command with `args`, its environment `env` (plus the key), and waits until it listens. */
export const startCommand = async (
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<ProxyCommand> => {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0', ...args], {
    env: {PATH: process.env['PATH'] ?? '', WEALTH_AGENT_API_KEY: KEY, ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const logs: LogLine[] = [];
  const strays: string[] = [];
  const waiters: Array<{event: string; resolve: (line: LogLine) => void}> = [];
  createInterface({input: child.stdout}).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      strays.push(text);
      return;
    }
    logs.push(line);
    for (const waiter of waiters.filter((each) => each.event === line.event)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const logged = (event: string) => {
    const seen = logs.find((line) => line.event === event);
    return seen
      ? Promise.resolve(seen)
      : new Promise<LogLine>((resolve) => waiters.push({event, resolve}));
  };
  const listening = await Promise.race([logged('listening'), exited.then(() => undefined)]);
  if (!listening) {
    throw new Error(
      `wealth-agent-proxy exited before listening:\n${stderr}\n${JSON.stringify(logs)}`,
    );
  }
  const url = /http:\/\/[^\s:]+:\d+/.exec(listening.message)?.[0] ?? '';
  return {
    url,
    logs,
    strays,
    stderr: () => stderr,
    logged,
    signal: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
};

/** Runs the command to its end (for `--help` and refused configurations). */
export const runCommand = (
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<{code: number | null; stdout: string; stderr: string}> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: {PATH: process.env['PATH'] ?? '', ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('close', (code) => {
      resolve({code, stdout, stderr});
    });
  });

/** One metric's value in Prometheus text, by its name and labels as written (`{a="b"}`). */
export const metric = (text: string, name: string, labels = ''): number | undefined => {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const [series, value] = line.split(' ');
    if (series === `${name}${labels}`) return Number(value);
  }
  return undefined;
};
