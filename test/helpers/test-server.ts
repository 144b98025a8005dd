import {createServer} from 'node:http';
import {handleSecurity} from './fault-proxy.js';
import {handleScripted} from './scripted-server.js';
import type {NodeHandler} from '../../src/server/node-adapter.js';
import type {AddressInfo} from 'node:net';

/** Koa's context, as much of it as this middleware touches. */
interface KoaContext {
  req: Parameters<NodeHandler>[0];
  res: Parameters<NodeHandler>[1];
  path: string;
  respond?: boolean;
}

/** The path the browser tests give `proxy-url` for the real proxy in front of the real simulator. */
export const PROXY_PATH = '/api/chat';

/**
 * Starts the real simulator on a loopback port, with a freshly issued key, and puts the real proxy
 * in front of it: the browser tests then go element → proxy → simulator over real HTTP.
 */
const startProxy = async (): Promise<NodeHandler> => {
  // Loaded on first use, so the scripted-server tests run without the server layer.
  const {createAgentProxy} = await import('../../src/server/proxy/index.js');
  const {createAgentSimulator, createMemoryKeyStore, toNodeHandler} =
    await import('../../src/server/simulator/index.js');
  const keyStore = createMemoryKeyStore();
  const apiKey = await keyStore.issue('browser-tests');
  const simulator = createServer(
    toNodeHandler(createAgentSimulator({keyStore, pace: 'fast', allowFaultHeader: true})),
  );
  await new Promise<void>((resolve) => simulator.listen(0, '127.0.0.1', resolve));
  simulator.unref();
  const {port} = simulator.address() as AddressInfo;
  return toNodeHandler(createAgentProxy({baseUrl: `http://127.0.0.1:${port}`, apiKey}));
};

/** Web Test Runner middleware serving `/api/chat` (proxy + simulator), `/scripted/*` and `/security/*`. */
export const testServerMiddleware = () => {
  let proxy: Promise<NodeHandler> | undefined;
  return async (ctx: KoaContext, next: () => Promise<void>): Promise<void> => {
    if (ctx.path === PROXY_PATH) {
      ctx.respond = false;
      proxy ??= startProxy();
      (await proxy)(ctx.req, ctx.res);
      return;
    }
    if (ctx.path.startsWith('/scripted/')) {
      ctx.respond = false;
      await handleScripted(ctx.req, ctx.res);
      return;
    }
    if (ctx.path.startsWith('/security/')) {
      ctx.respond = false;
      await handleSecurity(ctx.req, ctx.res);
      return;
    }
    await next();
  };
};
