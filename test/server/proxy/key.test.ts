import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {AgentProxyOptions} from '../../../src/server/proxy/index.js';
import {KEY, QUESTION, assertKeyNowhere, post, suiteUpstream, withProxy} from './harness.js';
import {ANSWER, never, refusedUrl, reply, silentAfterFirst, sse} from './scripted-upstream.js';
import type {Behaviour} from './scripted-upstream.js';

interface Path {
  name: string;
  status: number;
  behaviour?: Behaviour;
  refused?: boolean;
  options?: AgentProxyOptions;
  body?: unknown;
  init?: RequestInit;
}

// An upstream that echoes the key back wherever it can: in bodies, messages and headers.
const echo = (status: number, type = 'application/json'): Behaviour =>
  reply(
    status,
    type === 'text/html'
      ? `<html><body>Bearer ${KEY}</body></html>`
      : JSON.stringify({error: {code: 'x', message: `key ${KEY} refused`, field: KEY}}),
    {'content-type': type, 'www-authenticate': `Bearer ${KEY}`, 'x-debug-key': KEY},
  );

const PATHS: Path[] = [
  {name: '405 wrong method', status: 405, init: {method: 'PUT'}},
  {name: '415 not JSON', status: 415, init: {headers: {'content-type': 'text/plain'}}},
  {name: '413 too large', status: 413, options: {maxBodyBytes: 64}},
  {name: '400 invalid JSON', status: 400, body: '{'},
  {name: '422 missing field', status: 422, body: {messages: QUESTION.messages}},
  {
    name: '403 origin',
    status: 403,
    options: {allowedOrigins: ['https://bank.example']},
    init: {headers: {origin: 'https://evil.example'}},
  },
  {
    name: '429 rate limited',
    status: 429,
    options: {
      rateLimit: {
        capacity: 1,
        refillPerSecond: 1,
        store: {take: () => Promise.resolve({allowed: false, retryAfterSeconds: 1})},
      },
    },
  },
  {name: '200 stream', status: 200, behaviour: sse(ANSWER)},
  {name: '200 stream cut', status: 200, behaviour: sse([ANSWER[0] ?? '', 30], 'die')},
  {
    name: '200 idle timeout',
    status: 200,
    behaviour: silentAfterFirst(),
    options: {idleTimeoutMs: 80},
  },
  {name: '502 refused', status: 502, refused: true},
  {name: '502 HTML', status: 502, behaviour: echo(500, 'text/html')},
  {name: '504 no answer', status: 504, behaviour: never, options: {connectTimeoutMs: 80}},
  {name: '401 key refused', status: 502, behaviour: echo(401)},
  {name: '400 upstream', status: 400, behaviour: echo(400)},
  {name: '422 upstream', status: 422, behaviour: echo(422, 'text/plain')},
  {name: '429 upstream', status: 429, behaviour: echo(429)},
];

describe('proxy: the key never leaves', () => {
  const upstream = suiteUpstream();

  for (const path of PATHS) {
    it(`should keep the key out of the response and logs: ${path.name}`, async () => {
      if (path.behaviour) upstream.respond(path.behaviour);
      const baseUrl = path.refused ? await refusedUrl() : upstream.url;
      await withProxy(baseUrl, path.options, async (proxy) => {
        const seen = await post(proxy.url, path.body ?? QUESTION, path.init ?? {});
        assert.equal(seen.status, path.status);
        assertKeyNowhere(seen, proxy.logs);
        assert.ok(!seen.text.includes('sk_live_'), 'a key prefix reached the browser');
      });
    });
  }
});
