import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {mkdtemp, readFile, readdir, rm, stat} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {execFileSync} from 'node:child_process';
import {createAgentProxy} from '../../../src/server/proxy/index.js';
import type {ProxyLogEntry} from '../../../src/server/proxy/index.js';
import {
  CLARIFY_TRIGGER,
  SIMULATOR_FAULTS,
  createAgentSimulator,
  createFileKeyStore,
  createMemoryKeyStore,
  hashApiKey,
} from '../../../src/server/simulator/index.js';
import type {FetchHandler} from '../../../src/server/simulator/index.js';

/** Anything in shipped code that looks like a credential. */
const KEY_LIKE = [
  /sk_live_[A-Za-z0-9]{16,}/,
  /sk-[A-Za-z0-9]{32,}/,
  /AKIA[0-9A-Z]{16}/,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /gh[pousr]_[A-Za-z0-9]{36}/,
  /xox[abprs]-[A-Za-z0-9-]{10,}/,
  /Bearer [A-Za-z0-9._-]{20,}/,
];

const body = (content: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    messages: [{role: 'user', content}],
    session_id: 'secrets-test',
    language: 'en',
    ...extra,
  });

const post = (text: string, headers: Record<string, string> = {}) =>
  new Request('http://proxy.test/api/chat', {
    method: 'POST',
    headers: {'content-type': 'application/json', ...headers},
    body: text,
  });

/** Everything a response exposes: status line, every header, the whole body. */
const transcript = async (response: Response): Promise<string> =>
  [
    String(response.status),
    ...[...response.headers].map(([name, value]) => `${name}: ${value}`),
    await response.text(),
  ].join('\n');

const walk = async (dir: string): Promise<string[]> => {
  const files: string[] = [];
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await walk(path)));
    else files.push(path);
  }
  return files;
};

/**
 * Issue 10: the key never leaves the proxy. Every response (status, headers, body) and every log
 * line of a run that goes through every path (answers, thinking, clarifications, each simulator
 * fault, each refusal, an upstream that echoes the key, a revoked key) is searched for it.
 */
describe('secrets', () => {
  const seen: string[] = [];
  const logs: ProxyLogEntry[] = [];
  let apiKey = '';
  const original = {error: console.error, warn: console.warn, log: console.log, info: console.info};

  before(() => {
    // Whatever anything prints during the run is part of what is searched.
    for (const name of ['error', 'warn', 'log', 'info'] as const) {
      console[name] = (...args: unknown[]) => {
        seen.push(args.map(String).join(' '));
      };
    }
  });

  after(() => {
    Object.assign(console, original);
  });

  it('should keep the key out of every response and log line of a full run', async () => {
    const keyStore = createMemoryKeyStore();
    apiKey = await keyStore.issue('secrets');
    const upstreams: Record<string, FetchHandler> = {
      normal: createAgentSimulator({keyStore, pace: 'none'}),
      ...Object.fromEntries(
        SIMULATOR_FAULTS.map((fault) => [
          fault,
          createAgentSimulator({
            keyStore,
            pace: 'none',
            faults: {[fault]: fault === 'stall' || fault === 'slow-first-byte' ? 50 : true},
          }),
        ]),
      ),
      // A careless upstream that echoes the Authorization header in its error.
      echo: (request) =>
        Promise.resolve(
          Response.json(
            {
              error: {
                code: 'invalid_value',
                message: `Bad header ${request.headers.get('authorization') ?? ''}`,
                field: request.headers.get('authorization'),
              },
            },
            {status: 400},
          ),
        ),
      echo401: (request) =>
        Promise.resolve(
          new Response(`denied for ${request.headers.get('authorization') ?? ''}`, {status: 401}),
        ),
    };
    const proxyFor = (upstream: FetchHandler) =>
      createAgentProxy({
        baseUrl: 'http://upstream.test',
        apiKey,
        idleTimeoutMs: 2000,
        onLog: (entry) => logs.push(entry),
        fetch: async (input, init) => upstream(new Request(input, init)),
      });

    const requests: Array<[string, Request]> = [
      ['normal', post(body('How is wealth taxed in France?'))],
      [
        'normal',
        post(body('Wie wird Vermögen besteuert?', {language: 'de', extended_thinking: true})),
      ],
      ['normal', post(body(`${CLARIFY_TRIGGER} my situation`))],
      ['normal', post('{not json')],
      ['normal', post(body('x', {residence: 'xx'}))],
      ['normal', post(JSON.stringify({session_id: 'x'}))],
      ['normal', post(body('x'), {'content-type': 'text/plain'})],
      ['normal', new Request('http://proxy.test/api/chat', {method: 'GET'})],
      ['normal', post(body('x'), {authorization: 'Bearer sk_live_fromthebrowser0000000000'})],
      ...SIMULATOR_FAULTS.map((fault): [string, Request] => [fault, post(body('Answer please'))]),
      ['echo', post(body('x'))],
      ['echo401', post(body('x'))],
    ];
    for (const [name, request] of requests) {
      const upstream = upstreams[name];
      assert.ok(upstream);
      seen.push(await transcript(await proxyFor(upstream)(request)));
    }
    await keyStore.revoke('secrets');
    const upstream = upstreams['normal'];
    assert.ok(upstream);
    seen.push(await transcript(await proxyFor(upstream)(post(body('after revoke')))));

    seen.push(...logs.map((entry) => JSON.stringify(entry)));
    const secret = apiKey.slice('sk_live_'.length);
    const leaks = seen.filter((line) => line.includes(secret) || line.includes(hashApiKey(apiKey)));
    assert.deepEqual(leaks, [], 'a response or log line carries the key or its hash');
    // The run did exercise the paths it claims to: answers, refusals and upstream failures.
    const transcripts = seen.join('\n');
    assert.match(transcripts, /event: done/);
    assert.match(transcripts, /event: clarification/);
    assert.match(transcripts, /\n400\n|^400\n/m);
    assert.ok(
      logs.some((entry) => entry.event === 'configuration'),
      'the revoked key was logged',
    );
    assert.ok(transcripts.includes('[redacted]'), 'the echoed key was redacted');
  });

  it('should ship no key-like string in the built package', async () => {
    let dist = join(process.cwd(), 'dist');
    let scratch: string | undefined;
    if (!existsSync(join(dist, 'index.js'))) {
      scratch = await mkdtemp(join(tmpdir(), 'wac-hardening-dist-'));
      execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json', '--outDir', scratch], {
        stdio: 'ignore',
      });
      dist = scratch;
    }
    try {
      const files = await walk(dist);
      assert.ok(
        files.some((file) => file.endsWith('.js')),
        'the package was built',
      );
      const hits: string[] = [];
      for (const file of files) {
        const text = await readFile(file, 'utf8');
        for (const pattern of KEY_LIKE) {
          const match = pattern.exec(text);
          if (match) hits.push(`${file}: ${match[0]}`);
        }
      }
      assert.deepEqual(hits, []);
    } finally {
      if (scratch) await rm(scratch, {recursive: true, force: true});
    }
  });

  it('should create the simulator key file readable by its owner only, whatever the umask', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wac-hardening-keys-'));
    const previous = process.umask(0);
    try {
      const store = createFileKeyStore(join(dir, 'keys.json'));
      const key = await store.issue('owner-only');
      assert.equal((await stat(join(dir, 'keys.json'))).mode & 0o777, 0o600);
      await store.revoke(key);
      assert.equal((await stat(join(dir, 'keys.json'))).mode & 0o777, 0o600, 'after a rewrite too');
      const text = await readFile(join(dir, 'keys.json'), 'utf8');
      assert.ok(!text.includes(key), 'the file holds the hash, never the key');
    } finally {
      process.umask(previous);
      await rm(dir, {recursive: true, force: true});
    }
  });
});
