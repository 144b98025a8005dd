import assert from 'node:assert/strict';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {after, before, describe, it} from 'node:test';
import {createAgentProxy, toNodeHandler} from '../../../src/server/proxy/index.js';
import type {NodeHandler} from '../../../src/server/proxy/index.js';
import {KEY, QUESTION, assertKeyNowhere, errorOf, parseEvents, post, serve} from './harness.js';
import {ANSWER, sse, startScriptedUpstream} from './scripted-upstream.js';
import type {ScriptedUpstream} from './scripted-upstream.js';

type Request = Parameters<NodeHandler>[0];
type Middleware = (req: Request, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * A Connect-style app, as small as the real one: middlewares run in order, each calling `next`.
 * Express is not installed here; its `app.use(path, fn)` behaves the same way for the proxy.
 */
const connect = (mounts: {path: string; handle: Middleware}[]) => {
  const errors: unknown[] = [];
  const app = (req: IncomingMessage, res: ServerResponse) => {
    let index = 0;
    const next = (error?: unknown): void => {
      if (error !== undefined) {
        errors.push(error);
        res.statusCode = 500;
        res.end('app error');
        return;
      }
      const mount = mounts[index++];
      if (!mount) {
        res.statusCode = 404;
        res.end('not found');
        return;
      }
      if (!(req.url ?? '/').startsWith(mount.path)) {
        next();
        return;
      }
      mount.handle(req, res, next);
    };
    next();
  };
  return {app, errors};
};

/** Like `express.json()`: consumes the body and leaves the parsed object on `req.body`. */
const jsonBodyParser: Middleware = (req, _res, next) => {
  if (!/json/.test(req.headers['content-type'] ?? '')) {
    next();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    try {
      req.body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
      next();
    } catch (error) {
      next(error);
    }
  });
};

void describe('proxy: in Node frameworks', () => {
  let upstream: ScriptedUpstream;
  let proxy: ReturnType<typeof createAgentProxy>;

  before(async () => {
    upstream = await startScriptedUpstream();
    upstream.respond(sse(ANSWER));
    proxy = createAgentProxy({baseUrl: upstream.url, apiKey: KEY, onLog: () => {}});
  });
  after(() => upstream.close());

  void it('should stream through node:http with toNodeHandler', async () => {
    const server = await serve(toNodeHandler(proxy));
    try {
      const seen = await post(`${server.url}/api/chat`);
      assert.equal(seen.status, 200);
      assert.equal(seen.text, ANSWER.join(''));
    } finally {
      await server.close();
    }
  });

  void it('should stream as Connect/Express middleware after a JSON body parser', async () => {
    const {app, errors} = connect([
      {path: '/', handle: jsonBodyParser},
      {path: '/api/chat', handle: toNodeHandler(proxy)},
    ]);
    const server = await serve(app);
    try {
      const seen = await post(`${server.url}/api/chat`, {...QUESTION, extra: 'dropped'});
      assert.equal(seen.status, 200);
      assert.deepEqual(
        parseEvents(seen.text).map((message) => message.event),
        ['delta', 'delta', 'metadata', 'done'],
      );
      const forwarded = JSON.parse(upstream.requests.at(-1)?.body ?? '{}') as Record<
        string,
        unknown
      >;
      assert.equal(forwarded.session_id, QUESTION.session_id);
      assert.equal(forwarded.extra, undefined);

      const invalid = await post(`${server.url}/api/chat`, {messages: []});
      assert.equal(invalid.status, 400);
      assert.equal(errorOf(invalid).field, 'messages');
      assert.deepEqual(errors, []);
      assertKeyNowhere(invalid);
    } finally {
      await server.close();
    }
  });
});
