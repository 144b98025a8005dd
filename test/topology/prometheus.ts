/**
 * A real Prometheus (Debian's `prometheus` package, which `.ci/run` installs) scraping the
 * instances' `/metrics` every second, in a scratch directory, and its query API.
 */
import {existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {accepts, sleep, spawnServer} from '../helpers/processes.js';
import {freePort} from '../helpers/redis-server.js';

export const PROMETHEUS = process.env['PROMETHEUS'] ?? '/usr/bin/prometheus';

export interface PrometheusProcess {
  /** The value of an instant query that returns one number, or `undefined` while it has none. */
  value(query: string): Promise<number | undefined>;
  stop(): Promise<void>;
}

export const startPrometheus = async (targets: readonly string[]): Promise<PrometheusProcess> => {
  if (!existsSync(PROMETHEUS)) {
    throw new Error(
      `${PROMETHEUS} is missing: install Debian's prometheus package (apt-get install prometheus), or set PROMETHEUS to its path.`,
    );
  }
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'wac-prometheus-'));
  const config = join(dir, 'prometheus.yml');
  writeFileSync(
    config,
    [
      'global: {scrape_interval: 1s, scrape_timeout: 900ms}',
      'scrape_configs:',
      '  - job_name: wealth-agent-proxy',
      `    static_configs: [{targets: [${targets.map((target) => `'${target}'`).join(', ')}]}]`,
      '',
    ].join('\n'),
  );
  const started = spawnServer(PROMETHEUS, [
    `--config.file=${config}`,
    `--storage.tsdb.path=${join(dir, 'data')}`,
    `--web.listen-address=127.0.0.1:${String(port)}`,
  ]);
  const {child, stderr: output, exited} = started;
  for (let tries = 0; !(await accepts(port)); tries++) {
    if (child.exitCode !== null || tries > 300)
      throw new Error(`prometheus did not start:\n${output()}`);
    await sleep(100);
  }
  const url = `http://127.0.0.1:${String(port)}`;
  // Listening is not ready: until its storage has opened, Prometheus answers every query with a
  // plain-text 503, which a loaded machine stretches past the first query.
  for (let tries = 0; (await fetch(`${url}/-/ready`)).status !== 200; tries++) {
    if (child.exitCode !== null || tries > 300)
      throw new Error(`prometheus never became ready:\n${output()}`);
    await sleep(100);
  }
  return {
    value: async (query) => {
      const response = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(query)}`);
      const body = (await response.json()) as {data?: {result?: Array<{value?: [number, string]}>}};
      const sample = body.data?.result?.[0]?.value?.[1];
      return sample === undefined ? undefined : Number(sample);
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, {recursive: true, force: true});
    },
  };
};
