import assert from 'node:assert/strict';
import {randomBytes} from 'node:crypto';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before} from 'node:test';
import {createSseParser} from '../../../src/protocol/index.js';
import type {SseMessage} from '../../../src/protocol/index.js';
import {NodeRequest, nodeRequestOf} from '../../../src/server/node/context.js';
import {assembleAgentProxy} from '../../../src/server/proxy/create-agent-proxy.js';
import type {UpstreamClient} from '../../../src/server/proxy/upstream-fetch.js';
import {sse, startScriptedUpstream} from './scripted-upstream.js';
import type {Behaviour, ScriptedUpstream} from './scripted-upstream.js';
import {createAgentProxy, toNodeHandler} from '../../../src/server/proxy/index.js';
import type {
  AgentProxyOptions,
  FetchHandler,
  NodeHandler,
  ProxyLogEntry,
} from '../../../src/server/proxy/index.js';

/** The proxy's key in every test: random, so a leak can only come from the proxy. */
export const KEY = `sk_live_${randomBytes(18).toString('hex')}`;

/** A valid request body as the element sends it. */
export const QUESTION = {
  messages: [{role: 'user', content: 'Comment est imposée une plus-value de cession ?'}],
  session_id: 'session-1',
  residence: 'fr',
  language: 'fr',
  extended_thinking: false,
  effort: null,
};

/** Everything a browser saw of one response. */
export interface Seen {
  status: number;
  headers: Headers;
  text: string;
}

/** Fails when the key is anywhere in what a browser saw or in a log entry. */
export const assertKeyNowhere = (seen: Seen | undefined, logs: ProxyLogEntry[] = []): void => {
  if (seen) {
    assert.ok(!seen.text.includes(KEY), 'the browser received the API key in a response body');
    seen.headers.forEach((value, name) => {
      assert.ok(!value.includes(KEY), `the browser received the API key in header ${name}`);
    });
  }
  for (const entry of logs) {
    assert.ok(
      !JSON.stringify(entry).includes(KEY),
      `a log entry carried the API key: ${entry.event}`,
    );
  }
};

/** Serves a Node handler on loopback. */
export const serve = async (handler: NodeHandler) => {
  const server = createServer((req, res) => {
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
};

/**
 * Which of the proxy's two paths the tests take: `node` (the default), where `toNodeHandler` lets
 * the proxy write upstream bytes socket to socket; or `fetch`, the fetch-standard handler that
 * every other runtime uses, chosen with `WAC_PROXY_PATH=fetch` (`npm test` runs the proxy tests
 * once each way).
 */
export const PROXY_PATH = process.env.WAC_PROXY_PATH === 'fetch' ? 'fetch' : 'node';

/**
 * A proxy handler served over `toNodeHandler` on the path under test. On the fetch path the proxy
 * is told its connection's address but offered no Node body, so it answers as in any
 * fetch-standard runtime.
 */
export const serveProxy = (handler: FetchHandler) =>
  serve(
    toNodeHandler(
      PROXY_PATH === 'fetch'
        ? (request) =>
            handler(new NodeRequest(request, undefined, nodeRequestOf(request)?.remoteAddress))
        : handler,
    ),
  );

/**
 * A proxy served over real HTTP through `toNodeHandler`, with its log entries collected; `client`
 * replaces the HTTP client it would make itself.
 */
export const startProxy = async (
  baseUrl: string,
  options: AgentProxyOptions = {},
  client?: UpstreamClient,
) => {
  const logs: ProxyLogEntry[] = [];
  const settings: AgentProxyOptions = {
    baseUrl,
    apiKey: KEY,
    onLog: (entry) => logs.push(entry),
    ...options,
  };
  const handler = client ? assembleAgentProxy(settings, () => client) : createAgentProxy(settings);
  const server = await serveProxy(handler);
  return {...server, logs, handler};
};

/** A proxy from {@link startProxy}: its URL, its log entries, its handler, and `close`. */
export type StartedProxy = Awaited<ReturnType<typeof startProxy>>;

/**
 * Runs `use` (the last argument) on a proxy started with the arguments of {@link startProxy}
 * before it, and closes the proxy after, whether `use` passed or failed.
 */
type UseProxy<T> = (proxy: StartedProxy) => Promise<T>;

export const withProxy = async <T>(
  baseUrl: string,
  ...rest:
    | [use: UseProxy<T>]
    | [options: AgentProxyOptions | undefined, use: UseProxy<T>]
    | [options: AgentProxyOptions | undefined, client: UpstreamClient, use: UseProxy<T>]
): Promise<T> => {
  const [use, options, client]: [UseProxy<T>, AgentProxyOptions?, UpstreamClient?] =
    rest.length === 1
      ? [rest[0]]
      : rest.length === 2
        ? [rest[1], rest[0]]
        : [rest[2], rest[0], rest[1]];
  const proxy = await startProxy(baseUrl, options, client);
  try {
    return await use(proxy);
  } finally {
    await proxy.close();
  }
};

/** POSTs a body (an object is sent as JSON) and reads the whole answer, checking it for the key. */
export const post = async (
  url: string,
  body: unknown = QUESTION,
  init: RequestInit = {},
): Promise<Seen> => {
  const response = await fetch(url, {
    method: 'POST',
    ...init,
    headers: {'content-type': 'application/json', ...(init.headers as Record<string, string>)},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const seen = {status: response.status, headers: response.headers, text: await response.text()};
  assertKeyNowhere(seen);
  return seen;
};

/**
 * A streamed answer read in two: its first chunk, then, once `release` lets the upstream go on,
 * the rest. A first chunk that holds the first event shows the proxy did not wait for the rest.
 */
export const readInTwo = async (
  response: Response,
  release: () => void,
): Promise<{first: string; rest: string}> => {
  const reader = response.body?.getReader();
  assert.ok(reader, 'the answer has no body');
  const decoder = new TextDecoder();
  const first = decoder.decode((await reader.read()).value, {stream: true});
  release();
  let rest = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    rest += decoder.decode(chunk.value, {stream: true});
  }
  return {first, rest: rest + decoder.decode()};
};

/** Parses SSE text into its messages, as a browser would. */
export const parseEvents = (text: string): SseMessage[] => {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message));
  parser.feed(text);
  parser.end();
  return messages;
};

/** The JSON error body of a response. */
export const errorOf = (
  seen: Seen,
): {status: number; code: string; message: string; field?: string} => {
  assert.match(seen.headers.get('content-type') ?? '', /application\/json/);
  const body = JSON.parse(seen.text) as {
    error: {status: number; code: string; message: string; field?: string};
  };
  return body.error;
};

/**
 * The scripted upstream of the tests of the `describe` it is called in: started before them,
 * answering `behaviour` until a test says otherwise, closed after them.
 */
export const suiteUpstream = (behaviour: Behaviour = sse([])): ScriptedUpstream => {
  let started: ScriptedUpstream | undefined;
  before(async () => {
    started = await startScriptedUpstream();
    started.respond(behaviour);
  });
  after(() => started?.close());
  const current = (): ScriptedUpstream => {
    if (!started) throw new Error('the upstream starts before the first test');
    return started;
  };
  return {
    get url() {
      return current().url;
    },
    get requests() {
      return current().requests;
    },
    respond: (next) => {
      current().respond(next);
    },
    closedEarly: () => current().closedEarly(),
    close: () => current().close(),
  };
};
