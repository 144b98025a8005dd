/**
 * A reader following one document of the docs: a folder of their own in the reader's app, their own
 * stand-ins for the docs' ports, the servers they have started, the keys `keygen` printed them, and
 * the shell commands of the doc's `run` blocks typed one by one, as they are written (with only
 * the ports and the pasted key changed). `doc-files.ts` runs the blocks a reader saves as files.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {ask, assertAnswer, assertNoKey, body} from './agent-answer.js';
import type {ShellCommand} from './doc-blocks.js';
import {
  assertFree,
  ensureStopped,
  readyOrExit,
  seen,
  signalGroup,
  start,
  within,
} from './processes.js';
import type {Child} from './processes.js';
import {sh} from './scratch-app.js';
import {freePort} from './redis-server.js';

const KEY_PLACEHOLDER = 'sk_live_...';
const SERVE = /\bwealth-agent-simulator\s+serve\b/;

/** The environment of every command: the test's own, less what would decide the outcome. */
export const readerEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (
      !/^(npm_|WEALTH_AGENT_|NODE_TEST_CONTEXT$|NODE_OPTIONS$|INIT_CWD$|REDIS_URL$|PORT$)/.test(
        name,
      )
    ) {
      env[name] = value;
    }
  }
  return {
    ...env,
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
};

/** A command the reader's app installed: `tsx`, `wealth-agent-simulator`. */
export const appBin = (app: string, name: string): string => join(app, 'node_modules/.bin', name);

/** The agent service the docs' proxies call, as a simulator printed it. */
export interface Upstream {
  baseUrl: string;
  key: string;
}

/** Starts the agent service the proxies call: the installed simulator, as a reader starts it. */
export const startUpstream = async (app: string, dir: string): Promise<Upstream> => {
  mkdirSync(dir);
  const simulator = appBin(app, 'wealth-agent-simulator');
  const {stdout: key} = await sh(
    simulator,
    ['keygen', '--client', 'docs', '--keys', 'keys.json'],
    dir,
  );
  const child = start(
    simulator,
    ['serve', '--port', '0', '--pace', 'fast', '--keys', 'keys.json'],
    dir,
    readerEnv(),
  );
  const state = await readyOrExit(
    child,
    () => /WEALTH_AGENT_BASE_URL=\S+\n/.test(child.stdout()),
    30_000,
  );
  assert.equal(state, 'ready', `the simulator did not start: ${seen(child)}`);
  return {
    key: key.trim(),
    baseUrl: /WEALTH_AGENT_BASE_URL=(\S+)\n/.exec(child.stdout())?.[1] ?? '',
  };
};

export interface Server {
  /** The block that started it, for failure messages. */
  where: string;
  port: number;
  child: Child;
  /** The key file a `serve` reads. */
  keysFile?: string;
  stop: () => Promise<void>;
}

/** A reader's stand-ins for the docs' 3000 (a proxy) and 8787 (the simulator). */
export interface Ports {
  proxy: number;
  simulator: number;
}

const exitOf = async (child: Child, text: string, where: string) => {
  const exit = await within(child.exited, 60_000);
  if (exit === 'timeout') {
    signalGroup(child, 'SIGKILL');
    assert.fail(`${where}: \`${text}\` was still running after 60 s: ${seen(child)}`);
  }
  return exit;
};

export class DocReader {
  readonly dir: string;
  /** The reader's app: `npm init -y` with the tarball and the docs' packages installed. */
  readonly app: string;
  /** The agent service the doc's proxies call. */
  readonly upstream: Upstream;
  /** This reader's stand-ins for the docs' ports, its own so that documents run side by side. */
  readonly ports: Ports;
  readonly servers = new Map<number, Server>();
  /** Keys `keygen` printed, by key file. */
  private readonly keys = new Map<string, {key: string; client: string; revoked: boolean}>();
  private lastKey: string | undefined;

  constructor(
    readonly doc: string,
    {app, upstream, ports}: {app: string; upstream: Upstream; ports: Ports},
  ) {
    this.app = app;
    this.upstream = upstream;
    this.ports = ports;
    this.dir = join(app, doc.replace(/\.md$/, '').replace(/[^\w]+/g, '-'));
    mkdirSync(this.dir, {recursive: true});
  }

  /** The doc's ports replaced by this run's stand-ins. */
  withPorts(text: string): string {
    return text
      .replace(/\b3000\b/g, String(this.ports.proxy))
      .replace(/\b8787\b/g, String(this.ports.simulator));
  }

  portOf(code: string, where: string): number {
    if (/\b3000\b/.test(code)) return this.ports.proxy;
    if (/\b8787\b/.test(code)) return this.ports.simulator;
    throw new Error(`${where}: the block listens on no port the docs use (3000 or 8787)`);
  }

  async stopServer(port: number): Promise<void> {
    const server = this.servers.get(port);
    if (!server) return;
    this.servers.delete(port);
    await server.stop();
  }

  async stopAll(): Promise<void> {
    for (const port of [...this.servers.keys()]) await this.stopServer(port);
  }

  /** Runs one command of a shell block, as the reader types it, and checks what it printed. */
  async runCommand(command: ShellCommand, where: string): Promise<void> {
    const text = this.prepare(command);
    if (SERVE.test(text)) {
      await this.serve(text, where);
      return;
    }
    const keysFile = this.keysFileOf(text);
    const known = this.keys.get(keysFile);
    const revoking = /\bwealth-agent-simulator\s+revoke\b/.test(text);
    const serving = [...this.servers.values()].find((server) => server.keysFile === keysFile);
    const agentUrl = serving && `http://127.0.0.1:${String(serving.port)}/api/agent`;

    const child = start('sh', ['-c', text], this.dir, readerEnv());
    const exit = await exitOf(child, text, where);
    assert.equal(
      exit.code,
      0,
      `${where}: \`${text}\` exited with ${String(exit.code ?? exit.signal)}; a reader sees:\n${seen(child)}`,
    );
    const out = child.stdout();

    if (/\bwealth-agent-simulator\s+keygen\b/.test(text)) {
      const key = out.trim();
      assert.match(
        key,
        /^sk_live_[0-9A-Za-z]{40}$/,
        `${where}: keygen should print one key: ${out}`,
      );
      assert.ok(existsSync(keysFile), `${where}: keygen wrote no ${keysFile}`);
      assert.ok(
        !readFileSync(keysFile, 'utf8').includes(key),
        `${where}: the key file holds the key`,
      );
      const client = /--client\s+(\S+)/.exec(text)?.[1] ?? '';
      this.keys.set(keysFile, {key, client, revoked: false});
      this.lastKey = key;
    } else if (revoking) {
      assert.match(out, /Revoked [1-9]\d* keys?\./, `${where}: revoke revoked nothing: ${out}`);
      if (known) known.revoked = true;
      if (known && agentUrl) {
        // "A running server honours it on its next request, no restart."
        const refused = await ask(agentUrl, {key: known.key});
        assert.equal(
          refused.status,
          401,
          `${where}: the running simulator still accepts the revoked key (${String(refused.status)})`,
        );
      }
    } else if (/\bwealth-agent-simulator\s+list\b/.test(text)) {
      for (const [file, entry] of this.keys) {
        if (file !== keysFile) continue;
        assert.ok(!out.includes(entry.key), `${where}: list shows a key`);
        assert.match(
          out,
          new RegExp(
            `^${entry.client}\\s+\\S+\\s+${entry.revoked ? 'yes' : 'no'}\\s+[0-9a-f]{8}$`,
            'm',
          ),
          `${where}: list should show ${entry.client} as ${entry.revoked ? '' : 'not '}revoked: ${out}`,
        );
      }
    } else if (/^curl\b/.test(text)) {
      assertAnswer(out, where, `\`${command.text.split('\n')[0] ?? ''}\``);
      assertNoKey(out, [this.upstream.key], where, 'the curl');
    } else if (/^npm install\b/.test(text)) {
      const words = text
        .replace(/\s#.*$/gm, '')
        .trim()
        .split(/\s+/);
      for (const name of words.slice(2).filter((word) => /^[@\w]/.test(word))) {
        const installed = join(
          this.app,
          'node_modules',
          name.replace(/(.)@.*$/, '$1'),
          'package.json',
        );
        assert.ok(existsSync(installed), `${where}: \`${text}\` did not install ${name}`);
      }
    }
  }

  private keysFileOf(command: string): string {
    const keys = /--keys\s+(\S+)/.exec(command)?.[1] ?? './simulator-keys.json';
    return resolve(this.dir, keys);
  }

  private prepare(command: ShellCommand): string {
    // A reader runs the docs' commands at the root of the project that installed the package,
    // where `./node_modules/.bin` is; this doc's folder sits one level below it.
    let text = this.withPorts(command.text).replace(
      /(^|\s)\.\/node_modules\/\.bin\//gm,
      `$1${join(this.app, 'node_modules/.bin')}/`,
    );
    if (this.lastKey !== undefined) text = text.split(KEY_PLACEHOLDER).join(this.lastKey);
    if (SERVE.test(text) && !/--port\b/.test(text)) {
      text = text.replace(SERVE, (serve) => `${serve} --port ${String(this.ports.simulator)}`);
    }
    return text;
  }

  private async serve(text: string, where: string): Promise<void> {
    const port = Number(/--port\s+(\d+)/.exec(text)?.[1] ?? this.ports.simulator);
    await this.stopServer(port);
    await assertFree(port, where);
    const child = start('sh', ['-c', text], this.dir, readerEnv());
    const listening = `Agent simulator listening on http://127.0.0.1:${String(port)} (POST /api/agent)`;
    const state = await readyOrExit(child, () => child.stdout().includes(listening), 30_000);
    if (state !== 'ready') {
      signalGroup(child, 'SIGKILL');
      assert.fail(
        `${where}: \`${text}\` did not print "${listening}"; a reader sees:\n${seen(child)}`,
      );
    }
    const baseUrl = new RegExp(
      `For the proxy: WEALTH_AGENT_BASE_URL=http://127\\.0\\.0\\.1:${String(port)}\\n`,
    );
    // The line after "listening" may come in a read of its own (a CI run checked in between).
    await readyOrExit(child, () => baseUrl.test(child.stdout()), 5_000);
    assert.match(
      child.stdout(),
      baseUrl,
      `${where}: serve does not print the bare base URL the proxy wants: ${child.stdout()}`,
    );
    const keysFile = this.keysFileOf(text);
    this.servers.set(port, {
      where,
      port,
      child,
      keysFile,
      // Ctrl+C, as a reader stops it.
      stop: async () => {
        signalGroup(child, 'SIGINT');
        await ensureStopped(child);
      },
    });
    const known = this.keys.get(keysFile);
    if (known && !known.revoked) {
      const answer = await ask(`http://127.0.0.1:${String(port)}/api/agent`, {
        key: known.key,
        firstEventOnly: true,
      });
      assert.equal(
        answer.status,
        200,
        `${where}: serve refused the key keygen printed: ${body(answer.text)}`,
      );
    }
  }
}

/** One reader per document, each in a folder of `app`, on ports no other reader has. */
export const createReaders = async (
  docs: readonly string[],
  {app, upstream}: {app: string; upstream: Upstream},
): Promise<Map<string, DocReader>> => {
  const taken = new Set<number>();
  const port = async (): Promise<number> => {
    let candidate = await freePort();
    while (taken.has(candidate)) candidate = await freePort();
    taken.add(candidate);
    return candidate;
  };
  const readers = new Map<string, DocReader>();
  for (const doc of docs) {
    const ports = {proxy: await port(), simulator: await port()};
    readers.set(doc, new DocReader(doc, {app, upstream, ports}));
  }
  return readers;
};
