/**
 * docs/scaling.md, run for real: nginx with docs/deploy/nginx.conf, three proxy instances on
 * Redis, the simulator behind them, and a browser. Each check is one test that can fail.
 */
import assert from 'node:assert/strict';
import {randomUUID} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {after, before, describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright';
import {bundleFile} from '../helpers/bundle-files.js';
import {chromiumLaunchOptions} from '../helpers/chromium.js';
import {sleep} from '../helpers/processes.js';
import {serve} from '../server/proxy/harness.js';
import {startNginx} from './nginx.js';
import type {NginxProcess} from './nginx.js';
import {startPrometheus} from './prometheus.js';
import {HEARTBEAT_MS, READ_TIMEOUT_S, STALL_MS, ask, startTopology} from './topology.js';
import type {Topology} from './topology.js';

const session = (pace: 'slow' | 'stall' | 'fast') => `${pace}-${randomUUID()}`;
const until = async (check: () => boolean, what: string, timeoutMs = 20_000) => {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    assert.ok(performance.now() < deadline, `timed out waiting for ${what}`);
    await sleep(25);
  }
};
const types = (exchange: {events: Array<{event: string}>}) => exchange.events.map((e) => e.event);

describe('production topology: nginx, three instances, Redis, the simulator', () => {
  let topology: Topology;
  let page: {url: string; close: () => Promise<void>};
  let proxyUrl = '';

  before(async () => {
    // The page a bank's customer opens: the script-tag bundle, on an origin of its own.
    page = await serve((req, res) => {
      const file = bundleFile(req.url);
      if (file) {
        // The entry, and the chat it imports from beside itself.
        res.writeHead(200, {'content-type': 'text/javascript'});
        res.end(readFileSync(file));
        return;
      }
      res.writeHead(200, {'content-type': 'text/html; charset=utf-8'});
      res.end(
        `<!doctype html><html lang="en"><body><wealth-agent-chat proxy-url="${proxyUrl}" language="en" session-id="${session('slow')}"></wealth-agent-chat><script type="module" src="/wealth-agent-chat.js"></script></body></html>`,
      );
    });
    topology = await startTopology(page.url);
    proxyUrl = `${topology.url}/api/chat`;
  });
  after(async () => {
    await topology.stop();
    await page.close();
  });

  it('should stream: the first event arrives long before the answer ends', async () => {
    const answer = await ask(topology.url, session('slow'), '127.0.0.11');
    assert.equal(answer.status, 200);
    const first = answer.events.find((event) => event.event === 'delta');
    const done = answer.events.find((event) => event.event === 'done');
    assert.ok(first && done, `a delta and done: ${types(answer).join(' ')}`);
    assert.ok(
      done.at - first.at > 1000,
      `first delta ${String(Math.round(done.at - first.at))} ms before done: buffered`,
    );
  });

  it(`should keep an answer that pauses ${String(STALL_MS)} ms, past nginx's ${String(READ_TIMEOUT_S)} s read timeout, alive with heartbeats`, async () => {
    const answer = await ask(topology.url, session('stall'), '127.0.0.12');
    assert.equal(types(answer).at(-1), 'done', `ended with ${types(answer).join(' ')}`);
    assert.ok(
      answer.body.includes(': ping'),
      `heartbeats every ${String(HEARTBEAT_MS)} ms reached the browser`,
    );
  });

  it('should send the same Idempotency-Key upstream once, whichever instance it lands on', async () => {
    const id = session('fast');
    const key = randomUUID();
    const first = await ask(topology.url, id, '127.0.0.13', {'idempotency-key': key});
    const second = await ask(topology.url, id, '127.0.0.13', {'idempotency-key': key});
    assert.equal(first.status, 200);
    assert.equal(second.status, 409);
    assert.equal(topology.upstreamCalls(id), 1, 'the repeat reached the agent service');
    const took = topology.instances.filter((instance) =>
      instance.messages.some((message) => message['session_id'] === id),
    );
    assert.equal(took.length, 2, 'nginx sent the two requests to two instances');
  });

  it('should close idle connections to the instances before the instances do', async () => {
    const answer = await ask(topology.url, session('fast'), '127.0.0.17');
    assert.equal(answer.status, 200);
    // Node closes an idle keep-alive connection after its keepAliveTimeout, 5 s (6 s in fact in
    // Node 20). nginx keeps its own 60 s unless told otherwise, and may then send a request down
    // a connection the instance is closing: an error, a retry, and a healthy instance set aside
    // for fail_timeout (it did with max_fails=1). The likely cause of a CI run in which both requests of the
    // Idempotency-Key test landed on one instance.
    await sleep(6_500);
    const closing = topology.instances.filter((instance) =>
      instance.messages.some((message) => message['type'] === 'keepalive_timeout'),
    );
    assert.equal(closing.length, 0, 'an instance closed a connection nginx kept for later');
  });

  it('should share a limit of 5 across instances: 12 requests, 7 refusals, forged X-Forwarded-For or not', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 12; index++) {
      const forged: Record<string, string> =
        index % 2 === 0 ? {'x-forwarded-for': `203.0.113.${String(index)}`} : {};
      statuses.push((await ask(topology.url, session('fast'), '127.0.0.14', forged)).status);
    }
    assert.equal(statuses.filter((status) => status === 429).length, 7, statuses.join(' '));
    assert.equal(statuses.filter((status) => status === 200).length, 5, statuses.join(' '));
  });

  it('should follow each fail mode while Redis is down, and log the recovery', async () => {
    const closed = await topology.startInstance({failMode: 'closed'});
    try {
      await topology.redis.kill();
      for (let index = 0; index < 3; index++) {
        const answer = await ask(topology.url, session('fast'), '127.0.0.15');
        assert.equal(answer.status, 200, 'fail-open: served without Redis');
      }
      const refused = await ask(closed.url.replace('/api/chat', ''), session('fast'), '127.0.0.15');
      assert.equal(refused.status, 503, 'fail-closed: refused without Redis');
      const down = topology.instances.map((instance) => instance.count('store_unavailable'));
      assert.ok(
        down.some((count) => count === 1),
        `store_unavailable logged: ${down.join(' ')}`,
      );
      assert.ok(
        down.every((count) => count <= 1),
        `logged once per outage: ${down.join(' ')}`,
      );
      await topology.redis.restart();
      for (
        let index = 0;
        index < 30 && !topology.instances.some((i) => i.count('store_recovered') > 0);
        index++
      ) {
        await ask(topology.url, session('fast'), `127.0.0.${String(100 + index)}`);
        await sleep(100);
      }
      assert.ok(
        topology.instances.some((instance) => instance.count('store_recovered') === 1),
        'store_recovered logged',
      );
    } finally {
      await closed.stop();
    }
  });

  it('should pass the fail-closed 503 through nginx with its Retry-After, setting no instance aside', async () => {
    // Three instances that fail closed, behind an nginx of their own running the same file.
    const closed = await Promise.all(
      [0, 1, 2].map(() => topology.startInstance({failMode: 'closed'})),
    );
    const nginx = await startNginx(
      closed.map((instance) => new URL(instance.url).host),
      `${String(READ_TIMEOUT_S)}s`,
    );
    try {
      assert.equal((await ask(nginx.url, session('fast'), '127.0.0.18')).status, 200);
      await topology.redis.kill();
      for (let index = 0; index < 6; index++) {
        const refused = await ask(nginx.url, session('fast'), '127.0.0.18');
        assert.equal(refused.status, 503, `request ${String(index)}: ${refused.body.slice(0, 80)}`);
        assert.equal(refused.headers['retry-after'], '5', "the proxy's Retry-After passed through");
        assert.match(
          refused.headers['content-type'] ?? '',
          /application\/json/,
          "not nginx's page",
        );
        const error = (JSON.parse(refused.body) as {error: {status: number}}).error;
        assert.equal(error.status, 503);
      }
      await topology.redis.restart();
      // No instance was set aside for the outage: answered as soon as the instances have
      // reconnected (at most 2 s), and nginx's own 502 never in between.
      for (let tries = 0; ; tries++) {
        const back = await ask(nginx.url, session('fast'), '127.0.0.18');
        if (back.status === 200) break;
        assert.equal(back.status, 503, `while the instances reconnect: ${back.body.slice(0, 80)}`);
        assert.ok(tries < 100, 'never answered again after Redis came back');
        await sleep(100);
      }
    } finally {
      await nginx.stop();
      await Promise.all(closed.map((instance) => instance.stop()));
    }
  });

  it("should retry a draining instance's 503 shutting_down on another, never showing it to the client", async () => {
    // One instance that drains as the command does, still listening and answering 503
    // shutting_down while an answer in flight keeps it draining, in front of two others.
    const draining = await topology.startInstance({}, undefined, {WAC_KEEP_LISTENING: '1'});
    let nginx: NginxProcess | undefined;
    try {
      nginx = await startNginx(
        [draining, ...topology.instances.slice(0, 2)].map((instance) => new URL(instance.url).host),
        `${String(READ_TIMEOUT_S)}s`,
      );
      const id = session('slow');
      const inFlight = ask(draining.url, id, '127.0.0.19');
      await until(
        () => draining.messages.some((message) => message['session_id'] === id),
        'the draining instance to take an answer',
      );
      draining.kill('SIGTERM');
      for (let tries = 0; (await fetch(`${draining.url}/readyz`)).status !== 503; tries++) {
        assert.ok(tries < 200, 'the instance never said it was draining');
        await sleep(25);
      }
      // nginx takes the instances in turn: a third of these go to the draining one first.
      for (let index = 0; index < 6; index++) {
        const answer = await ask(nginx.url, session('fast'), `127.0.0.${String(60 + index)}`);
        assert.equal(answer.status, 200, `request ${String(index)}: ${answer.body.slice(0, 80)}`);
        assert.equal(types(answer).at(-1), 'done');
      }
      const refused = draining.logs.filter((entry) => entry.code === 'shutting_down');
      assert.ok(refused.length > 0, 'nginx never tried the draining instance');
      assert.equal(types(await inFlight).at(-1), 'done', 'the answer in flight finished');
      assert.equal(await draining.exited, 0);
    } finally {
      await nginx?.stop();
      await draining.stop();
    }
  });

  it('should be scraped by a real Prometheus on every instance while answers stream', async () => {
    const prometheus = await startPrometheus(
      topology.instances.map((instance) => new URL(instance.url).host),
    );
    try {
      for (let tries = 0; (await prometheus.value('count(up == 1)')) !== 3; tries++) {
        assert.ok(tries < 300, 'Prometheus never saw the three instances up');
        await sleep(100);
      }
      const answers = [0, 1, 2, 3, 4, 5].map((index) =>
        ask(topology.url, session('slow'), `127.0.0.${String(40 + index)}`),
      );
      const state = {settled: false};
      const all = Promise.all(answers).finally(() => {
        state.settled = true;
      });
      let seenInFlight = 0;
      while (!state.settled && seenInFlight === 0) {
        seenInFlight = (await prometheus.value('sum(wealth_agent_proxy_streams_in_flight)')) ?? 0;
        await sleep(100);
      }
      assert.ok(seenInFlight > 0, 'Prometheus saw answers in flight while they streamed');
      for (const answer of await all) assert.equal(types(answer).at(-1), 'done');
      // What the instances count now, Prometheus must come to: every instance scraped.
      let counted = 0;
      for (const instance of topology.instances) {
        const text = await (await fetch(`${instance.url}/metrics`)).text();
        counted += Number(
          /^wealth_agent_proxy_requests_total\{outcome="streamed",status="200"\} (\d+)$/m.exec(
            text,
          )?.[1] ?? 0,
        );
      }
      const query = 'sum(wealth_agent_proxy_requests_total{outcome="streamed",status="200"})';
      for (let tries = 0; (await prometheus.value(query)) !== counted; tries++) {
        assert.ok(
          tries < 300,
          `Prometheus never reached the instances' count of ${String(counted)}`,
        );
        await sleep(100);
      }
    } finally {
      await prometheus.stop();
    }
  });

  it('should show a browser a clean interruption when an instance dies mid-answer, and answer the retry from another', async () => {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const tab = await browser.newPage();
      await tab.goto(page.url);
      const chat = tab.locator('wealth-agent-chat');
      await chat.locator('[part~="input"]').fill('How is a capital gain taxed?');
      await chat.locator('[part~="input"]').press('Enter');
      const answer = chat.locator('[part~="assistant-message"]').last();
      // Enough of the answer on screen that cutting it leaves a partial answer to keep.
      await tab.waitForFunction(() => {
        const shadow = document.querySelector('wealth-agent-chat')?.shadowRoot;
        return (shadow?.querySelector('[part~="assistant-message"]')?.textContent.length ?? 0) > 40;
      });
      const sessionId = await chat.getAttribute('session-id');
      const serving = topology.instanceFor(sessionId ?? '');
      assert.ok(serving, 'an instance took the question');
      serving.kill('SIGKILL');
      const error = chat.locator('[part~="error"]');
      await error.waitFor({timeout: 20_000});
      assert.match((await error.textContent()) ?? '', /interrupted/i);
      const partial = (await answer.textContent()) ?? '';
      assert.ok(partial.trim().length > 40, 'the partial answer stays');
      const done = chat.evaluate(
        (element) =>
          new Promise<boolean>((resolve) => {
            element.addEventListener(
              'wac-done',
              () => {
                resolve(true);
              },
              {once: true},
            );
          }),
      );
      await error.locator('button').first().click();
      assert.equal(await done, true, 'the retry was answered');
      await serving.exited;
    } finally {
      await browser.close();
    }
  });

  it('should finish an answer in flight on SIGTERM, while new requests go to the others', async () => {
    const id = session('slow');
    const answering = ask(topology.url, id, '127.0.0.16');
    await until(() => topology.instanceFor(id) !== undefined, 'an instance to take the answer');
    const draining = topology.instanceFor(id);
    assert.ok(draining);
    draining.kill('SIGTERM');
    for (let index = 0; index < 3; index++) {
      const other = await ask(topology.url, session('fast'), '127.0.0.26');
      assert.equal(other.status, 200, 'a new request during the drain');
      assert.equal(types(other).at(-1), 'done');
    }
    const answer = await answering;
    assert.equal(types(answer).at(-1), 'done', `the answer in flight: ${types(answer).join(' ')}`);
    assert.equal(await draining.exited, 0, 'the instance exited cleanly after its answer');
  });
});

describe('docs/scaling.md', () => {
  it('should show the nginx configuration the topology tests run, as it is', () => {
    const doc = readFileSync(
      fileURLToPath(new URL('../../docs/scaling.md', import.meta.url)),
      'utf8',
    );
    const conf = readFileSync(
      fileURLToPath(new URL('../../docs/deploy/nginx.conf', import.meta.url)),
      'utf8',
    );
    assert.ok(
      doc.includes(`\`\`\`nginx\n${conf}\`\`\``),
      'docs/scaling.md shows docs/deploy/nginx.conf verbatim',
    );
  });
});
