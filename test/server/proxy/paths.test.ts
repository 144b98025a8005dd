/**
 * The proxy's two paths: under `toNodeHandler` the upstream's bytes go socket to socket; anywhere
 * else the same handler answers with a `ReadableStream`. Every other proxy test runs on both
 * (`WAC_PROXY_PATH`); this one checks each path is the one it claims to be.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {NodeRequest} from '../../../src/server/node/context.js';
import type {NodeBody} from '../../../src/server/node/context.js';
import {createAgentProxy} from '../../../src/server/proxy/index.js';
import {KEY, QUESTION, serve, suiteUpstream} from './harness.js';
import {ANSWER, sse} from './scripted-upstream.js';

describe('proxy paths', () => {
  const upstream = suiteUpstream();

  const ask = () =>
    new Request('http://proxy.test/api/chat', {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify(QUESTION),
    });

  it('should answer a request toNodeHandler made with a body written to the socket', async () => {
    upstream.respond(sse(ANSWER));
    const proxy = createAgentProxy({baseUrl: upstream.url, apiKey: KEY, onLog: () => {}});
    let write: NodeBody | undefined;
    const response = await proxy(
      new NodeRequest(ask(), undefined, undefined, (body) => {
        write = body;
      }),
    );
    assert.equal(response.status, 200);
    assert.equal(response.body, null, 'no ReadableStream in between');
    assert.ok(write, 'a Node body');
    const sink = await serve((_req, res) => {
      res.writeHead(200, {'content-type': 'text/event-stream'});
      write?.(res);
    });
    try {
      assert.equal(await (await fetch(sink.url)).text(), ANSWER.join(''));
    } finally {
      await sink.close();
    }
  });

  it('should answer any other request with a ReadableStream, as in every runtime', async () => {
    upstream.respond(sse(ANSWER));
    const proxy = createAgentProxy({baseUrl: upstream.url, apiKey: KEY, onLog: () => {}});
    const response = await proxy(ask());
    assert.ok(response.body instanceof ReadableStream, 'a ReadableStream, not a Node body');
    assert.equal(await response.text(), ANSWER.join(''));
  });

  it('should answer with a ReadableStream when toNodeHandler offers no Node body', async () => {
    upstream.respond(sse(ANSWER));
    const proxy = createAgentProxy({baseUrl: upstream.url, apiKey: KEY, onLog: () => {}});
    const response = await proxy(new NodeRequest(ask(), undefined, '127.0.0.1'));
    assert.ok(response.body instanceof ReadableStream, 'a ReadableStream, not a Node body');
    assert.equal(await response.text(), ANSWER.join(''));
  });
});
