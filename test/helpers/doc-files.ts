/**
 * The blocks a reader saves as the file their `doc-test` marker names, run as their platform runs
 * them: a server file started with the environment the docs tell the reader to set, asked a
 * question, and stopped as it promises (a drain on SIGTERM); a Next.js route or a Worker called
 * through the handler it exports. Every TypeScript file saved is kept for the final type check.
 */
import assert from 'node:assert/strict';
import {randomUUID} from 'node:crypto';
import {dirname, join} from 'node:path';
import {createClient} from 'redis';
import {QUESTION, ask, assertAnswer, assertNoKey, body} from './agent-answer.js';
import type {Asked} from './agent-answer.js';
import type {DocBlock} from './doc-blocks.js';
import {appBin, readerEnv} from './doc-reader.js';
import type {DocReader, Server} from './doc-reader.js';
import {
  accepts,
  assertFree,
  ensureStopped,
  readyOrExit,
  seen,
  signalGroup,
  start,
  within,
} from './processes.js';
import type {Child} from './processes.js';
import {write} from './scratch-app.js';
import {startRedis} from './redis-server.js';
import type {RedisProcess} from './redis-server.js';

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

export interface Saved {
  path: string;
  where: string;
  /** Line of the document where the file's first line is. */
  firstLine: number;
}

/** A block's own folder: the recipes of one doc are all `server.ts`, each type-checked as written. */
const folderOf = (reader: DocReader, block: DocBlock): string =>
  join(reader.dir, `line-${String(block.line)}`);

/** Whether the doc's next block to run talks to the server `block` starts, on its port. */
export const usedByNext = (blocks: readonly DocBlock[], index: number): boolean => {
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
 * What runs the blocks saved as files, with what they share across documents: the TypeScript files
 * saved so far, and the Redis the first block that needs one starts.
 */
export const createDocFiles = () => {
  const savedTypeScript: Saved[] = [];
  let redis: RedisProcess | undefined;

  const fileEnv = (reader: DocReader, code: string): NodeJS.ProcessEnv => ({
    ...readerEnv(),
    WEALTH_AGENT_BASE_URL: reader.upstream.baseUrl,
    WEALTH_AGENT_API_KEY: reader.upstream.key,
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

  /** Saves a block as the file its marker names, with the reader's own modules it imports. */
  const save = (reader: DocReader, block: DocBlock, file: string, where: string): string => {
    const path = join(folderOf(reader, block), file);
    write(path, reader.withPorts(block.code));
    if (/\.m?ts$/.test(file)) savedTypeScript.push({path, where, firstLine: block.line + 1});
    provideOwnModules(block, dirname(path), where);
    return path;
  };

  const checkProxy = async (
    reader: DocReader,
    port: number,
    block: DocBlock,
    where: string,
    file: string,
  ) => {
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
    assertNoKey(answer.text + answer.headers, [reader.upstream.key], where, file);

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

  /**
   * Runs a server file and checks it. It goes on running while the doc's next block talks to it
   * (the README's curl); otherwise it is stopped at once, so that a failure to stop is its own.
   */
  const runFile = async (
    reader: DocReader,
    block: DocBlock,
    file: string,
    where: string,
    keepRunning: boolean,
  ): Promise<void> => {
    save(reader, block, file, where);
    const port = reader.portOf(block.code, where);
    if (block.code.includes('createRedisStore') || block.code.includes('REDIS_URL')) {
      redis ??= await startRedis();
    }
    await reader.stopServer(port);
    await assertFree(port, where);
    // TypeScript as the docs say to run it: `node --import tsx`, one process that gets the signal.
    const args = /\.m?ts$/.test(file) ? ['--import', 'tsx', file] : [file];
    const child = start(
      process.execPath,
      args,
      folderOf(reader, block),
      fileEnv(reader, block.code),
    );
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
        await checkProxy(reader, port, block, where, file);
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

  /** Saves a block that exports a handler and calls it as its platform would. */
  const callFile = async (
    reader: DocReader,
    block: DocBlock,
    file: string,
    where: string,
  ): Promise<void> => {
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
    const child = start(
      appBin(reader.app, 'tsx'),
      [driver, question],
      folder,
      fileEnv(reader, block.code),
    );
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
    assertNoKey(answer.text + answer.headers, [reader.upstream.key], where, file);
  };

  return {
    /** Every TypeScript file saved so far, with the place in its doc, for the type check. */
    savedTypeScript: savedTypeScript as readonly Saved[],
    runFile,
    callFile,
    /** Stops the Redis a block started, if one did. */
    stop: async (): Promise<void> => {
      await redis?.stop();
    },
  };
};
