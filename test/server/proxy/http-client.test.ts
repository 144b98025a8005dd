import assert from 'node:assert/strict';
import {afterEach, describe, it} from 'node:test';
import * as undici from 'undici';
import type {ProxyLogEntry} from '../../../src/server/proxy/index.js';
import {createUpstreamClient} from '../../../src/server/proxy/upstream-fetch.js';
import {assertKeyNowhere, errorOf, parseEvents, post, suiteUpstream, withProxy} from './harness.js';
import {ANSWER, never, silentAfterFirst, sse} from './scripted-upstream.js';

type AgentOptions = ConstructorParameters<typeof undici.Agent>[0];

/** Replaces the global fetch with one that records every URL it is asked for, then passes it on. */
const watchGlobalFetch = () => {
  const original = globalThis.fetch;
  const urls: string[] = [];
  globalThis.fetch = (input, init) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return original(input, init);
  };
  return {
    urls,
    restore: () => {
      globalThis.fetch = original;
    },
  };
};

describe('proxy: the HTTP client and its timeouts', () => {
  const upstream = suiteUpstream();
  let watch: ReturnType<typeof watchGlobalFetch> | undefined;

  afterEach(() => {
    watch?.restore();
    watch = undefined;
  });

  const calledUpstream = (urls: string[]) => urls.some((url) => url.startsWith(upstream.url));

  it("should call the upstream through undici in Node, not Node's global fetch", async () => {
    upstream.respond(sse(ANSWER));
    const watched = (watch = watchGlobalFetch());
    await withProxy(upstream.url, async (proxy) => {
      const seen = await post(proxy.url);
      assert.equal(seen.status, 200);
      assert.equal(seen.text, ANSWER.join(''));
      assert.ok(
        !calledUpstream(watched.urls),
        "the upstream was called with Node's fetch, whose 300 s body timeout no option reaches",
      );
    });
  });

  it('should give its one agent the connect, header and body timeouts from the options', async () => {
    upstream.respond(sse(ANSWER));
    const made: AgentOptions[] = [];
    class RecordingAgent extends undici.Agent {
      constructor(options: AgentOptions) {
        super(options);
        made.push(options);
      }
    }
    // Ten minutes of allowed silence: beyond undici's 300 s default, which must not apply.
    const client = createUpstreamClient(
      {connectTimeoutMs: 1234, idleTimeoutMs: 600_000},
      () => undefined,
      () => Promise.resolve({Agent: RecordingAgent, fetch: undici.fetch}),
    );
    await withProxy(upstream.url, {}, client, async (proxy) => {
      for (let round = 0; round < 2; round++) {
        assert.equal((await post(proxy.url)).text, ANSWER.join(''));
      }
      assert.deepEqual(made, [
        {connect: {timeout: 1234}, headersTimeout: 1234, bodyTimeout: 600_000},
      ]);
    });
  });

  it("should fall back to the runtime's fetch, with a warning, where undici cannot be loaded", async () => {
    upstream.respond(sse(ANSWER));
    const logs: ProxyLogEntry[] = [];
    const watched = (watch = watchGlobalFetch());
    const client = createUpstreamClient(
      {connectTimeoutMs: 1000, idleTimeoutMs: 1000},
      (entry) => logs.push(entry),
      () => Promise.reject(new Error("Cannot find package 'undici'")),
    );
    await withProxy(upstream.url, {}, client, async (proxy) => {
      const seen = await post(proxy.url);
      assert.equal(seen.text, ANSWER.join(''), 'the answer did not stream without undici');
      assert.ok(calledUpstream(watched.urls), "the runtime's fetch was not used");
      assert.deepEqual(
        logs.map((entry) => [entry.level, entry.event]),
        [['warn', 'http_client']],
      );
    });
  });

  it("should answer 504 when the client's header timeout fires before the proxy's own timer", async () => {
    upstream.respond(never);
    const closed = upstream.closedEarly();
    const client = createUpstreamClient(
      {connectTimeoutMs: 100, idleTimeoutMs: 60_000},
      () => undefined,
    );
    await withProxy(upstream.url, {connectTimeoutMs: 20_000}, client, async (proxy) => {
      const started = Date.now();
      const seen = await post(proxy.url);
      // undici's timers tick once a second, so its 100 ms fire within about 1 s.
      assert.ok(Date.now() - started < 5000, 'the browser waited for the 20 s proxy timer');
      assert.equal(seen.status, 504);
      assert.deepEqual(errorOf(seen), {
        status: 504,
        code: 'upstream_timeout',
        message: 'The agent service did not answer in time. Please try again.',
      });
      await closed;
      assert.ok(proxy.logs.some((entry) => entry.event === 'upstream_timeout'));
      assertKeyNowhere(seen, proxy.logs);
    });
  });

  it("should end the stream with upstream_timeout when the client's body timeout fires first", async () => {
    upstream.respond(silentAfterFirst());
    const closed = upstream.closedEarly();
    const client = createUpstreamClient(
      {connectTimeoutMs: 5000, idleTimeoutMs: 100},
      () => undefined,
    );
    await withProxy(
      upstream.url,
      {idleTimeoutMs: 20_000, heartbeatMs: 20_000},
      client,
      async (proxy) => {
        const started = Date.now();
        const seen = await post(proxy.url);
        assert.ok(Date.now() - started < 5000, 'the browser waited for the 20 s proxy timer');
        const events = parseEvents(seen.text);
        assert.deepEqual(
          events.map((item) => item.event),
          ['delta', 'error'],
        );
        assert.equal(
          (JSON.parse(events[1]?.data ?? '{}') as {error?: {code?: string}}).error?.code,
          'upstream_timeout',
          'a client timeout was reported as a lost connection',
        );
        await closed;
        assert.ok(proxy.logs.some((entry) => entry.event === 'upstream_idle_timeout'));
        assertKeyNowhere(seen, proxy.logs);
      },
    );
  });
});
