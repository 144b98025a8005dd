import {createServer} from 'node:http';
import type {IncomingHttpHeaders, IncomingMessage, ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {freePort} from '../../helpers/redis-server.js';

/** One request the scripted upstream received. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the scripted upstream answers; it may keep the response open as long as it likes. */
export type Behaviour = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** A misbehaving stand-in for the agent service, listening on loopback. */
export interface ScriptedUpstream {
  url: string;
  requests: RecordedRequest[];
  /** Sets how the next requests are answered. */
  respond(behaviour: Behaviour): void;
  /** Resolves once a response is closed by the other side before it finished. */
  closedEarly(): Promise<void>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Starts a scripted upstream; it answers `sse([])` until told otherwise. */
export const startScriptedUpstream = async (): Promise<ScriptedUpstream> => {
  const requests: RecordedRequest[] = [];
  let behaviour: Behaviour = sse([]);
  let earlyCloses = 0;
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.on('close', () => {
        if (res.writableFinished) return;
        earlyCloses++;
        for (const wake of waiters.splice(0)) wake();
      });
      void Promise.resolve(behaviour(req, res)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond(next) {
      behaviour = next;
    },
    closedEarly: () =>
      earlyCloses > 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
};

/** One SSE event as the upstream frames it. */
export const event = (type: string, payload: Record<string, unknown> = {}): string =>
  `event: ${type}\ndata: ${JSON.stringify({type, ...payload})}\n\n`;

/** A short, complete answer. */
export const ANSWER = [
  event('delta', {delta: {content: 'Bonjour'}}),
  event('delta', {delta: {content: ' le monde'}}),
  event('metadata', {
    data: {
      markers: [{id: 1, title: 'CGI art. 150-0 A', url: 'https://example.org/cgi'}],
      usage: {prompt_tokens: 120, completion_tokens: 7, cached_tokens: 100},
    },
  }),
  event('done', {final_message: {role: 'assistant', content: 'Bonjour le monde'}}),
];

const streamHead = (res: ServerResponse) => {
  res.writeHead(200, {'content-type': 'text/event-stream', 'cache-control': 'no-cache'});
  res.flushHeaders();
};

/**
 * Answers with the given chunks; each step may be a chunk or a pause in ms, or `gate` (a promise
 * the test resolves). Ends the response after the last step unless `end` is `hang` or `die`.
 */
export const sse =
  (steps: (string | number | Promise<void>)[], end: 'end' | 'hang' | 'die' = 'end'): Behaviour =>
  async (_req, res) => {
    streamHead(res);
    for (const step of steps) {
      if (res.destroyed) return;
      if (typeof step === 'string') res.write(step);
      else if (typeof step === 'number') await sleep(step);
      else await step;
    }
    if (end === 'end') res.end();
    // Kill the socket: a network failure mid-stream, not a clean end.
    else if (end === 'die') res.socket?.destroy();
  };

/** The answer's first event, then the rest of it once `rest` resolves. */
export const answerHeldAfterFirst = (rest: Promise<void>): Behaviour =>
  sse([ANSWER[0] ?? '', rest, ...ANSWER.slice(1)]);

/** The answer's first event, then silence, the response left open. */
export const silentAfterFirst = (): Behaviour => sse([ANSWER[0] ?? ''], 'hang');

/** Answers a plain status with a body, like a gateway or the agent's own HTTP errors. */
export const reply =
  (status: number, body: string, headers: Record<string, string> = {}): Behaviour =>
  (_req, res) => {
    res.writeHead(status, headers);
    res.end(body);
  };

/** Never sends response headers. */
export const never: Behaviour = () => undefined;

/** A gate a scripted step waits on until the test opens it. */
export const gate = (): {wait: Promise<void>; open: () => void} => {
  let open = () => {};
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {wait, open};
};

/** A loopback URL where nothing listens: a port opened, then closed. */
export const refusedUrl = async (): Promise<string> => `http://127.0.0.1:${await freePort()}`;
