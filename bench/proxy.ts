/**
 * The proxy's overhead (issues 5 and 18): 100, 500 and 1000 concurrent streams of 200 events each,
 * straight to the upstream, through a bare byte pipe and through the proxy, in the same run, over
 * real loopback HTTP.
 *
 * Separate processes, so that no one event loop is shared by two roles: a scripted upstream
 * (child), the proxy behind `toNodeHandler` on `node:http` (child), the bare pipe (child: `node:http`
 * forwarding the request and `pipeline` on the response, nothing checked; the ceiling any proxy
 * on Node can reach), and this process as load generator.
 * The upstream is scripted, not the simulator: the simulator's answers are far shorter than 200
 * events. It answers like the simulator with `pace: 'none'`, one event per turn of its event loop.
 *
 * - events/s: N streams started at once, unpaced; all events received / time until the last
 *   stream ended. The ratio is proxied / direct (aim at least 0.8).
 * - added latency per event: each stream paced at one event per 40 ms (the simulator's lifelike
 *   rate, like a hosted model), every event
 *   carrying the upstream's send time (`performance.timeOrigin + now()`, one clock for all local
 *   processes); latency = arrival - send. Added = proxied - direct at the same percentile.
 *   The steady-state p99 leaves out each stream's first events: at N streams started at once they
 *   arrive while the relay is still taking the other requests, so their latency is the cost of
 *   opening N streams, not of relaying events.
 * - CPU per event: the proxy's and the pipe's `process.cpuUsage()` (user + system) over the
 *   unpaced run, divided by the events it relayed.
 * - memory per open stream: a fresh proxy process per N, warmed up; N streams are held open (one
 *   event sent, the rest withheld) and the proxy's memory after a full GC, minus the same before,
 *   is divided by N (aim at most 64 KB).
 *
 * Run: `npx tsx -e "import('./bench/proxy.ts').then(m => m.benchProxy())"` (about six minutes).
 * `PROXY_BENCH_PROFILE=DIR` writes the proxy's CPU profile (`--cpu-prof`) of each level into DIR.
 */
import {fork} from 'node:child_process';
import type {ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import {Agent, createServer, request} from 'node:http';
import {pipeline} from 'node:stream/promises';
import type {IncomingMessage, Server, ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {setImmediate as turn} from 'node:timers/promises';
import {fileURLToPath} from 'node:url';
import {createAgentProxy, toNodeHandler} from '../src/server/proxy/index.js';

const EVENTS = 200;
// The simulator's lifelike pace: 1-3 tokens per event at 30-60 tokens/s, about 25 events/s.
const PACE_MS = 40;
const LEVELS = [100, 500, 1000] as const;
/** Rounds per level, each figure their median. */
const ROUNDS = 3;
const KEY = 'sk_live_bench0000000000000000000000';
const ROLE_VARIABLE = 'WAC_PROXY_BENCH_ROLE';
/**
 * The first events of each stream, which arrive while the relay is still taking the other streams'
 * requests: their latency is reported apart from the steady state after them.
 */
const OPENING_EVENTS = 5;

/** How the scripted upstream answers, chosen by the `session_id` prefix the proxy forwards. */
type Mode = 'unpaced' | 'paced' | 'hold';

type ChildMessage =
  | {type: 'ready'; url: string}
  | {type: 'memory'; heap: number; rss: number}
  | {type: 'cpu'; micros: number}
  | {type: 'released'};
type ParentMessage = {type: 'memory'} | {type: 'cpu'} | {type: 'release'};

/** Answers the parent's questions about this process's memory and CPU time. */
const answerProbes = () => {
  const gc = (globalThis as {gc?: () => void}).gc;
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'memory') {
      gc?.();
      gc?.();
      const usage = process.memoryUsage();
      send({type: 'memory', heap: usage.heapUsed + usage.external, rss: usage.rss});
    } else if (message.type === 'cpu') {
      const {user, system} = process.cpuUsage();
      send({type: 'cpu', micros: user + system});
    }
  });
  // A profiled child writes its profile when it exits, not when it is killed.
  process.on('SIGINT', () => process.exit(0));
};

const now = () => performance.timeOrigin + performance.now();

const frame = (index: number): string =>
  index === EVENTS - 1
    ? `event: done\ndata: {"type":"done","final_message":{"role":"assistant","content":"…"},"t":${now()}}\n\n`
    : `event: delta\ndata: {"type":"delta","delta":{"content":"token ${index} "},"t":${now()}}\n\n`;

const listen = async (server: Server): Promise<string> => {
  // A backlog above Node's 511, so that 1000 connections at once are not retried after a second.
  server.listen({port: 0, host: '127.0.0.1', backlog: 4096});
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const send = (message: ChildMessage) => {
  process.send?.(message);
};

/** Writes one event, waiting when the socket asks for it (a slow reader slows the writer). */
const write = async (res: ServerResponse, index: number) => {
  if (!res.write(frame(index))) await Promise.race([once(res, 'drain'), once(res, 'close')]);
};

const runUpstream = async () => {
  const held = new Set<ServerResponse>();
  const rest = async (res: ServerResponse, from: number) => {
    for (let index = from; index < EVENTS && !res.destroyed; index++) {
      await write(res, index);
      await turn();
    }
    res.end();
  };
  const paced = (res: ServerResponse) => {
    let index = 0;
    const timer = setInterval(() => {
      if (res.destroyed || index === EVENTS) {
        clearInterval(timer);
        res.end();
        return;
      }
      res.write(frame(index++));
    }, PACE_MS);
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const mode = /"session_id":"(\w+)-/.exec(body)?.[1] as Mode | undefined;
      res.writeHead(200, {'content-type': 'text/event-stream', 'cache-control': 'no-cache'});
      if (mode === 'paced') paced(res);
      else if (mode === 'hold') {
        res.write(frame(0));
        held.add(res);
      } else void rest(res, 0);
    });
  });
  process.on('message', (message: ParentMessage) => {
    if (message.type !== 'release') return;
    for (const res of held) void rest(res, 1);
    held.clear();
    send({type: 'released'});
  });
  send({type: 'ready', url: await listen(server)});
};

const runProxy = async () => {
  const upstreamUrl = process.env.WEALTH_AGENT_BASE_URL ?? '';
  const proxy = createAgentProxy({baseUrl: upstreamUrl, apiKey: KEY});
  const server = createServer(toNodeHandler(proxy));
  answerProbes();
  send({type: 'ready', url: await listen(server)});
};

/** The ceiling: a proxy that only moves bytes, with the same kind of HTTP client pool. */
const runPipe = async () => {
  const upstream = new URL(`${process.env.WEALTH_AGENT_BASE_URL ?? ''}/api/agent`);
  const agent = new Agent({keepAlive: true, maxSockets: Infinity});
  const server = createServer((req, res) => {
    const forward = request(upstream, {method: 'POST', agent, headers: req.headers});
    forward.on('response', (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      pipeline(reply, res).catch(() => undefined);
    });
    forward.on('error', () => res.destroy());
    pipeline(req, forward).catch(() => undefined);
  });
  answerProbes();
  send({type: 'ready', url: await listen(server)});
};

/** One child process of this file, in the given role, and the URL it listens on. */
const spawn = async (role: 'upstream' | 'proxy' | 'pipe', env: Record<string, string> = {}) => {
  const profile = process.env.PROXY_BENCH_PROFILE;
  const child = fork(fileURLToPath(import.meta.url), [], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      ...(profile && role === 'proxy' ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    ],
    env: {...process.env, ...env, [ROLE_VARIABLE]: role},
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await ask(child, undefined, 'ready');
  return {child, url: url.url};
};

/** Sends a message to a child (if any) and resolves with its first answer of the given type. */
const ask = <T extends ChildMessage['type']>(
  child: ChildProcess,
  message: ParentMessage | undefined,
  type: T,
): Promise<Extract<ChildMessage, {type: T}>> =>
  new Promise((resolve, reject) => {
    const onMessage = (answer: ChildMessage) => {
      if (answer.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(answer as Extract<ChildMessage, {type: T}>);
    };
    const onExit = (code: number | null) => {
      reject(new Error(`the ${type} child exited with ${String(code)}`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    if (message) child.send(message);
  });

interface StreamsResult {
  events: number;
  /** Socket reads that delivered them: fewer than events when reads coalesce events. */
  reads: number;
  failed: number;
  ms: number;
  latencies: number[];
  /** The same latencies, the first {@link OPENING_EVENTS} of each stream left out. */
  steady: number[];
  /** Per stream, from sending the request to its first event. */
  firsts: number[];
}

const client = new Agent({keepAlive: true, maxSockets: Infinity});

/**
 * Opens `count` streams at once and reads them to the end, recording each event's latency. With
 * `firstEvent`, resolves that promise once every stream has delivered its first event.
 */
const streams = async (
  url: string,
  mode: Mode,
  count: number,
  firstEvent?: () => void,
): Promise<StreamsResult> => {
  const latencies: number[] = [];
  const steady: number[] = [];
  const firsts: number[] = [];
  let events = 0;
  let reads = 0;
  let failed = 0;
  let started = 0;
  const started0 = performance.now();
  const one = (id: number) =>
    new Promise<void>((resolve) => {
      const body = JSON.stringify({
        messages: [{role: 'user', content: 'How is a capital gain taxed?'}],
        session_id: `${mode}-${String(id)}`,
      });
      const sent = now();
      const req = request(url, {
        method: 'POST',
        agent: client,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${KEY}`,
        },
      });
      req.on('error', () => {
        failed++;
        resolve();
      });
      req.on('response', (res) => {
        let seen = 0;
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const arrived = now();
          reads++;
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const at = message.lastIndexOf('"t":');
            if (at === -1) continue;
            const latency = arrived - Number.parseFloat(message.slice(at + 4));
            latencies.push(latency);
            if (seen >= OPENING_EVENTS) steady.push(latency);
            if (seen === 0) firsts.push(arrived - sent);
            if (seen++ === 0 && ++started === count) firstEvent?.();
          }
        });
        res.on('close', () => {
          events += seen;
          if (res.statusCode !== 200 || seen !== EVENTS) failed++;
          resolve();
        });
      });
      req.end(body);
    });
  await Promise.all(Array.from({length: count}, (_, id) => one(id)));
  return {events, reads, failed, ms: performance.now() - started0, latencies, steady, firsts};
};

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** One round's figures at one level. */
interface Round {
  direct: number;
  pipe: number;
  proxy: number;
  pipeCpu: number;
  proxyCpu: number;
  pipeAdded: {p50: number; p99: number};
  proxyAdded: {p50: number; p99: number};
  /** Added p99 in the steady state, without each stream's opening events. */
  pipeSteady: number;
  proxySteady: number;
  /** Added time from request to first event, p50 and p99: what opening N streams at once costs. */
  pipeFirst: {p50: number; p99: number};
  proxyFirst: {p50: number; p99: number};
  /** Events per client read: direct, piped, proxied. */
  perRead: number[];
}

const rate = (result: StreamsResult) => result.events / (result.ms / 1000);
const latency = (result: StreamsResult) => {
  const sorted = result.latencies.sort((x, y) => x - y);
  const steady = result.steady.sort((x, y) => x - y);
  const firsts = result.firsts.sort((x, y) => x - y);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    steadyP99: percentile(steady, 99),
    firstP50: percentile(firsts, 50),
    firstP99: percentile(firsts, 99),
  };
};

/** Prints the proxy benchmark as a markdown table; about six minutes on two cores. */
export async function benchProxy(): Promise<void> {
  const upstream = await spawn('upstream');
  const rows: string[] = [];
  const notes: string[] = [];
  /** Streams that failed or ended short, by where they went: a failure is only ours through the proxy. */
  const failures = new Map<string, number>();
  try {
    for (const count of LEVELS) {
      // Fresh processes per level: the memory baseline holds no sockets pooled by an earlier level.
      const proxy = await spawn('proxy', {WEALTH_AGENT_BASE_URL: upstream.url});
      const pipe = await spawn('pipe', {WEALTH_AGENT_BASE_URL: upstream.url});
      try {
        const run = async (
          url: string,
          mode: Mode,
          streamCount: number = count,
          opened?: () => void,
        ) => {
          const result = await streams(url, mode, streamCount, opened);
          const to = url === proxy.url ? 'proxy' : url === pipe.url ? 'bare pipe' : 'direct';
          failures.set(to, (failures.get(to) ?? 0) + result.failed);
          return result;
        };
        /** An unpaced run through a child, with the CPU time the child spent on it. */
        const cpuRun = async (child: ChildProcess, url: string) => {
          const before = await ask(child, {type: 'cpu'}, 'cpu');
          const result = await run(url, 'unpaced');
          const after = await ask(child, {type: 'cpu'}, 'cpu');
          return {result, perEvent: (after.micros - before.micros) / result.events};
        };
        // Warm the code paths (and load undici) with a few streams only: the baseline must not
        // hold sockets that the measured streams would then reuse.
        await run(proxy.url, 'unpaced', 20);
        await run(pipe.url, 'unpaced', 20);
        const before = await ask(proxy.child, {type: 'memory'}, 'memory');
        let allOpen = () => {};
        const opened = new Promise<void>((resolve) => (allOpen = resolve));
        const held = run(proxy.url, 'hold', count, () => {
          allOpen();
        });
        await Promise.race([opened, held]);
        const during = await ask(proxy.child, {type: 'memory'}, 'memory');
        await ask(upstream.child, {type: 'release'}, 'released');
        await held;
        // Shared cores make any one run's tail a matter of luck: direct, pipe and proxy take
        // turns, and each figure is the median of the rounds.
        const rounds: Round[] = [];
        for (let index = 0; index < ROUNDS; index++) {
          const direct = await run(upstream.url, 'unpaced');
          const piped = await cpuRun(pipe.child, pipe.url);
          const proxied = await cpuRun(proxy.child, proxy.url);
          const directPaced = latency(await run(upstream.url, 'paced'));
          const pipePaced = latency(await run(pipe.url, 'paced'));
          const proxiedPaced = latency(await run(proxy.url, 'paced'));
          rounds.push({
            direct: rate(direct),
            pipe: rate(piped.result),
            proxy: rate(proxied.result),
            pipeCpu: piped.perEvent,
            proxyCpu: proxied.perEvent,
            pipeAdded: {p50: pipePaced.p50 - directPaced.p50, p99: pipePaced.p99 - directPaced.p99},
            proxyAdded: {
              p50: proxiedPaced.p50 - directPaced.p50,
              p99: proxiedPaced.p99 - directPaced.p99,
            },
            pipeSteady: pipePaced.steadyP99 - directPaced.steadyP99,
            proxySteady: proxiedPaced.steadyP99 - directPaced.steadyP99,
            pipeFirst: {
              p50: pipePaced.firstP50 - directPaced.firstP50,
              p99: pipePaced.firstP99 - directPaced.firstP99,
            },
            proxyFirst: {
              p50: proxiedPaced.firstP50 - directPaced.firstP50,
              p99: proxiedPaced.firstP99 - directPaced.firstP99,
            },
            perRead: [direct, piped.result, proxied.result].map(
              (result) => result.events / result.reads,
            ),
          });
        }
        const median = (pick: (round: Round) => number) =>
          percentile(
            rounds.map(pick).sort((x, y) => x - y),
            50,
          );
        const perRead = (index: number) => median((round) => round.perRead[index] ?? 0).toFixed(2);
        notes.push(
          `${count} streams, unpaced: ${perRead(0)} events per client read direct, ${perRead(1)} piped, ${perRead(2)} proxied.`,
        );
        const added = (pick: (round: Round) => {p50: number; p99: number}) =>
          `${ms(median((r) => pick(r).p50))} / ${ms(median((r) => pick(r).p99))}`;
        const cpu = `${median((r) => r.pipeCpu).toFixed(1)} / ${median((r) => r.proxyCpu).toFixed(1)} µs`;
        const ratio = median((r) => r.proxy / r.pipe).toFixed(2);
        rows.push(
          `| ${count} | ${Math.round(median((r) => r.direct))} | ${Math.round(median((r) => r.pipe))} | ${Math.round(median((r) => r.proxy))} | ${ratio} | ${added((r) => r.pipeAdded)} | ${added((r) => r.proxyAdded)} | ${cpu} | ${kb((during.heap - before.heap) / count)} |`,
        );
        const spread = (pick: (round: Round) => number) =>
          rounds.map((round) => pick(round).toFixed(1)).join(', ');
        notes.push(
          `${count} streams, each round: proxy p99 added ${spread((r) => r.proxyAdded.p99)} ms, pipe ${spread((r) => r.pipeAdded.p99)} ms; proxied / pipe ${spread((r) => r.proxy / r.pipe)}.`,
          `${count} streams, steady state (each stream's first ${OPENING_EVENTS} events left out): p99 added ${ms(median((r) => r.proxySteady))} proxied, ${ms(median((r) => r.pipeSteady))} piped.`,
          `${count} streams opened at once, time to each stream's first event, p50 / p99 added: ${added((r) => r.proxyFirst)} proxied, ${added((r) => r.pipeFirst)} piped.`,
        );
      } finally {
        proxy.child.kill('SIGINT');
        pipe.child.kill('SIGINT');
      }
    }
  } finally {
    upstream.child.kill();
    client.destroy();
  }
  console.log(
    `Proxy overhead: ${EVENTS} events per stream over loopback HTTP, scripted upstream (pace none)\n`,
  );
  console.log(
    '| streams | direct events/s | bare pipe events/s | proxied events/s | proxied / pipe (aim ≥ 0.9) | pipe: added latency p50 / p99 | proxy: added latency p50 / p99 (aim ≤ 2 / 10 ms at 500, p99 ≤ 20 ms at 1000) | CPU per event, pipe / proxy | heap per open stream (aim ≤ 64 KB) |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
  console.log('');
  for (const note of notes) console.log(note);
  console.log(
    `\nLatency runs pace each stream at one event per ${PACE_MS} ms; events/s runs are unpaced. Added latency is over direct at the same percentile, in the same round; every figure but the heap is the median of ${ROUNDS} interleaved rounds. The heap figure is heapUsed + external after a full GC, per stream held open.${[...failures].map(([to, count]) => (count > 0 ? ` ${String(count)} streams failed or ended short (${to}).` : '')).join('')}`,
  );
}

const role = process.env[ROLE_VARIABLE];
if (role === 'upstream') await runUpstream();
else if (role === 'proxy') await runProxy();
else if (role === 'pipe') await runPipe();
