import type {Readable} from 'node:stream';
import type * as Undici from 'undici';
import type {ProxyLogger} from './log.js';
import type {ProxyConfig} from './options.js';

/** The timeouts the HTTP client takes from the proxy's options. @internal */
export type ClientTimeouts = Pick<ProxyConfig, 'connectTimeoutMs' | 'idleTimeoutMs'>;

/** Loads undici; replaced in tests to play a runtime that lacks it. @internal */
export type UndiciLoader = () => Promise<Pick<typeof Undici, 'Agent' | 'fetch'>>;

/** Error codes undici gives its own timeouts, found on the `cause` of what fetch throws. */
export const CLIENT_TIMEOUT_CODES: ReadonlySet<string> = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

const loadUndici: UndiciLoader = () => import('undici');

/**
 * The upstream's answer on Node's fast path: an event stream as the Node stream undici reads from
 * the socket, or any other answer as a fetch `Response` for the error mapping. @internal
 */
export type NodeReply = {kind: 'stream'; body: Readable} | {kind: 'other'; response: Response};

/** Sends the upstream request with undici's own `request`, no WHATWG streams in between. @internal */
export type NodeSend = (
  url: string,
  init: {headers: Record<string, string>; body: string; signal: AbortSignal},
) => Promise<NodeReply>;

/**
 * How the proxy calls its upstream: a fetch, and, where undici is there, Node's fast path, which
 * the proxy takes for requests `toNodeHandler` passes with the offer of a Node body. @internal
 */
export interface UpstreamClient {
  fetch: typeof fetch;
  /** Resolves to Node's fast path, or `undefined` in a runtime without undici. */
  nodeSend?: () => Promise<NodeSend | undefined>;
}

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** `request` over the proxy's one undici agent, the same timeouts as its fetch. */
const nodeSend =
  (dispatcher: Undici.Agent): NodeSend =>
  async (url, init) => {
    const target = new URL(url);
    const reply = await dispatcher.request({
      origin: target.origin,
      path: `${target.pathname}${target.search}`,
      method: 'POST',
      headers: init.headers,
      body: init.body,
      signal: init.signal,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
    }
    const {statusCode: status} = reply;
    if (
      status >= 200 &&
      status < 300 &&
      /^\s*text\/event-stream/i.test(headers.get('content-type') ?? '')
    ) {
      return {kind: 'stream', body: reply.body};
    }
    if (NULL_BODY_STATUSES.has(status)) {
      reply.body.destroy();
      return {kind: 'other', response: new Response(null, {status, headers})};
    }
    // Node's Response takes any async iterable of bytes as a body, a Node stream included; the
    // error mapping then reads it like any fetch body.
    const body = reply.body as unknown as BodyInit;
    return {kind: 'other', response: new Response(body, {status, headers})};
  };

/**
 * Whether this is Node itself (@internal). Bun and Deno set `process.versions.node` for compatibility but
 * bring their own fetch, and a Worker with `nodejs_compat` may too; undici is for Node only.
 */
export const isNode = (): boolean => {
  const scope = globalThis as {
    process?: {versions?: {node?: unknown}};
    Bun?: unknown;
    Deno?: unknown;
    navigator?: {userAgent?: unknown};
  };
  return (
    typeof scope.process?.versions?.node === 'string' &&
    scope.Bun === undefined &&
    scope.Deno === undefined &&
    scope.navigator?.userAgent !== 'Cloudflare-Workers'
  );
};

/**
 * The code of a timeout undici raised, from an error or its `cause`, or `undefined`.
 *
 * @internal
 */
export const clientTimeoutCode = (error: unknown): string | undefined => {
  for (let current: unknown = error, depth = 0; depth < 3; depth++) {
    if (typeof current !== 'object' || current === null) return undefined;
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && CLIENT_TIMEOUT_CODES.has(code)) return code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
};

/**
 * The client the proxy calls its upstream with, when the options supply no `fetch`.
 *
 * In Node it is undici's own fetch over one `Agent` per proxy whose connect, header and body
 * timeouts come from the proxy's options: Node's global fetch would otherwise apply undici's
 * defaults (300 s of body silence) that no option reaches. Elsewhere (Workers, Deno, Bun), or if
 * undici cannot be loaded, it is the runtime's `fetch`. undici is loaded on the first call, so a
 * runtime that lacks it never evaluates it.
 *
 * @internal
 */
export const createUpstreamClient = (
  timeouts: ClientTimeouts,
  log: ProxyLogger,
  load: UndiciLoader = loadUndici,
): UpstreamClient => {
  // Called through a closure: Workers refuse a `fetch` detached from its global `this`.
  const runtimeFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);
  let chosen: Promise<{fetch: typeof fetch; send?: NodeSend}> | undefined;

  const choose = async (): Promise<{fetch: typeof fetch; send?: NodeSend}> => {
    if (!isNode()) return {fetch: runtimeFetch};
    let undici: Awaited<ReturnType<UndiciLoader>>;
    try {
      undici = await load();
    } catch (error) {
      log({
        level: 'warn',
        event: 'http_client',
        message: `undici could not be loaded (${error instanceof Error ? error.message : String(error)}); the runtime's fetch and its default timeouts apply.`,
      });
      return {fetch: runtimeFetch};
    }
    const dispatcher = new undici.Agent({
      connect: {timeout: timeouts.connectTimeoutMs},
      headersTimeout: timeouts.connectTimeoutMs,
      bodyTimeout: timeouts.idleTimeoutMs,
    });
    // undici's Request/Response types are its own copies of the fetch standard's: the same shape
    // at run time, nominally different to TypeScript, hence the casts at this one boundary.
    return {
      fetch: (input, init) =>
        undici.fetch(input as Parameters<typeof undici.fetch>[0], {
          ...(init as Parameters<typeof undici.fetch>[1]),
          dispatcher,
        }) as unknown as Promise<Response>,
      send: nodeSend(dispatcher),
    };
  };

  return {
    fetch: async (input, init) => {
      chosen ??= choose();
      return (await chosen).fetch(input, init);
    },
    nodeSend: async () => {
      chosen ??= choose();
      return (await chosen).send;
    },
  };
};
