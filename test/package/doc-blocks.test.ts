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
 */
import assert from 'node:assert/strict';
import {randomUUID} from 'node:crypto';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {createClient} from 'redis';
import {CODE_LANGUAGES, commandsOf, extractBlocks} from '../helpers/doc-blocks.js';
import type {DocBlock, ShellCommand} from '../helpers/doc-blocks.js';
import {
  accepts,
  assertFree,
  children,
  ensureStopped,
  readyOrExit,
  seen,
  signalGroup,
  start,
  within,
} from '../helpers/processes.js';
import type {Child} from '../helpers/processes.js';
import {BIN, ROOT, install, pack, sh, versionOf, write} from '../helpers/scratch-app.js';
import {freePort, startRedis} from '../server/multi-instance/redis-server.js';
import type {RedisProcess} from '../server/multi-instance/redis-server.js';

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

/** Modules a doc imports and calls "your own": the reader writes them, so the test does. */
const READERS_OWN: Record<string, {file: string; text: string}> = {
  './auth.js': {
    file: 'auth.ts',
    text: `/** The reader's own session lookup, which the docs import from './auth.js'. */
export const getSessionUser = (cookie: string | null): Promise<{id: string} | undefined> =>
  Promise.resolve(cookie?.includes('sid=') ? {id: 'user-1'} : undefined);
`,
  },
};

const QUESTION = {
  messages: [{role: 'user', content: 'Is there a wealth tax?'}],
  residence: 'ch',
  language: 'en',
  extended_thinking: false,
  effort: null,
};

const KEY_PLACEHOLDER = 'sk_live_...';
const SERVE = /\bwealth-agent-simulator\s+serve\b/;

/** The environment of every command: the test's own, less what would decide the outcome. */
const baseEnv = (): NodeJS.ProcessEnv => {
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

/** An HTTP body as a reader would read it: an HTML error page as its text, the start of it. */
const body = (text: string): string => {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 500 ? `${plain.slice(0, 500)}…` : plain;
};

// ---------------------------------------------------------------------------------------------
// What a reader sees over HTTP

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

const parseSse = (text: string): SseEvent[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n\n')
    .flatMap((block) => {
      const event = /^event: ?(.*)$/m.exec(block)?.[1];
      const data = /^data: ?(.*)$/m.exec(block)?.[1];
      if (event === undefined || data === undefined) return [];
      try {
        return [{event, data: JSON.parse(data) as Record<string, unknown>}];
      } catch {
        return [{event, data: {unparsed: data}}];
      }
    });

/** Asserts an answer as the element needs it: deltas, then metadata, then done, which repeats them. */
const assertAnswer = (text: string, where: string, what: string): void => {
  const events = parseSse(text);
  const names = events.map((event) => event.event);
  const summary = `${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …, ' + names.slice(-2).join(', ') : ''}`;
  const shown = `${where}: ${what} should stream event: delta … event: metadata, event: done; a reader sees ${
    names.length === 0
      ? `no event at all: ${body(text)}`
      : `${String(names.length)} events (${summary})`
  }`;
  assert.ok(names[0] === 'delta', shown);
  const done = names.indexOf('done');
  assert.ok(done === names.length - 1, shown);
  assert.ok(names.lastIndexOf('metadata') > names.lastIndexOf('delta'), shown);
  const content = events
    .filter((event) => event.event === 'delta')
    .map((event) => (event.data['delta'] as {content?: string} | undefined)?.content ?? '')
    .join('');
  const final = (events[done]?.data['final_message'] as {content?: string} | undefined)?.content;
  assert.equal(final, content, `${where}: ${what}: done's final_message is not the deltas' text`);
};

const assertNoKey = (text: string, keys: readonly string[], where: string, what: string): void => {
  for (const key of keys) {
    assert.ok(!text.includes(key), `${where}: ${what} shows the API key to the browser`);
  }
};

interface Asked {
  status: number;
  type: string;
  headers: string;
  text: string;
}

/** POSTs a question as the element does; `onFirstDelta` runs once the answer has begun. */
const ask = async (
  url: string,
  {
    key,
    idempotencyKey = randomUUID(),
    onFirstDelta,
    firstEventOnly = false,
  }: {
    key?: string;
    idempotencyKey?: string;
    onFirstDelta?: () => void;
    firstEventOnly?: boolean;
  } = {},
): Promise<Asked> => {
  const controller = new AbortController();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
      ...(key === undefined ? {} : {authorization: `Bearer ${key}`}),
    },
    body: JSON.stringify({...QUESTION, session_id: randomUUID()}),
    signal: controller.signal,
  }).catch((error: unknown) => {
    throw new Error(`nothing answered at ${url}: ${String(error)}`, {cause: error});
  });
  let text = '';
  const decoder = new TextDecoder();
  if (response.body) {
    const reader = response.body.getReader();
    let begun = false;
    for (;;) {
      const {done, value} = await reader.read();
      if (done) break;
      text += decoder.decode(value, {stream: true});
      if (!begun && text.includes('event: delta')) {
        begun = true;
        onFirstDelta?.();
        if (firstEventOnly) {
          controller.abort();
          break;
        }
      }
    }
  }
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    headers: JSON.stringify([...response.headers]),
    text,
  };
};

// ---------------------------------------------------------------------------------------------
// The reader's app and one reader per document

interface Upstream {
  baseUrl: string;
  key: string;
}

interface Server {
  /** The block that started it, for failure messages. */
  where: string;
  port: number;
  child: Child;
  /** The key file a `serve` reads. */
  keysFile?: string;
  stop: () => Promise<void>;
}

interface Saved {
  path: string;
  where: string;
  /** Line of the document where the file's first line is. */
  firstLine: number;
}

const scratch = mkdtempSync(join(tmpdir(), 'wac-docs-'));
const app = join(scratch, 'app');
const savedTypeScript: Saved[] = [];
let upstream: Upstream;
let redis: RedisProcess | undefined;

const appBin = (name: string) => join(app, 'node_modules/.bin', name);

/** The doc's ports replaced by this run's stand-ins. */
const withPorts = (reader: Reader, text: string): string =>
  text
    .replace(/\b3000\b/g, String(reader.ports.proxy))
    .replace(/\b8787\b/g, String(reader.ports.simulator));

const portOf = (reader: Reader, code: string, where: string): number => {
  if (/\b3000\b/.test(code)) return reader.ports.proxy;
  if (/\b8787\b/.test(code)) return reader.ports.simulator;
  throw new Error(`${where}: the block listens on no port the docs use (3000 or 8787)`);
};

class Reader {
  readonly dir: string;
  readonly servers = new Map<number, Server>();
  /** Keys `keygen` printed, by key file. */
  readonly keys = new Map<string, {key: string; client: string; revoked: boolean}>();
  lastKey: string | undefined;
  /** This reader's stand-ins for the docs' ports, its own so that documents run side by side. */
  readonly ports = {proxy: 0, simulator: 0};

  constructor(readonly doc: string) {
    this.dir = join(app, doc.replace(/\.md$/, '').replace(/[^\w]+/g, '-'));
    mkdirSync(this.dir, {recursive: true});
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

  keysFileOf(command: string): string {
    const keys = /--keys\s+(\S+)/.exec(command)?.[1] ?? './simulator-keys.json';
    return resolve(this.dir, keys);
  }
}

// ---------------------------------------------------------------------------------------------
// Running each kind of block

const fileEnv = (code: string): NodeJS.ProcessEnv => ({
  ...baseEnv(),
  WEALTH_AGENT_BASE_URL: upstream.baseUrl,
  WEALTH_AGENT_API_KEY: upstream.key,
  ...(code.includes('REDIS_URL') && redis ? {REDIS_URL: redis.url} : {}),
});

/** Writes the modules a block imports from the reader's own code. */
const provideOwnModules = (block: DocBlock, dir: string, where: string): void => {
  for (const match of block.code.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)) {
    const specifier = match[1] ?? '';
    const own = READERS_OWN[specifier];
    if (!own) {
      throw new Error(
        `${where}: imports ${specifier}, which neither the doc nor the test provides`,
      );
    }
    write(join(dir, own.file), own.text);
    if (!savedTypeScript.some((saved) => saved.path === join(dir, own.file))) {
      savedTypeScript.push({
        path: join(dir, own.file),
        where: `the test's ${own.file}`,
        firstLine: 1,
      });
    }
  }
};

/** A block's own folder: the recipes of one doc are all `server.ts`, each type-checked as written. */
const folderOf = (reader: Reader, block: DocBlock): string =>
  join(reader.dir, `line-${String(block.line)}`);

/** Saves a block as the file its marker names, with the reader's own modules it imports. */
const save = (reader: Reader, block: DocBlock, file: string, where: string): string => {
  const path = join(folderOf(reader, block), file);
  write(path, withPorts(reader, block.code));
  if (/\.m?ts$/.test(file)) savedTypeScript.push({path, where, firstLine: block.line + 1});
  provideOwnModules(block, dirname(path), where);
  return path;
};

const checkProxy = async (port: number, block: DocBlock, where: string, file: string) => {
  const url = `http://127.0.0.1:${String(port)}/api/chat`;
  const idempotencyKey = randomUUID();
  const answer = await ask(url, {idempotencyKey});
  assert.equal(
    answer.status,
    200,
    `${where}: ${file} answered a question with ${String(answer.status)}: ${body(answer.text)}`,
  );
  assert.match(
    answer.type,
    /^text\/event-stream/,
    `${where}: ${file} did not answer with a stream`,
  );
  assertAnswer(answer.text, where, `a question POSTed to ${file}`);
  assertNoKey(answer.text + answer.headers, [upstream.key], where, file);

  if (block.code.includes('createRedisStore')) {
    const again = await ask(url, {idempotencyKey});
    assert.equal(
      again.status,
      409,
      `${where}: the same Idempotency-Key twice should get 409 (the element's double submit), got ${String(again.status)}`,
    );
    assert.ok(redis, 'no Redis was started');
    const client = createClient({url: redis.url});
    await client.connect();
    try {
      const stored = await client.keys('wac:*');
      assert.ok(
        stored.some((key) => key.startsWith('wac:idem:')),
        `${where}: Redis holds no wac:idem: key: the store is not shared (${stored.join(', ')})`,
      );
    } finally {
      await client.close();
    }
  }
};

const checkSimulatorFile = async (child: Child, port: number, where: string, file: string) => {
  const url = `http://127.0.0.1:${String(port)}/api/agent`;
  const refused = await ask(url, {key: 'sk_live_not-a-key'});
  assert.equal(refused.status, 401, `${where}: ${file} should refuse an unknown key with 401`);
  const printed = /WEALTH_AGENT_API_KEY=(sk_live_\w+)/.exec(child.stdout())?.[1];
  assert.ok(printed, `${where}: ${file} does not print the key a reader needs: ${seen(child)}`);
  const answer = await ask(url, {key: printed});
  assert.equal(answer.status, 200, `${where}: ${file} refused its own key: ${body(answer.text)}`);
  assertAnswer(answer.text, where, `a question to ${file}`);
};

/** SIGTERM with an answer in flight: a file that promises to drain must finish it, then exit 0. */
const drain = async (server: Server, block: DocBlock, where: string, file: string) => {
  if (!/closeOnSignal|SIGTERM/.test(block.code)) {
    server.child.process.kill('SIGTERM');
    return;
  }
  let signalled = false;
  const answer = await ask(`http://127.0.0.1:${String(server.port)}/api/chat`, {
    onFirstDelta: () => {
      signalled = true;
      server.child.process.kill('SIGTERM');
    },
  });
  assert.ok(
    signalled,
    `${where}: ${file} never began an answer to stop with SIGTERM (${String(answer.status)}): ${body(answer.text)}`,
  );
  assertAnswer(answer.text, where, `an answer in flight when ${file} was sent SIGTERM`);
  const exit = await within(server.child.exited, 30_000);
  if (exit === 'timeout') {
    assert.fail(`${where}: ${file} was still running 30 s after SIGTERM: ${seen(server.child)}`);
  }
  assert.equal(
    exit.code,
    0,
    `${where}: ${file} exited with ${String(exit.code ?? exit.signal)} after SIGTERM: ${seen(server.child)}`,
  );
};

/**
 * Runs a server file and checks it. It goes on running while the doc's next block talks to it
 * (the README's curl); otherwise it is stopped at once, so that a failure to stop is its own.
 */
const runFile = async (
  reader: Reader,
  block: DocBlock,
  file: string,
  where: string,
  keepRunning: boolean,
) => {
  save(reader, block, file, where);
  const port = portOf(reader, block.code, where);
  if (block.code.includes('createRedisStore') || block.code.includes('REDIS_URL')) {
    redis ??= await startRedis();
  }
  await reader.stopServer(port);
  await assertFree(port, where);
  const command = /\.m?ts$/.test(file) ? appBin('tsx') : process.execPath;
  const child = start(command, [file], folderOf(reader, block), fileEnv(block.code));
  // A server file prints nothing when it is up: it is ready when its port takes connections.
  const state = await readyOrExit(child, () => accepts(port), 30_000);
  if (state !== 'ready') {
    signalGroup(child, 'SIGKILL');
    const exit = await child.exited;
    assert.fail(
      `${where}: \`${file}\` ${
        state === 'exited' ? `exited with ${String(exit.code ?? exit.signal)}` : 'ran 30 s'
      } without listening on port ${block.code.includes('3000') ? '3000' : '8787'}; a reader sees:\n${seen(child)}`,
    );
  }
  const server: Server = {
    where,
    port,
    child,
    stop: async () => {
      try {
        await drain(server, block, where, file);
      } finally {
        await ensureStopped(child);
      }
    },
  };
  reader.servers.set(port, server);
  try {
    if (block.code.includes("'wealth-agent-chat/proxy'")) {
      await checkProxy(port, block, where, file);
    } else {
      await checkSimulatorFile(child, port, where, file);
    }
  } catch (error) {
    // Its failure is this block's: the next block finds the port free, not a broken server.
    reader.servers.delete(port);
    await ensureStopped(child);
    throw error;
  }
  if (!keepRunning) await reader.stopServer(port);
};

/** Whether the doc's next block to run talks to the server `block` starts, on its port. */
const usedByNext = (blocks: readonly DocBlock[], index: number): boolean => {
  const block = blocks[index];
  const next = blocks.slice(index + 1).find((other) => other.marker?.action !== 'skip');
  const port = block && /\b(3000|8787)\b/.exec(block.code)?.[1];
  return (
    next !== undefined &&
    port !== undefined &&
    next.marker?.action === 'run' &&
    next.marker.file === undefined &&
    new RegExp(`\\b${port}\\b`).test(next.code)
  );
};

const callFile = async (reader: Reader, block: DocBlock, file: string, where: string) => {
  save(reader, block, file, where);
  const folder = folderOf(reader, block);
  const driver = join(folder, 'doc-test-call.ts');
  const target = './' + file;
  write(
    driver,
    `import * as target from '${target}';

type Handler = (request: Request, env?: unknown, context?: unknown) => Promise<Response> | Response;
const exported = target as unknown as {POST?: Handler; default?: {fetch?: Handler}};

const main = async () => {
  const request = new Request('http://127.0.0.1/api/chat', {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: process.argv[2],
  });
  let response: Response;
  if (exported.POST) {
    response = await exported.POST(request);
  } else if (exported.default?.fetch) {
    // Workers have no process.env: the bindings are the only place the recipe may read.
    const env = {...process.env};
    delete process.env.WEALTH_AGENT_BASE_URL;
    delete process.env.WEALTH_AGENT_API_KEY;
    response = await exported.default.fetch(request, env, {waitUntil() {}, passThroughOnException() {}});
  } else {
    throw new Error('it exports neither POST (a Next.js route) nor default.fetch (a Worker)');
  }
  const text = await response.text();
  process.stdout.write(JSON.stringify({status: response.status, type: response.headers.get('content-type') ?? '', headers: JSON.stringify([...response.headers]), text}));
};
void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
`,
  );
  const question = JSON.stringify({...QUESTION, session_id: randomUUID()});
  const child = start(appBin('tsx'), [driver, question], folder, fileEnv(block.code));
  const exit = await within(child.exited, 60_000);
  if (exit === 'timeout') signalGroup(child, 'SIGKILL');
  assert.ok(
    exit !== 'timeout' && exit.code === 0,
    `${where}: calling ${file}'s handler failed; a reader sees:\n${seen(child)}`,
  );
  const answer = JSON.parse(child.stdout()) as Asked;
  assert.equal(
    answer.status,
    200,
    `${where}: ${file} answered ${String(answer.status)}: ${body(answer.text)}`,
  );
  assertAnswer(answer.text, where, `a question to ${file}`);
  assertNoKey(answer.text + answer.headers, [upstream.key], where, file);
};

// Shell blocks -------------------------------------------------------------------------------

const prepare = (reader: Reader, command: ShellCommand): string => {
  let text = withPorts(reader, command.text);
  if (reader.lastKey !== undefined) text = text.split(KEY_PLACEHOLDER).join(reader.lastKey);
  if (SERVE.test(text) && !/--port\b/.test(text)) {
    text = text.replace(SERVE, (serve) => `${serve} --port ${String(reader.ports.simulator)}`);
  }
  return text;
};

const serveCommand = async (reader: Reader, text: string, where: string) => {
  const port = Number(/--port\s+(\d+)/.exec(text)?.[1] ?? reader.ports.simulator);
  await reader.stopServer(port);
  await assertFree(port, where);
  const child = start('sh', ['-c', text], reader.dir, baseEnv());
  const listening = `Agent simulator listening on http://127.0.0.1:${String(port)} (POST /api/agent)`;
  const state = await readyOrExit(child, () => child.stdout().includes(listening), 30_000);
  if (state !== 'ready') {
    signalGroup(child, 'SIGKILL');
    assert.fail(
      `${where}: \`${text}\` did not print "${listening}"; a reader sees:\n${seen(child)}`,
    );
  }
  assert.match(
    child.stdout(),
    new RegExp(`For the proxy: WEALTH_AGENT_BASE_URL=http://127\\.0\\.0\\.1:${String(port)}\\n`),
    `${where}: serve does not print the bare base URL the proxy wants: ${child.stdout()}`,
  );
  const keysFile = reader.keysFileOf(text);
  reader.servers.set(port, {
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
  const known = reader.keys.get(keysFile);
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
};

const exitOf = async (child: Child, text: string, where: string) => {
  const exit = await within(child.exited, 60_000);
  if (exit === 'timeout') {
    signalGroup(child, 'SIGKILL');
    assert.fail(`${where}: \`${text}\` was still running after 60 s: ${seen(child)}`);
  }
  return exit;
};

const shellCommand = async (reader: Reader, command: ShellCommand, where: string) => {
  const text = prepare(reader, command);
  if (SERVE.test(text)) {
    await serveCommand(reader, text, where);
    return;
  }
  const keysFile = reader.keysFileOf(text);
  const known = reader.keys.get(keysFile);
  const revoking = /\bwealth-agent-simulator\s+revoke\b/.test(text);
  const serving = [...reader.servers.values()].find((server) => server.keysFile === keysFile);
  const agentUrl = serving && `http://127.0.0.1:${String(serving.port)}/api/agent`;

  const child = start('sh', ['-c', text], reader.dir, baseEnv());
  const exit = await exitOf(child, text, where);
  assert.equal(
    exit.code,
    0,
    `${where}: \`${text}\` exited with ${String(exit.code ?? exit.signal)}; a reader sees:\n${seen(child)}`,
  );
  const out = child.stdout();

  if (/\bwealth-agent-simulator\s+keygen\b/.test(text)) {
    const key = out.trim();
    assert.match(key, /^sk_live_[0-9A-Za-z]{40}$/, `${where}: keygen should print one key: ${out}`);
    assert.ok(existsSync(keysFile), `${where}: keygen wrote no ${keysFile}`);
    assert.ok(
      !readFileSync(keysFile, 'utf8').includes(key),
      `${where}: the key file holds the key`,
    );
    const client = /--client\s+(\S+)/.exec(text)?.[1] ?? '';
    reader.keys.set(keysFile, {key, client, revoked: false});
    reader.lastKey = key;
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
    for (const [file, entry] of reader.keys) {
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
    assertNoKey(out, [upstream.key], where, 'the curl');
  } else if (/^npm install\b/.test(text)) {
    const words = text
      .replace(/\s#.*$/gm, '')
      .trim()
      .split(/\s+/);
    for (const name of words.slice(2).filter((word) => /^[@\w]/.test(word))) {
      const installed = join(app, 'node_modules', name.replace(/(.)@.*$/, '$1'), 'package.json');
      assert.ok(existsSync(installed), `${where}: \`${text}\` did not install ${name}`);
    }
  }
};

// ---------------------------------------------------------------------------------------------

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

void describe('extractBlocks', () => {
  void it('should find fences, markers and commands with their lines', () => {
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

  void it('should name the place of a marker it cannot read', () => {
    assert.throws(
      () => extractBlocks('x.md', '<!-- doc-test: runn -->\n```sh\nls\n```\n'),
      /x\.md:1: .*not a marker/,
    );
  });
});

void describe('the docs, run as a reader runs them, on the packed package', () => {
  let started = 0;
  const runnable = DOCS.map((doc) => ({
    doc,
    blocks: blocksOf(doc).filter((block) => block.marker !== undefined),
  })).filter(({blocks}) => blocks.length > 0);
  const readers = new Map(runnable.map(({doc}) => [doc, new Reader(doc)]));

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

    // The agent service the proxies call: the installed simulator, as a reader starts it.
    const dir = join(scratch, 'upstream');
    mkdirSync(dir);
    const simulator = appBin('wealth-agent-simulator');
    const {stdout: key} = await sh(
      simulator,
      ['keygen', '--client', 'docs', '--keys', 'keys.json'],
      dir,
    );
    const child = start(
      simulator,
      ['serve', '--port', '0', '--pace', 'fast', '--keys', 'keys.json'],
      dir,
      baseEnv(),
    );
    const state = await readyOrExit(
      child,
      () => /WEALTH_AGENT_BASE_URL=\S+\n/.test(child.stdout()),
      30_000,
    );
    assert.equal(state, 'ready', `the simulator did not start: ${seen(child)}`);
    upstream = {
      key: key.trim(),
      baseUrl: /WEALTH_AGENT_BASE_URL=(\S+)\n/.exec(child.stdout())?.[1] ?? '',
    };
    const taken = new Set<number>();
    const port = async (): Promise<number> => {
      let candidate = await freePort();
      while (taken.has(candidate)) candidate = await freePort();
      taken.add(candidate);
      return candidate;
    };
    for (const reader of readers.values()) {
      reader.ports.proxy = await port();
      reader.ports.simulator = await port();
    }
    console.log(`  packed and installed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });

  after(async () => {
    for (const child of children) signalGroup(child, 'SIGKILL');
    await redis?.stop();
    rmSync(scratch, {recursive: true, force: true});
    console.log(`  the docs' blocks ran in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });

  void it('should find a doc-test marker on every block a reader might run', () => {
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
  void describe('each document, as its reader follows it', {concurrency: true}, () => {
    for (const {doc, blocks} of runnable) {
      const reader = readers.get(doc);
      if (!reader) continue;
      void describe(doc, {concurrency: 1}, () => {
        blocks.forEach((block, index) => {
          const where = `${doc}:${String(block.line)}`;
          const marker = block.marker;
          if (marker?.action === 'skip') {
            void it(
              `${labelOf(block)} (${block.lang})`,
              {skip: `not run: ${marker.reason}`},
              () => {},
            );
            return;
          }
          void it(labelOf(block), {timeout: 120_000}, async () => {
            if (marker?.action === 'call') {
              await callFile(reader, block, marker.file, where);
            } else if (marker?.file !== undefined) {
              await runFile(reader, block, marker.file, where, usedByNext(blocks, index));
            } else {
              for (const command of commandsOf(block)) {
                await shellCommand(reader, command, `${doc}:${String(command.line)}`);
              }
            }
          });
        });
        void it(`${doc}: its servers stop as their doc says (a proxy finishes its answers on SIGTERM)`, async () => {
          await reader.stopAll();
        });
      });
    }
  });

  void it('should type-check every TypeScript block it ran, as a reader with tsc would', async () => {
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
        files: savedTypeScript.map((saved) => saved.path),
      }),
    );
    const result = await sh(process.execPath, [BIN.tsc, '-p', config], app).catch(
      (error: unknown) => ({stdout: (error as Error).message, stderr: ''}),
    );
    const errors = [...result.stdout.matchAll(/^(.+?)\((\d+),(\d+)\): (error .*)$/gm)].map(
      ([, file = '', line = '0', , message = '']) => {
        const saved = savedTypeScript.find((entry) => entry.path === resolve(app, file));
        const place = saved
          ? saved.firstLine === 1
            ? `${saved.where} line ${line}`
            : `${saved.where.replace(/:\d+$/, '')}:${String(saved.firstLine + Number(line) - 1)}`
          : file;
        return `${place}: ${message}`;
      },
    );
    assert.deepEqual(errors, [], 'a TypeScript reader gets these errors');
    assert.ok(savedTypeScript.length > 0, 'no TypeScript block ran');
  });
});
