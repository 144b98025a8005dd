import {randomUUID} from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';

/**
 * A scripted SSE server for browser tests: a test registers a script (status, headers, then
 * chunks, raw bytes, pauses), points `proxy-url` at it, and reads back what the server saw: how
 * many requests, their bodies and headers, and whether the browser closed the connection early.
 */
export type ScriptStep =
  | {text: string}
  /** Raw bytes, so a chunk can end inside a multi-byte UTF-8 character. */
  | {bytes: number[]}
  | {delay: number}
  /** Keeps the response open until the browser closes it. */
  | {hang: true}
  /**
   * Holds the response until the test releases it: a cut that must come after the browser has
   * shown what came before, however loaded the machine (Chromium drops body bytes it has not read
   * yet when the connection fails).
   */
  | {hold: true}
  /** Kills the connection: a network failure mid-stream. */
  | {destroy: true}
  /**
   * Breaks the HTTP framing, then kills the connection, as a load balancer does when the instance
   * behind it dies mid-answer: the browser's fetch then fails with a network error.
   */
  | {corrupt: true};

export interface Script {
  status?: number;
  headers?: Record<string, string>;
  steps: ScriptStep[];
}

export interface ScriptLog {
  requests: number;
  bodies: unknown[];
  headers: Record<string, string | string[] | undefined>[];
  /** Responses the browser closed before the script ended. */
  closedEarly: number;
  finished: number;
}

interface Entry {
  script: Script;
  log: ScriptLog;
  /** Resolves when the test releases a `hold` step. */
  released: Promise<void>;
  release: () => void;
}

const scripts = new Map<string, Entry>();

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const json = (res: ServerResponse, status: number, value: unknown): void => {
  res.writeHead(status, {'content-type': 'application/json'});
  res.end(JSON.stringify(value));
};

/** Waits `ms`, or less when `signal` aborts; leaves no listener behind on the signal. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, {once: true});
  });

const run = async (req: IncomingMessage, res: ServerResponse, id: string): Promise<void> => {
  const entry = scripts.get(id);
  if (!entry) {
    json(res, 404, {error: {status: 404, code: 'not_found', message: 'No such script.'}});
    return;
  }
  const {script, log, released} = entry;
  const text = await readBody(req);
  log.requests++;
  log.headers.push({...req.headers});
  try {
    log.bodies.push(JSON.parse(text));
  } catch {
    log.bodies.push(text);
  }
  const closed = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) closed.abort();
  });
  res.writeHead(script.status ?? 200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    ...script.headers,
  });
  res.flushHeaders();
  for (const step of script.steps) {
    if (closed.signal.aborted) break;
    if ('text' in step) res.write(step.text);
    else if ('bytes' in step) res.write(Buffer.from(step.bytes));
    else if ('delay' in step) await sleep(step.delay, closed.signal);
    else if ('hang' in step) await sleep(2 ** 31 - 1, closed.signal);
    else if ('hold' in step) await Promise.race([released, sleep(2 ** 31 - 1, closed.signal)]);
    else {
      if ('corrupt' in step) res.socket?.write('not a chunk size\r\n\r\n');
      res.destroy();
      return;
    }
  }
  if (closed.signal.aborted) {
    log.closedEarly++;
    return;
  }
  log.finished++;
  res.end();
};

/** Handles `/scripted/*`; returns false for any other path. */
export const handleScripted = async (
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> => {
  const path = (req.url ?? '').split('?')[0] ?? '';
  if (!path.startsWith('/scripted/')) return false;
  const [, , action, id = ''] = path.split('/');
  if (action === 'register' && req.method === 'POST') {
    const script = JSON.parse(await readBody(req)) as Script;
    const newId = randomUUID();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    scripts.set(newId, {
      script,
      log: {requests: 0, bodies: [], headers: [], closedEarly: 0, finished: 0},
      released,
      release,
    });
    json(res, 200, {id: newId});
  } else if (action === 'run') {
    await run(req, res, id);
  } else if (action === 'release' && req.method === 'POST') {
    scripts.get(id)?.release();
    json(res, 200, {});
  } else if (action === 'log') {
    const entry = scripts.get(id);
    json(res, entry ? 200 : 404, entry?.log ?? {});
  } else {
    json(res, 404, {});
  }
  return true;
};
