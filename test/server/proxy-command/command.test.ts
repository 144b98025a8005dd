/**
 * The `wealth-agent-proxy` command, spawned as an operator runs it: its configuration, the
 * script-tag bundle on its own origin, the probes, the metrics, the JSON logs, and the drain.
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {decodeAgentEvent} from '../../../src/protocol/index.js';
import {KEY, QUESTION, parseEvents, post} from '../proxy/harness.js';
import {
  ANSWER,
  answerHeldAfterFirst,
  gate,
  silentAfterFirst,
  sse,
  startScriptedUpstream,
} from '../proxy/scripted-upstream.js';
import type {ScriptedUpstream} from '../proxy/scripted-upstream.js';
import {SETTINGS} from '../../../src/server/proxy/cli-config.js';
import {metric, runCommand, startCommand} from './command.js';
import type {ProxyCommand} from './command.js';

/** Waits until the upstream has seen `count` requests. */
const arrived = async (upstream: ScriptedUpstream, count: number) => {
  for (let tries = 0; upstream.requests.length < count; tries++) {
    assert.ok(tries < 1000, 'the request never reached the upstream');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const types = (text: string) => parseEvents(text).map((message) => decodeAgentEvent(message).type);

describe('wealth-agent-proxy', () => {
  let upstream: ScriptedUpstream;
  let assets: string;
  before(async () => {
    upstream = await startScriptedUpstream();
    // What the build writes to dist/: the bundle's entry and a chunk, and tsc's own entries.
    assets = mkdtempSync(join(tmpdir(), 'wac-assets-'));
    writeFileSync(join(assets, 'wealth-agent-chat.js'), 'import("./chat-a1b2.js");');
    writeFileSync(join(assets, 'chat-a1b2.js'), 'export const chat = 1;');
    writeFileSync(join(assets, 'index.js'), "export * from './browser/index.js';");
    writeFileSync(join(assets, 'index.d.ts'), 'export {};');
    mkdirSync(join(assets, 'server'));
  });
  after(async () => {
    await upstream.close();
    rmSync(assets, {recursive: true, force: true});
  });

  /** The command with one answer in flight, told to stop (SIGTERM) and draining. */
  const drainingWithAnswer = async () => {
    const command = await startCommand([], {WEALTH_AGENT_BASE_URL: upstream.url});
    const seen = upstream.requests.length;
    const answer = post(`${command.url}/api/chat`);
    await arrived(upstream, seen + 1);
    command.signal('SIGTERM');
    await command.logged('closing');
    return {command, answer};
  };

  describe('configuration', () => {
    it('should print every setting with its environment variable on --help', async () => {
      const {code, stdout} = await runCommand(['--help']);
      assert.equal(code, 0);
      for (const setting of Object.values(SETTINGS)) {
        assert.ok(stdout.includes(`--${setting.flag}`), `--help shows --${setting.flag}`);
        assert.ok(stdout.includes(setting.env), `--help shows ${setting.env}`);
      }
    });

    it('should refuse a mistyped value with exit code 2, naming the flag and its variable', async () => {
      const {code, stderr} = await runCommand(['--rate-limit-capacity', 'lots']);
      assert.equal(code, 2);
      assert.match(stderr, /--rate-limit-capacity \(env WEALTH_AGENT_RATE_LIMIT_CAPACITY\)/);
    });

    it('should refuse to start without a key, saying which variable to set, in a JSON line', async () => {
      const {code, stdout} = await runCommand([], {WEALTH_AGENT_BASE_URL: upstream.url});
      assert.equal(code, 1);
      const line = JSON.parse(stdout.trim()) as {level: string; event: string; message: string};
      assert.equal(line.event, 'start_failed');
      assert.match(line.message, /WEALTH_AGENT_API_KEY/);
    });

    it('should read the key from --api-key-file and never log it', async () => {
      const file = join(assets, 'key');
      writeFileSync(file, `${KEY}\n`);
      const command = await startCommand(['--api-key-file', file, '--base-url', upstream.url], {
        WEALTH_AGENT_API_KEY: '',
      });
      try {
        upstream.respond(sse(ANSWER));
        const answer = await post(`${command.url}/api/chat`);
        assert.equal(answer.status, 200);
        assert.equal(upstream.requests.at(-1)?.headers.authorization, `Bearer ${KEY}`);
        assert.ok(!JSON.stringify(command.logs).includes(KEY), 'the key is in no log line');
      } finally {
        await command.stop();
      }
    });

    it('should warn at start-up that a hop count believes anyone when it listens on every interface', async () => {
      const open = await startCommand(
        ['--base-url', upstream.url, '--trust-proxy', '1', '--host', '0.0.0.0'],
        {},
      );
      const bound = await startCommand(['--base-url', upstream.url, '--trust-proxy', '1']);
      const named = await startCommand(
        ['--base-url', upstream.url, '--trust-proxy', 'private', '--host', '0.0.0.0'],
        {},
      );
      try {
        const warning = await open.logged('trust_proxy_hop_count');
        assert.equal(warning.level, 'warn');
        assert.match(warning.message, /firewall/);
        await Promise.all([bound.logged('config'), named.logged('config')]);
        assert.equal(bound.logs.filter((l) => l.event === 'trust_proxy_hop_count').length, 0);
        assert.equal(named.logs.filter((l) => l.event === 'trust_proxy_hop_count').length, 0);
      } finally {
        await Promise.all([open.stop(), bound.stop(), named.stop()]);
      }
    });
  });

  describe('serving', () => {
    let command: ProxyCommand;
    before(async () => {
      command = await startCommand(
        [
          '--assets',
          assets,
          '--rate-limit-capacity',
          '2',
          '--rate-limit-refill-per-second',
          '0.001',
        ],
        {WEALTH_AGENT_BASE_URL: upstream.url},
      );
    });
    after(() => command.stop());

    it('should log one JSON object per line on stdout: start, configuration without the key', async () => {
      const config = await command.logged('config');
      assert.equal(config.level, 'info');
      // The refill as an operator reads it: a rate under one a second in a minute (the default,
      // a third of the capacity a second, printed as 0.3333333333333333/s).
      assert.match(config.message, /"rateLimit":"2 a burst, 0.06\/min"/);
      assert.ok(!config.message.includes(KEY));
      assert.deepEqual(command.strays, [], 'nothing but JSON lines on stdout');
      for (const line of command.logs)
        assert.ok(Date.parse(line.time) > 0, 'each line has its time');
    });

    it('should serve the script-tag bundle and its chunk from its own origin, and nothing else of dist/', async () => {
      for (const path of ['/wealth-agent-chat.js', '/chat-a1b2.js']) {
        const response = await fetch(`${command.url}${path}`);
        assert.equal(response.status, 200, path);
        assert.match(response.headers.get('content-type') ?? '', /^text\/javascript/);
        assert.equal(response.headers.get('access-control-allow-origin'), '*');
        const again = await fetch(`${command.url}${path}`, {
          headers: {'if-none-match': response.headers.get('etag') ?? ''},
        });
        assert.equal(again.status, 304, `${path} revalidates`);
      }
      assert.equal(
        await (await fetch(`${command.url}/chat-a1b2.js`)).text(),
        'export const chat = 1;',
      );
      assert.equal(
        (await fetch(`${command.url}/index.js`)).status,
        404,
        "tsc's entry is not served",
      );
    });

    it('should answer /healthz and /readyz with 200 while it serves', async () => {
      assert.equal((await fetch(`${command.url}/healthz`)).status, 200);
      const ready = await fetch(`${command.url}/readyz`);
      assert.equal(ready.status, 200);
      assert.deepEqual(await ready.json(), {status: 'ready'});
    });

    it('should count answers, refusals and streams in /metrics, and log each refusal', async () => {
      upstream.respond(sse(ANSWER));
      const headers = {'idempotency-key': 'metrics-1'};
      assert.equal((await post(`${command.url}/api/chat`, QUESTION, {headers})).status, 200);
      const duplicate = await post(`${command.url}/api/chat`, QUESTION, {headers});
      assert.equal(duplicate.status, 409);
      const refusal = await command.logged('request_refused');
      assert.equal(refusal.code, 'conflict');
      assert.equal(refusal.level, 'info');

      const response = await fetch(`${command.url}/metrics`);
      assert.match(response.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      const name = 'wealth_agent_proxy_';
      assert.equal(metric(text, `${name}requests_total`, '{outcome="streamed",status="200"}'), 1);
      assert.equal(metric(text, `${name}requests_total`, '{outcome="refused",status="409"}'), 1);
      assert.equal(metric(text, `${name}refusals_total`, '{reason="conflict"}'), 1);
      assert.equal(metric(text, `${name}streams_in_flight`), 0);
      assert.equal(metric(text, `${name}upstream_first_event_seconds_count`), 1);
      assert.equal(
        metric(text, `${name}stream_duration_seconds_count`, '{outcome="completed"}'),
        1,
      );
      assert.equal(metric(text, `${name}draining`), 0);
      assert.ok((metric(text, `${name}process_cpu_seconds_total`) ?? 0) > 0, 'process metrics');
    });

    it('should spend no rate-limit token on a duplicate: a limit of 2 still allows a second question', async () => {
      upstream.respond(sse(ANSWER));
      // The test above asked once and was refused once as a duplicate: one token is left.
      const second = await post(`${command.url}/api/chat`);
      assert.equal(second.status, 200, 'the duplicate spent no token');
      const third = await post(`${command.url}/api/chat`);
      assert.equal(third.status, 429, 'two questions, then the limit');
    });
  });

  describe('draining on SIGTERM', () => {
    it('should turn /readyz to 503 at once, refuse new answers, finish the one in flight, then exit 0', async () => {
      const rest = gate();
      upstream.respond(answerHeldAfterFirst(rest.wait));
      const {command, answer} = await drainingWithAnswer();
      try {
        const ready = await fetch(`${command.url}/readyz`);
        assert.equal(ready.status, 503, 'readiness turned at once');
        assert.deepEqual(await ready.json(), {status: 'not_ready', reason: 'draining'});
        const metrics = await (await fetch(`${command.url}/metrics`)).text();
        assert.equal(metric(metrics, 'wealth_agent_proxy_draining'), 1);
        assert.equal(metric(metrics, 'wealth_agent_proxy_streams_in_flight'), 1);
        const refused = await post(`${command.url}/api/chat`);
        assert.equal(refused.status, 503);
        assert.match(refused.text, /shutting_down/);
        rest.open();
        assert.equal(types((await answer).text).at(-1), 'done', 'the answer in flight finished');
        assert.equal(await command.exited, 0);
        assert.ok(
          command.logs.some((line) => line.event === 'closed'),
          'the drain end is logged',
        );
      } finally {
        rest.open();
        await command.stop();
      }
    });

    it('should end the answers in flight with a shutting_down event on a second SIGTERM, not cut them', async () => {
      upstream.respond(silentAfterFirst());
      const {command, answer} = await drainingWithAnswer();
      try {
        command.signal('SIGTERM');
        const events = parseEvents((await answer).text).map(decodeAgentEvent);
        assert.deepEqual(
          events.map((event) => event.type),
          ['delta', 'error'],
        );
        const last = events.at(-1);
        assert.equal(last?.type === 'error' ? last.error.code : undefined, 'shutting_down');
        assert.equal(await command.exited, 0);
      } finally {
        await command.stop();
      }
    });
  });
});
