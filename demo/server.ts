/**
 * `npm run demo`: the demo page on Vite, the proxy at `/api/chat`, and, unless
 * `WEALTH_AGENT_BASE_URL` and `WEALTH_AGENT_API_KEY` name the real service, the simulator in this
 * same process on a loopback port, with a key generated at start that never reaches the browser.
 * `/api/status` says which upstream is live; `/api/wire` shows which headers the last question
 * reached the proxy with, for the page's security panel.
 */
import {createServer} from 'node:http';
import {parseArgs} from 'node:util';
import {createServer as createViteServer} from 'vite';
import {createAgentProxy, toNodeHandler} from '../src/server/proxy/index.js';
import {
  PACES,
  createAgentSimulator,
  createMemoryKeyStore,
  isPace,
} from '../src/server/simulator/index.js';
import {DEMO_PACE} from './pace.js';
import type {AddressInfo} from 'node:net';

/**
 * A Content Security Policy as strict as a bank's: no inline script or style, no eval, and
 * Trusted Types with only Lit's policy, so no string can reach an HTML sink.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types lit-html 'allow-duplicates'",
].join('; ');

/** Request headers the demo's security panel shows, as the proxy received them. */
const SHOWN_HEADERS = ['content-type', 'accept', 'idempotency-key', 'origin', 'content-length'];

/** What the proxy last received from a browser, for the security panel; never a credential. */
let lastWire: {method: string; headers: Record<string, string>; authorization: boolean} | null =
  null;

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env['PORT'] ?? '5173'},
    host: {type: 'string', default: '127.0.0.1'},
    pace: {type: 'string', default: DEMO_PACE},
    // Off by default: a page in front of an audience (or under test) must not reload by itself
    // when a file changes. Without it each reload still serves the files as they are now.
    watch: {type: 'boolean', default: false},
  },
});
const pace = values.pace;
if (!isPace(pace)) {
  console.error(`--pace must be one of ${PACES.join(', ')}`);
  process.exit(2);
}

/** The upstream the proxy talks to: the real service when configured, else the simulator. */
const startUpstream = async (): Promise<{
  baseUrl: string;
  apiKey: string;
  mode: string;
  close: () => void;
}> => {
  const baseUrl = process.env['WEALTH_AGENT_BASE_URL'];
  const apiKey = process.env['WEALTH_AGENT_API_KEY'];
  if (baseUrl && apiKey) return {baseUrl, apiKey, mode: 'service', close: () => {}};
  const keyStore = createMemoryKeyStore();
  const key = await keyStore.issue('demo');
  const simulator = createServer(toNodeHandler(createAgentSimulator({keyStore, pace})));
  await new Promise<void>((resolve) => simulator.listen(0, '127.0.0.1', resolve));
  const {port} = simulator.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey: key,
    mode: 'simulator',
    close: () => {
      simulator.closeAllConnections();
      simulator.close();
    },
  };
};

const upstream = await startUpstream();
const proxy = toNodeHandler(createAgentProxy({baseUrl: upstream.baseUrl, apiKey: upstream.apiKey}));
const server = createServer();
const vite = await createViteServer({
  configFile: new URL('../vite.config.ts', import.meta.url).pathname,
  server: {
    middlewareMode: true,
    ws: {server},
    // `watch: null` would be dropped when merged with vite.config.ts: ignore every path instead.
    ...(values.watch ? {} : {watch: {ignored: () => true}}),
  },
  appType: 'mpa',
  // Lit's production build: the audience's console stays free of its dev-mode warning.
  resolve: {conditions: ['module', 'browser', 'production']},
});

server.on('request', (req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  res.setHeader('content-security-policy', CSP);
  if (path === '/api/chat') {
    const headers: Record<string, string> = {};
    for (const name of SHOWN_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    lastWire = {
      method: req.method ?? 'POST',
      headers,
      authorization: req.headers.authorization !== undefined,
    };
    proxy(req, res);
  } else if (path === '/api/wire') {
    res.writeHead(lastWire ? 200 : 204, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
    });
    res.end(lastWire ? JSON.stringify(lastWire) : undefined);
  } else if (path === '/api/status') {
    res.writeHead(200, {'content-type': 'application/json', 'cache-control': 'no-store'});
    res.end(JSON.stringify({mode: upstream.mode}));
  } else {
    vite.middlewares(req, res);
  }
});

/**
 * Stops everything the demo started. Vite listens for SIGTERM itself and closes only its own
 * server, which left the page and the simulator serving after `kill`: this handler ends them all.
 */
const stop = async (code: number): Promise<never> => {
  server.closeAllConnections();
  server.close();
  upstream.close();
  await vite.close();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stop(0));
}

server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.error(
    `Port ${values.port} on ${values.host} is in use: start the demo on another with --port <n> (or PORT=<n>).`,
  );
  void stop(1);
});

server.listen(Number(values.port), values.host, () => {
  const {port} = server.address() as AddressInfo;
  const live =
    upstream.mode === 'service' ? 'the real service' : `the embedded simulator (${pace})`;
  console.log(`wealth-agent-chat demo on http://${values.host}:${port}/ — answers from ${live}`);
});
