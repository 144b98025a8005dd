/**
 * Load and soak (issue 10): the proxy in front of the simulator, in a child process of its own,
 * driven over loopback HTTP by this process.
 *
 * 1. Soak: 1000 streams held in flight at once for 60 s; each one that ends is replaced at once.
 * 2. Sequential: 10 000 short conversations one after another.
 *
 * Every stream must end with `done`: any HTTP error, `error` event or broken stream counts as a
 * failure. The child's heap (after a full GC), RSS and open file descriptors are read before the
 * load and again once it ended (after keep-alive sockets had time to close) and printed as figures:
 * a leak shows as memory or descriptors that do not return to their baseline.
 *
 * Run: `npx tsx -e "import('./bench/soak.ts').then(m => m.benchSoak())"`; `WAC_SOAK_SECONDS`,
 * `WAC_SOAK_CONCURRENCY` and `WAC_SOAK_SEQUENTIAL` shrink it for a quick look.
 */
import {fork} from 'node:child_process';
import type {ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import {readdirSync} from 'node:fs';
import {Agent, createServer, request} from 'node:http';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {setTimeout as sleep} from 'node:timers/promises';
import {fileURLToPath} from 'node:url';

const ROLE_VARIABLE = 'WAC_SOAK_ROLE';
const number = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

type ChildMessage =
  | {type: 'ready'; url: string; unpaced: string}
  | {type: 'stats'; heap: number; rss: number; fds: number};
/** The one message the parent sends: asks for figures. */
interface ParentMessage {
  type: 'stats';
}

const openFds = (): number => {
  try {
    return readdirSync('/proc/self/fd').length;
  } catch {
    // Not Linux: descriptors cannot be counted here.
    return -1;
  }
};

const listen = async (server: Server): Promise<string> => {
  // A backlog above Node's 511, so that 1000 connections at once are not retried after a second.
  server.listen({port: 0, host: '127.0.0.1', backlog: 4096});
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/**
 * The child: two proxies, each in front of its own simulator, each on its own loopback server: one
 * streams at the simulator's fast pace (the soak's streams stay open a while), one unpaced (short
 * conversations).
 */
const runServers = async () => {
  const {createAgentProxy} = await import('../src/server/proxy/index.js');
  const {createAgentSimulator, createMemoryKeyStore, toNodeHandler} =
    await import('../src/server/simulator/index.js');
  const keyStore = createMemoryKeyStore();
  const apiKey = await keyStore.issue('soak');
  const start = async (pace: 'fast' | 'none') => {
    const simulator = createAgentSimulator({keyStore, pace, quotaTokens: Number.MAX_SAFE_INTEGER});
    const baseUrl = await listen(createServer(toNodeHandler(simulator)));
    const proxy = createAgentProxy({baseUrl, apiKey, onLog: () => undefined});
    return listen(createServer(toNodeHandler(proxy)));
  };
  const url = await start('fast');
  const unpaced = await start('none');
  const gc = (globalThis as {gc?: () => void}).gc;
  process.on('message', () => {
    // The only message the parent sends asks for figures.
    gc?.();
    gc?.();
    const {heapUsed, rss} = process.memoryUsage();
    process.send?.({type: 'stats', heap: heapUsed, rss, fds: openFds()} satisfies ChildMessage);
  });
  process.send?.({type: 'ready', url, unpaced} satisfies ChildMessage);
};

const askChild = async (child: ChildProcess): Promise<Extract<ChildMessage, {type: 'stats'}>> => {
  const reply = new Promise<Extract<ChildMessage, {type: 'stats'}>>((resolve) => {
    const handle = (message: ChildMessage) => {
      if (message.type !== 'stats') return;
      child.off('message', handle);
      resolve(message);
    };
    child.on('message', handle);
  });
  child.send({type: 'stats'} satisfies ParentMessage);
  return reply;
};

/**
 * One conversation: a question, its whole streamed answer. Resolves `ok` when it ended with
 * `done`, else why not: the HTTP status, the `error` event's code, or how the stream broke.
 */
const converse = (url: string, agent: Agent, index: number): Promise<string> =>
  new Promise((resolve) => {
    const body = JSON.stringify({
      messages: [{role: 'user', content: `How is wealth taxed? (${index})`}],
      session_id: `soak-${index}`,
      language: 'en',
      residence: 'fr',
      effort: 'low',
    });
    const req = request(
      url,
      {method: 'POST', agent, headers: {'content-type': 'application/json'}},
      (res) => {
        let tail = '';
        let problem = res.statusCode === 200 ? '' : `HTTP ${String(res.statusCode)}`;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          tail = (tail + chunk).slice(-4096);
          const code = /event: error\ndata: .*?"code":"(\w+)"/.exec(tail)?.[1];
          if (code && !problem) problem = `error event ${code}`;
        });
        res.on('end', () => {
          resolve(problem || (tail.includes('event: done') ? 'ok' : 'no done'));
        });
        res.on('error', (error) => {
          resolve(`response ${error.message}`);
        });
      },
    );
    req.on('error', (error) => {
      resolve(`request ${error.message}`);
    });
    req.end(body);
  });

/** Counts outcomes by reason. */
const tally = () => {
  const counts = new Map<string, number>();
  return {
    add: (reason: string) => counts.set(reason, (counts.get(reason) ?? 0) + 1),
    get ok() {
      return counts.get('ok') ?? 0;
    },
    get failed() {
      return [...counts].reduce((sum, [reason, n]) => sum + (reason === 'ok' ? 0 : n), 0);
    },
    get reasons() {
      const failures = [...counts].filter(([reason]) => reason !== 'ok');
      return failures.length === 0
        ? ''
        : ` (${failures.map(([reason, n]) => `${String(n)} × ${reason}`).join(', ')})`;
    },
  };
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Waits for the child's descriptors to settle (keep-alive sockets closing), at most `ms`. */
const settle = async (child: ChildProcess, baseline: number, ms: number) => {
  const until = Date.now() + ms;
  let stats = await askChild(child);
  while (stats.fds > baseline && Date.now() < until) {
    await sleep(500);
    stats = await askChild(child);
  }
  return stats;
};

/** `npm run bench`: prints the soak figures. */
export async function benchSoak(): Promise<void> {
  const seconds = number('WAC_SOAK_SECONDS', 60);
  const concurrency = number('WAC_SOAK_CONCURRENCY', 1000);
  const sequential = number('WAC_SOAK_SEQUENTIAL', 10_000);
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: {...process.env, [ROLE_VARIABLE]: 'servers'},
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const ready = new Promise<{url: string; unpaced: string}>((resolve) => {
      child.on('message', (message: ChildMessage) => {
        if (message.type === 'ready') resolve(message);
      });
    });
    const {url, unpaced} = await ready;
    // No keep-alive on the client side: every conversation is a new connection, the harder case.
    const agent = new Agent({keepAlive: false, maxSockets: Infinity});
    for (let i = 0; i < 20; i++) await converse(i % 2 ? url : unpaced, agent, i);
    await sleep(5000);
    const baseline = await askChild(child);

    console.log(`Soak: ${concurrency} concurrent streams through the proxy for ${seconds} s`);
    let started = 0;
    const soak = tally();
    const deadline = Date.now() + seconds * 1000;
    const lane = async () => {
      while (Date.now() < deadline) soak.add(await converse(url, agent, started++));
    };
    const soakStart = performance.now();
    await Promise.all(Array.from({length: concurrency}, lane));
    const soakSeconds = (performance.now() - soakStart) / 1000;
    const loaded = await askChild(child);
    console.log(
      `  ${soak.ok} streams completed, ${soak.failed} failed${soak.reasons}, ` +
        `${(soak.ok / soakSeconds).toFixed(0)} streams/s; ` +
        `right after: heap ${mb(loaded.heap)}, RSS ${mb(loaded.rss)}, ${loaded.fds} fds`,
    );

    console.log(`Sequential: ${sequential} short conversations, one after another`);
    const seq = tally();
    const seqStart = performance.now();
    for (let i = 0; i < sequential; i++) seq.add(await converse(unpaced, agent, started + i));
    const seqSeconds = (performance.now() - seqStart) / 1000;
    console.log(
      `  ${seq.ok} completed, ${seq.failed} failed${seq.reasons}, ` +
        `${((seqSeconds * 1000) / sequential).toFixed(1)} ms each`,
    );

    const end = await settle(child, baseline.fds, 15_000);
    console.log('Baseline → after the load (child: proxy + simulator, after a full GC)');
    console.log(
      `  heap ${mb(baseline.heap)} → ${mb(end.heap)} (${end.heap >= baseline.heap ? '+' : ''}${mb(end.heap - baseline.heap)})`,
    );
    console.log(`  RSS  ${mb(baseline.rss)} → ${mb(end.rss)}`);
    console.log(`  fds  ${baseline.fds} → ${end.fds}`);
    // The servers keep bounded caches (the simulator's prompt cache holds the last 10 000
    // sessions), so the heap may end above its baseline without leaking. A second round of as many
    // new conversations tells the two apart: a full bounded cache stays put, a leak grows again.
    for (let i = 0; i < sequential; i++)
      seq.add(await converse(unpaced, agent, started + sequential + i));
    const again = await settle(child, baseline.fds, 15_000);
    const growth = again.heap - end.heap;
    console.log(
      `  a second round of ${sequential} new conversations: heap ${mb(end.heap)} → ${mb(again.heap)} (${growth >= 0 ? '+' : ''}${mb(growth)}), ${again.fds} fds`,
    );
    agent.destroy();
    const leak = again.fds > baseline.fds || growth > 2 * 1024 * 1024;
    console.log(
      soak.failed + seq.failed === 0 && !leak
        ? '  no error, no failed stream, descriptors back to baseline, memory flat once caches are full'
        : `  ATTENTION: ${soak.failed + seq.failed} failed streams${leak ? ', memory or descriptors still growing' : ''}`,
    );
  } finally {
    child.kill();
  }
}

if (process.env[ROLE_VARIABLE] === 'servers') await runServers();
