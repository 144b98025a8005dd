import assert from 'node:assert/strict';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {before, describe, it} from 'node:test';
import express from 'express';
import {createAgentProxy, toNodeHandler} from '../../../src/server/proxy/index.js';
import type {NodeHandler} from '../../../src/server/proxy/index.js';
import {
  KEY,
  QUESTION,
  assertKeyNowhere,
  errorOf,
  parseEvents,
  post,
  readInTwo,
  serve,
  suiteUpstream,
} from './harness.js';
import {ANSWER, answerHeldAfterFirst, gate, silentAfterFirst, sse} from './scripted-upstream.js';

type Request = Parameters<NodeHandler>[0];
type Middleware = (req: Request, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * A Connect-style app, as small as the real one: middlewares run in order, each calling `next`.
 * Connect itself is not a dependency; its `app.use(path, fn)` calls handlers exactly this way.
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

describe('proxy: in Node frameworks', () => {
  const upstream = suiteUpstream(sse(ANSWER));
  let proxy: ReturnType<typeof createAgentProxy>;

  before(() => {
    proxy = createAgentProxy({baseUrl: upstream.url, apiKey: KEY, onLog: () => {}});
  });

  it('should stream through node:http with toNodeHandler', async () => {
    const server = await serve(toNodeHandler(proxy));
    try {
      const seen = await post(`${server.url}/api/chat`);
      assert.equal(seen.status, 200);
      assert.equal(seen.text, ANSWER.join(''));
    } finally {
      await server.close();
    }
  });

  it('should stream as Connect/Express middleware after a JSON body parser', async () => {
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
  describe('Express 5', () => {
    /** An Express app with the proxy on `POST /api/chat`, an error handler that records errors. */
    const expressApp = (withJsonParser: boolean) => {
      const app = express();
      const errors: unknown[] = [];
      if (withJsonParser) app.use(express.json());
      app.post('/api/chat', toNodeHandler(proxy));
      app.use(
        (
          error: unknown,
          _req: express.Request,
          res: express.Response,
          next: express.NextFunction,
        ) => {
          errors.push(error);
          if (res.headersSent) {
            next(error);
            return;
          }
          res.status(500).end('app error');
        },
      );
      return {app, errors};
    };

    for (const withJsonParser of [false, true]) {
      const label = withJsonParser ? 'after express.json()' : 'without a body parser';

      it(`should stream an answer through app.post('/api/chat') ${label}`, async () => {
        const rest = gate();
        upstream.respond(answerHeldAfterFirst(rest.wait));
        const {app, errors} = expressApp(withJsonParser);
        const server = await serve(app);
        try {
          const response = await fetch(`${server.url}/api/chat`, {
            method: 'POST',
            headers: {'content-type': 'application/json', cookie: 'sid=browser'},
            body: JSON.stringify({...QUESTION, extra: 'dropped'}),
          });
          assert.equal(response.status, 200);
          assert.equal(response.headers.get('content-type'), 'text/event-stream; charset=utf-8');
          assert.equal(response.headers.get('x-accel-buffering'), 'no');
          const read = await readInTwo(response, rest.open);
          // Express must not buffer: the first event arrives while the upstream still holds the rest.
          assert.equal(read.first, ANSWER[0], 'the first event was held back');
          const text = read.first + read.rest;
          assert.equal(text, ANSWER.join(''));
          assertKeyNowhere({status: response.status, headers: response.headers, text});

          const forwarded = upstream.requests.at(-1);
          assert.ok(forwarded, 'the upstream was not called');
          const body = JSON.parse(forwarded.body) as Record<string, unknown>;
          assert.equal(body.session_id, QUESTION.session_id);
          assert.equal(body.extra, undefined, 'an unknown field went upstream');
          assert.equal(forwarded.headers.authorization, `Bearer ${KEY}`);
          assert.equal(forwarded.headers.cookie, undefined, "the browser's cookie went upstream");
          assert.deepEqual(errors, []);
        } finally {
          await server.close();
        }
      });

      it(`should refuse before calling the upstream ${label}`, async () => {
        const {app, errors} = expressApp(withJsonParser);
        const server = await serve(app);
        try {
          const calls = upstream.requests.length;
          const invalid = await post(`${server.url}/api/chat`, {messages: []});
          assert.equal(invalid.status, 400);
          assert.equal(errorOf(invalid).field, 'messages');
          // express.json() leaves other types alone, so the proxy still answers 415 for them.
          const text = await post(`${server.url}/api/chat`, 'hello', {
            headers: {'content-type': 'text/plain'},
          });
          assert.equal(text.status, 415);
          assert.equal(errorOf(text).code, 'unsupported_media_type');
          assert.equal(upstream.requests.length, calls, 'the upstream was called');
          assert.deepEqual(errors, []);
        } finally {
          await server.close();
        }
      });
    }

    it('should abort the upstream when the browser leaves an Express route', async () => {
      upstream.respond(silentAfterFirst());
      const {app} = expressApp(true);
      const server = await serve(app);
      try {
        const closed = upstream.closedEarly();
        const controller = new AbortController();
        const response = await fetch(`${server.url}/api/chat`, {
          method: 'POST',
          headers: {'content-type': 'application/json'},
          body: JSON.stringify(QUESTION),
          signal: controller.signal,
        });
        await response.body?.getReader().read();
        const started = Date.now();
        controller.abort();
        await closed;
        assert.ok(
          Date.now() - started < 1000,
          'the upstream kept streaming after the browser left',
        );
      } finally {
        await server.close();
      }
    });
  });
});
