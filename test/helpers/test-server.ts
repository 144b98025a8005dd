import {finished} from 'node:stream/promises';
import {startAgentStack} from './agent-stack.js';
import {handleSecurity} from '../security/fault-proxy.js';
import {handleScripted} from './scripted-server.js';
import type {NodeHandler} from '../../src/server/node/adapter.js';

/** Koa's context, as much of it as this middleware touches. */
interface KoaContext {
  req: Parameters<NodeHandler>[0];
  res: Parameters<NodeHandler>[1];
  path: string;
  querystring: string;
  host: string;
  respond?: boolean;
  set(name: string, value: string): void;
}

/**
 * A policy that blocks nothing and reports every request to another origin, for the test pages: the
 * security suite's watch sees those as `securitypolicyviolation` events (watch.ts). Resource Timing
 * alone, which WebKit (Safari) fills only with the loads that succeeded, missed every request the
 * corpus makes to a host that does not answer.
 */
const REPORT_FOREIGN = (host: string) =>
  `default-src 'self' ws://${host} 'unsafe-inline' 'unsafe-eval' data: blob:`;

/** The path the browser tests give `proxy-url` for the real proxy in front of the real simulator. */
export const PROXY_PATH = '/api/chat';

/** Web Test Runner middleware serving `/api/chat` (proxy + simulator), `/scripted/*` and `/security/*`. */
export const testServerMiddleware = () => {
  let proxy: Promise<NodeHandler> | undefined;
  /**
   * Serves the request outside Koa, and returns only once the response is over: Koa's status
   * starts as 404 and is what Web Test Runner reports when the middleware returns, so a stream
   * still open then was listed among "404 network requests" in every passing run.
   */
  const outsideKoa = async (ctx: KoaContext, serve: () => unknown): Promise<void> => {
    ctx.respond = false;
    await serve();
    await finished(ctx.res).catch(() => undefined);
  };
  return async (ctx: KoaContext, next: () => Promise<void>): Promise<void> => {
    if (ctx.path === PROXY_PATH) {
      proxy ??= startAgentStack('browser-tests', {pace: 'fast', allowFaultHeader: true}).then(
        ({simulator, proxy: handler}) => {
          simulator.unref();
          return handler;
        },
      );
      const handler = await proxy;
      await outsideKoa(ctx, () => {
        handler(ctx.req, ctx.res);
      });
      return;
    }
    if (ctx.path.startsWith('/scripted/')) {
      await outsideKoa(ctx, () => handleScripted(ctx.req, ctx.res));
      return;
    }
    if (ctx.path.startsWith('/security/')) {
      await outsideKoa(ctx, () => handleSecurity(ctx.req, ctx.res));
      return;
    }
    await next();
    if (ctx.path === '/' && ctx.querystring.includes('wtr-session-id=')) {
      ctx.set('Content-Security-Policy-Report-Only', REPORT_FOREIGN(ctx.host));
    }
  };
};
