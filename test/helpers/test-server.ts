import {startAgentStack} from './agent-stack.js';
import {handleSecurity} from './fault-proxy.js';
import {handleScripted} from './scripted-server.js';
import type {NodeHandler} from '../../src/server/node-adapter.js';

/** Koa's context, as much of it as this middleware touches. */
interface KoaContext {
  req: Parameters<NodeHandler>[0];
  res: Parameters<NodeHandler>[1];
  path: string;
  respond?: boolean;
}

/** The path the browser tests give `proxy-url` for the real proxy in front of the real simulator. */
export const PROXY_PATH = '/api/chat';

/** Web Test Runner middleware serving `/api/chat` (proxy + simulator), `/scripted/*` and `/security/*`. */
export const testServerMiddleware = () => {
  let proxy: Promise<NodeHandler> | undefined;
  return async (ctx: KoaContext, next: () => Promise<void>): Promise<void> => {
    if (ctx.path === PROXY_PATH) {
      ctx.respond = false;
      proxy ??= startAgentStack('browser-tests', {pace: 'fast', allowFaultHeader: true}).then(
        ({simulator, proxy: handler}) => {
          simulator.unref();
          return handler;
        },
      );
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
