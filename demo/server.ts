/**
 * `npm run demo`: the demo page on Vite, the proxy at `/api/chat`, and, unless
 * `WEALTH_AGENT_BASE_URL` and `WEALTH_AGENT_API_KEY` name the real service, the simulator in this
 * same process on a loopback port, with a key generated at start that never reaches the browser.
 */
import {createServer} from 'node:http';
import {parseArgs} from 'node:util';
import {createServer as createViteServer} from 'vite';
import {createAgentProxy, toNodeHandler} from '../src/server/proxy/index.js';
import {createAgentSimulator, createMemoryKeyStore} from '../src/server/simulator/index.js';
import type {AddressInfo} from 'node:net';

const PACES = ['lifelike', 'fast', 'none'] as const;
type Pace = (typeof PACES)[number];
const isPace = (value: string): value is Pace => (PACES as readonly string[]).includes(value);

/** A Content Security Policy as strict as a bank's: no inline script or style, no eval. */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env['PORT'] ?? '5173'},
    host: {type: 'string', default: '127.0.0.1'},
    pace: {type: 'string', default: 'lifelike'},
  },
});
const pace = values.pace;
if (!isPace(pace)) {
  console.error(`--pace must be one of ${PACES.join(', ')}`);
  process.exit(2);
}

/** The upstream the proxy talks to: the real service when configured, else the simulator. */
const startUpstream = async (): Promise<{baseUrl: string; apiKey: string; mode: string}> => {
  const baseUrl = process.env['WEALTH_AGENT_BASE_URL'];
  const apiKey = process.env['WEALTH_AGENT_API_KEY'];
  if (baseUrl && apiKey) return {baseUrl, apiKey, mode: 'service'};
  const keyStore = createMemoryKeyStore();
  const key = await keyStore.issue('demo');
  const simulator = createServer(toNodeHandler(createAgentSimulator({keyStore, pace})));
  await new Promise<void>((resolve) => simulator.listen(0, '127.0.0.1', resolve));
  const {port} = simulator.address() as AddressInfo;
  return {baseUrl: `http://127.0.0.1:${port}`, apiKey: key, mode: 'simulator'};
};

const upstream = await startUpstream();
const proxy = toNodeHandler(createAgentProxy({baseUrl: upstream.baseUrl, apiKey: upstream.apiKey}));
const server = createServer();
const vite = await createViteServer({
  configFile: new URL('../vite.config.ts', import.meta.url).pathname,
  server: {middlewareMode: true, ws: {server}},
  appType: 'mpa',
});

server.on('request', (req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  res.setHeader('content-security-policy', CSP);
  if (path === '/api/chat') {
    proxy(req, res);
  } else if (path === '/api/status') {
    res.writeHead(200, {'content-type': 'application/json', 'cache-control': 'no-store'});
    res.end(JSON.stringify({mode: upstream.mode}));
  } else {
    vite.middlewares(req, res);
  }
});

server.listen(Number(values.port), values.host, () => {
  const {port} = server.address() as AddressInfo;
  const live =
    upstream.mode === 'service' ? 'the real service' : `the embedded simulator (${pace})`;
  console.log(`wealth-agent-chat demo on http://${values.host}:${port}/ — answers from ${live}`);
});
