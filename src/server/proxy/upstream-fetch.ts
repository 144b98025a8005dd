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
 * Whether this is Node itself. Bun and Deno set `process.versions.node` for compatibility but
 * bring their own fetch, and a Worker with `nodejs_compat` may too; undici is for Node only.
 */
const isNode = (): boolean => {
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
 * The fetch the proxy calls its upstream with, when the client supplied none.
 *
 * In Node it is undici's own fetch over one `Agent` per proxy whose connect, header and body
 * timeouts come from the proxy's options: Node's global fetch would otherwise apply undici's
 * defaults (300 s of body silence) that no option reaches. Elsewhere (Workers, Deno, Bun), or if
 * undici cannot be loaded, it is the runtime's `fetch`. undici is loaded on the first call, so a
 * runtime that lacks it never evaluates it.
 *
 * @internal
 */
export const createUpstreamFetch = (
  timeouts: ClientTimeouts,
  log: ProxyLogger,
  load: UndiciLoader = loadUndici,
): typeof fetch => {
  // Called through a closure: Workers refuse a `fetch` detached from its global `this`.
  const runtimeFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);
  let chosen: Promise<typeof fetch> | undefined;

  const choose = async (): Promise<typeof fetch> => {
    if (!isNode()) return runtimeFetch;
    let undici: Awaited<ReturnType<UndiciLoader>>;
    try {
      undici = await load();
    } catch (error) {
      log({
        level: 'warn',
        event: 'http_client',
        message: `undici could not be loaded (${error instanceof Error ? error.message : String(error)}); the runtime's fetch and its default timeouts apply.`,
      });
      return runtimeFetch;
    }
    const dispatcher = new undici.Agent({
      connect: {timeout: timeouts.connectTimeoutMs},
      headersTimeout: timeouts.connectTimeoutMs,
      bodyTimeout: timeouts.idleTimeoutMs,
    });
    // undici's Request/Response types are its own copies of the fetch standard's: the same shape
    // at run time, nominally different to TypeScript, hence the casts at this one boundary.
    return (input, init) =>
      undici.fetch(input as Parameters<typeof undici.fetch>[0], {
        ...(init as Parameters<typeof undici.fetch>[1]),
        dispatcher,
      }) as unknown as Promise<Response>;
  };

  return async (input, init) => {
    chosen ??= choose();
    const impl = await chosen;
    return impl(input, init);
  };
};
