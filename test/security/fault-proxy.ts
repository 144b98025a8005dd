/**
 * The security suite's server side, mounted by `test-server.ts` under `/security/`:
 *
 * - `/security/fault/FAULT/POINT/NONCE`: the real proxy in front of a fault upstream. The proxy
 *   counts the requests of each path; the second one meets the fault, every other one a normal
 *   answer. `/security/fault-log/FAULT/POINT/NONCE` says how many requests the proxy and the
 *   upstream saw.
 * - `/security/corpus/*`: the hostile corpus, played straight to the element (corpus-server.ts).
 * - `/security/csp/frame.html`: a page under a strict CSP with Trusted Types, which loads the
 *   element from source through the dev server; `/security/pixel.png`, a same-origin image.
 */
import {createServer} from 'node:http';
import type {IncomingMessage, Server, ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {handleCorpus} from './corpus-server.js';
import {FAULT_TURN} from './fault-matrix.js';
import type {Fault, Point} from './fault-matrix.js';
import type {NodeHandler} from '../../src/server/node/adapter.js';
import type {ProxyLogEntry} from '../../src/server/proxy/index.js';

/** The key the fault proxy holds; the suite checks it never reaches a browser or a log. */
export const FAULT_PROXY_KEY = 'sk_live_FaultMatrix0123456789abcdefghijklmnopq';

/**
 * The proxy's timeouts for a stalled turn, short so that a stall ends in well under a second. Only
 * that turn meets them: every other goes through a proxy with its defaults, as a deployment's,
 * since a busy test server (the oversized corpus in Firefox, at a load of 10 on two cores) went
 * half a second between two reads of a normal answer and ended it with an idle timeout.
 */
export const FAULT_TIMEOUTS = {connectTimeoutMs: 800, idleTimeoutMs: 500, heartbeatMs: 200};

/** The header the route passes the turn's plan on to the proxy's `transformRequest`. */
const PLAN_HEADER = 'x-wac-fault-plan';

/** The strict policy of the CSP page: nothing but same-origin scripts, and Lit's Trusted Types policy. */
export const STRICT_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "font-src 'self'",
  "media-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  "require-trusted-types-for 'script'",
  "trusted-types lit-html 'allow-duplicates'",
].join('; ');

const CSP_FRAME = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>wealth-agent-chat under a strict CSP</title>
    <script type="module" src="/test/security/browser/csp-frame.ts"></script>
  </head>
  <body></body>
</html>
`;

/** A 1×1 transparent PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const delta = (content: string) =>
  `event: delta\ndata: ${JSON.stringify({type: 'delta', delta: {content}})}\n\n`;

const METADATA = `event: metadata\ndata: ${JSON.stringify({
  type: 'metadata',
  data: {markers: [{id: 1, title: 'Code général des impôts', url: 'https://example.com/cgi'}]},
})}\n\n`;

const DONE_HEAD = 'event: done\n';
const doneData = (content: string) =>
  `data: ${JSON.stringify({type: 'done', final_message: {role: 'assistant', content}})}\n\n`;

/** The answer every normal turn streams, and the faulty turn up to its fault. */
export const FAULT_ANSWER = ['Part one. ', 'Part two. ', 'Part three. ', 'Part four. ', 'End [1].'];

const errorEvent = (code: string, message: string) =>
  `event: error\ndata: ${JSON.stringify({type: 'error', error: {code, message}})}\n\n`;

/** What an upstream fault writes in place of the rest of the answer. */
type Strike =
  {kind: 'cut'; write?: string; end: 'reset' | 'stall' | 'end'} | {kind: 'insert'; write: string};

const strikeOf = (fault: Fault, point: Point): Strike => {
  const midDone = point === 'before-done';
  switch (fault) {
    case 'reset':
      return {kind: 'cut', end: 'reset'};
    case 'stall':
      return {kind: 'cut', end: 'stall'};
    case 'html':
      return {
        kind: 'cut',
        write:
          '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>\n',
        end: 'end',
      };
    case 'truncated':
      return {
        kind: 'cut',
        write: midDone
          ? 'data: {"type":"done","final_mess'
          : 'event: delta\ndata: {"type":"delta","delta":{"con',
        end: 'end',
      };
    case 'malformed':
      return {
        kind: 'insert',
        write: 'event: delta\ndata: {type: delta, delta: {content: oops}\n\n',
      };
    case 'unknown':
      return {
        kind: 'insert',
        write: `event: tool_call\ndata: ${JSON.stringify({type: 'tool_call', name: 'search', content: 'SHOULD NOT SHOW'})}\n\n`,
      };
    case 'quota':
      return {
        kind: 'insert',
        write: errorEvent('quota_exceeded', 'The daily token quota is used up.'),
      };
    case 'revoked':
      return {kind: 'insert', write: errorEvent('unauthorized', 'The API key was revoked.')};
    default:
      // refused and wrong-type exist only before the first byte.
      return {kind: 'cut', end: 'reset'};
  }
};

/** Answers before the first byte: a status and body instead of a stream, or nothing at all. */
const strikeBeforeFirstByte = (fault: Fault, res: ServerResponse): 'stream' | 'handled' => {
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, {'content-type': 'application/json', ...headers});
    res.end(JSON.stringify(body));
  };
  switch (fault) {
    case 'reset':
      res.socket?.resetAndDestroy();
      return 'handled';
    case 'stall':
      // Never answers; the proxy gives up after its connect timeout and closes the connection.
      return 'handled';
    case 'html':
      res.writeHead(502, {'content-type': 'text/html'});
      res.end(
        '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>',
      );
      return 'handled';
    case 'wrong-type':
      json(200, {answer: 'This is JSON, not an event stream.'});
      return 'handled';
    case 'quota':
      json(
        429,
        {
          error: {
            status: 429,
            code: 'quota_exceeded',
            message: 'The daily token quota is used up.',
          },
        },
        {'retry-after': '3600'},
      );
      return 'handled';
    case 'revoked':
      json(401, {
        error: {status: 401, code: 'unauthorized', message: 'Unknown or revoked API key.'},
      });
      return 'handled';
    default:
      // truncated, malformed and unknown strike inside a stream that has begun.
      return 'stream';
  }
};

const readJson = async (req: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
};

/** Requests the upstream saw, by the element's session id. */
const upstreamCounts = new Map<string, number>();

const playUpstream = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
  const body = (await readJson(req)) as {session_id?: unknown} | undefined;
  const sessionId = typeof body?.session_id === 'string' ? body.session_id : '';
  const [plan = 'ok', session = ''] = sessionId.split('|');
  upstreamCounts.set(session, (upstreamCounts.get(session) ?? 0) + 1);
  const [fault, point] = plan.split(':') as [Fault | 'ok', Point | undefined];
  if (fault !== 'ok' && point === 'before-first-byte') {
    if (strikeBeforeFirstByte(fault, res) === 'handled') return;
  }
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
  });
  const strike = fault === 'ok' || point === undefined ? undefined : strikeOf(fault, point);
  const at = (here: Point): boolean => {
    if (strike === undefined || point !== here) return false;
    if (strike.kind === 'insert') {
      res.write(strike.write);
      return false;
    }
    if (strike.write !== undefined) res.write(strike.write);
    if (strike.end === 'reset') {
      // A reset drops whatever the peer has not read yet: let the answer so far arrive first, as
      // it would from an upstream that failed after sending it.
      res.write('', () => setTimeout(() => res.socket?.resetAndDestroy(), 100));
    } else if (strike.end === 'end') res.end();
    // A stall writes nothing more and leaves the response open until the proxy gives up.
    return true;
  };
  if (at('before-first-byte')) return;
  for (const chunk of FAULT_ANSWER.slice(0, 3)) res.write(delta(chunk));
  if (at('after-deltas')) return;
  for (const chunk of FAULT_ANSWER.slice(3)) res.write(delta(chunk));
  res.write(METADATA);
  if (at('after-metadata')) return;
  res.write(': keep-alive\n\n');
  if (strike?.kind === 'insert' && point === 'before-done') {
    at('before-done');
    res.write(DONE_HEAD);
  } else {
    res.write(DONE_HEAD);
    if (at('before-done')) return;
  }
  res.end(doneData(FAULT_ANSWER.join('')));
};

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** A loopback URL where nothing listens: a port taken, then given back. */
const closedPortUrl = async (): Promise<string> => {
  const server = createServer();
  const url = await listen(server);
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  return url;
};

interface FaultProxies {
  normal: NodeHandler;
  stalled: NodeHandler;
  refused: NodeHandler;
  logs: ProxyLogEntry[];
}

const startProxies = async (): Promise<FaultProxies> => {
  const {createAgentProxy, toNodeHandler} = await import('../../src/server/proxy/index.js');
  const upstream = await listen(createServer((req, res) => void playUpstream(req, res)));
  const logs: ProxyLogEntry[] = [];
  const make = (baseUrl: string, timeouts = {}) =>
    toNodeHandler(
      createAgentProxy({
        baseUrl,
        apiKey: FAULT_PROXY_KEY,
        ...timeouts,
        onLog: (entry) => logs.push(entry),
        // The plan rides in the session id: the proxy forwards nothing else the route could set.
        transformRequest: (body, request) => ({
          ...body,
          session_id: `${request.headers.get(PLAN_HEADER) ?? 'ok'}|${body.session_id}`,
        }),
      }),
    );
  return {
    normal: make(upstream),
    stalled: make(upstream, FAULT_TIMEOUTS),
    refused: make(await closedPortUrl()),
    logs,
  };
};

let proxies: Promise<FaultProxies> | undefined;
/** Requests the proxy route saw, by path. */
const proxyCounts = new Map<string, number>();

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, {'content-type': 'application/json', 'cache-control': 'no-store'});
  res.end(JSON.stringify(value));
};

const handleFault = async (
  req: IncomingMessage,
  res: ServerResponse,
  cell: string,
): Promise<void> => {
  const [fault = '', point = ''] = cell.split('/');
  const count = (proxyCounts.get(cell) ?? 0) + 1;
  proxyCounts.set(cell, count);
  const plan = count === FAULT_TURN ? `${fault}:${point}` : 'ok';
  req.headers[PLAN_HEADER] = plan;
  proxies ??= startProxies();
  const {normal, stalled, refused} = await proxies;
  const [planned = ''] = plan.split(':');
  (planned === 'refused' ? refused : planned === 'stall' ? stalled : normal)(req, res);
};

/** Handles `/security/*`; returns false for any other path. */
export const handleSecurity = async (
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> => {
  const path = (req.url ?? '').split('?')[0] ?? '';
  if (!path.startsWith('/security/')) return false;
  const rest = path.slice('/security/'.length);
  if (rest.startsWith('fault/')) {
    await handleFault(req, res, rest.slice('fault/'.length));
  } else if (rest.startsWith('fault-log/')) {
    const cell = rest.slice('fault-log/'.length);
    const session = new URL(req.url ?? '', 'http://x').searchParams.get('session') ?? '';
    const {logs} = await (proxies ??= startProxies());
    json(res, 200, {
      proxy: proxyCounts.get(cell) ?? 0,
      upstream: upstreamCounts.get(session) ?? 0,
      keyInLogs: logs.filter((entry) => JSON.stringify(entry).includes(FAULT_PROXY_KEY)).length,
    });
  } else if (rest.startsWith('corpus/')) {
    await handleCorpus(req, res, rest.slice('corpus/'.length));
  } else if (rest === 'csp/frame.html') {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': STRICT_CSP,
      'cache-control': 'no-store',
    });
    res.end(CSP_FRAME);
  } else if (rest === 'pixel.png') {
    res.writeHead(200, {'content-type': 'image/png', 'cache-control': 'no-store'});
    res.end(PIXEL);
  } else {
    json(res, 404, {error: 'no such security route'});
  }
  return true;
};
