import type {IncomingMessage, ServerResponse} from 'node:http';
import type {Readable} from 'node:stream';
import {NodeRequest} from './context.js';
import type {NodeBody} from './context.js';
import {STARTS_PER_TICK, createStartGate} from './start-gate.js';

/** A fetch-standard request handler, as `createAgentProxy` and `createAgentSimulator` return. */
export type FetchHandler = (request: Request) => Promise<Response>;

/** Options of `toNodeHandler`. */
export interface NodeHandlerOptions {
  /**
   * How many requests start per tick of the event loop, in the order they came (default 8), so a
   * burst of new requests never holds up the answers already streaming. `Infinity` starts each
   * request in the tick it arrives in.
   */
  startsPerTick?: number;
}

/** A `node:http`, Express or Connect handler. */
export type NodeHandler = (
  req: IncomingMessage & {body?: unknown; originalUrl?: string},
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void;

/** Resolves once a response that refused a write (`write` returned false) drains or closes. */
export const drained = (res: ServerResponse): Promise<void> =>
  new Promise((resolve) => {
    const settle = () => {
      res.off('drain', settle);
      res.off('close', settle);
      resolve();
    };
    res.on('drain', settle);
    res.on('close', settle);
  });

const BODYLESS = new Set(['GET', 'HEAD']);

/**
 * A web stream over a Node request body. Not `Readable.toWeb`: after its reader cancelled (a body
 * over the limit), Node's adapter still passed the body's end or abort on when the connection
 * closed later, into the closed stream, and that threw where nothing could catch it (the proxy's
 * 413 test did, once requests started a tick after they came). A cancelled body is left unread
 * here, and the refusal still goes out.
 */
const webBody = (req: Readable): ReadableStream<Uint8Array> => {
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Uint8Array) => {
        if (!open) return;
        controller.enqueue(chunk);
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.once('end', () => {
        if (!open) return;
        open = false;
        controller.close();
      });
      const broken = (error?: unknown) => {
        if (!open) return;
        open = false;
        controller.error(error ?? new Error('The request body was cut off.'));
      };
      req.once('error', broken);
      req.once('close', broken);
    },
    pull() {
      req.resume();
    },
    cancel() {
      open = false;
      req.pause();
    },
  });
};

const toRequest = (
  req: Parameters<NodeHandler>[0],
  signal: AbortSignal,
  bodyWriter: (write: NodeBody) => void,
): NodeRequest => {
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
  const host = req.headers.host ?? 'localhost';
  const url = new URL(
    req.originalUrl ?? req.url ?? '/',
    `${encrypted ? 'https' : 'http'}://${host}`,
  );
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const init: RequestInit & {duplex?: 'half'} = {method, headers, signal};
  if (!BODYLESS.has(method)) {
    if (req.body !== undefined && req.readableEnded) {
      // A body parser (express.json()) ran first and consumed the stream: hand its result on.
      init.body =
        typeof req.body === 'string'
          ? req.body
          : req.body instanceof Uint8Array
            ? new Uint8Array(req.body)
            : JSON.stringify(req.body);
      headers.delete('content-length');
    } else {
      init.body = webBody(req);
      init.duplex = 'half';
    }
  }
  return new NodeRequest(url, init, req.socket.remoteAddress, bodyWriter);
};

const writeBody = async (
  body: ReadableStream<Uint8Array>,
  res: ServerResponse,
  signal: AbortSignal,
) => {
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel, {once: true});
  try {
    for (;;) {
      const {done, value} = await reader.read();
      if (done || res.destroyed) break;
      // Backpressure: a slow client pauses our reads, so the source is not read ahead into memory.
      if (!res.write(value)) await drained(res);
    }
  } finally {
    signal.removeEventListener('abort', cancel);
    if (signal.aborted) cancel();
    reader.releaseLock();
  }
};

/**
 * Adapts a fetch-standard handler to `(req, res)` for `node:http`, Express or Connect.
 *
 * Streams the response without buffering, honours backpressure, and aborts the handler's request
 * signal as soon as the client goes away, so an upstream stream is cancelled at once. Requests
 * start a few per tick of the event loop (`startsPerTick`, `start-gate.ts`), so a burst of them
 * never holds up the answers already streaming. Each request is a `NodeRequest` (`context.ts`):
 * it carries the connection's address, and the offer to write the body socket to socket, which
 * the agent proxy takes.
 */
export const toNodeHandler = (
  handler: FetchHandler,
  {startsPerTick = STARTS_PER_TICK}: NodeHandlerOptions = {},
): NodeHandler => {
  const startGate = Number.isFinite(startsPerTick)
    ? createStartGate(startsPerTick)
    : (start: () => void) => {
        start();
      };
  return (req, res, next) => {
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const run = async () => {
      let nodeBody: NodeBody | undefined;
      const request = toRequest(req, controller.signal, (write) => {
        nodeBody = write;
      });
      const response = await handler(request);
      res.statusCode = response.status;
      const cookies = response.headers.getSetCookie();
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') res.setHeader(name, value);
      });
      if (cookies.length > 0) res.setHeader('set-cookie', cookies);
      if (nodeBody && response.body === null) {
        res.flushHeaders();
        nodeBody(res);
        return;
      }
      if (response.body === null) {
        res.end();
        return;
      }
      res.flushHeaders();
      await writeBody(response.body, res, controller.signal);
      res.end();
    };
    const fail = (error: unknown) => {
      if (controller.signal.aborted) return;
      if (next) {
        next(error);
      } else if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(
          JSON.stringify({
            error: {status: 500, code: 'internal_error', message: 'Internal error.'},
          }),
        );
      } else {
        res.destroy();
      }
    };
    startGate(() => {
      // A browser that left while its request waited for its start wants nothing started.
      if (controller.signal.aborted) return;
      run().catch(fail);
    });
  };
};
