/**
 * nginx (Debian's package, which `.ci/run` installs) running docs/deploy/nginx.conf as written,
 * in a scratch prefix on a free loopback port. Only the addresses, the port and
 * proxy_read_timeout are changed; each change must apply exactly once, so a doc that drifts
 * from what is tested fails here.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {accepts, sleep, spawnServer} from '../helpers/processes.js';
import {freePort} from '../helpers/redis-server.js';

export const NGINX = process.env['NGINX'] ?? '/usr/sbin/nginx';
const DOC = fileURLToPath(new URL('../../docs/deploy/nginx.conf', import.meta.url));

/** docs/deploy/nginx.conf with the test's instances, port and read timeout. */
export const nginxSnippet = (instances: readonly string[], port: number, readTimeout: string) => {
  let text = readFileSync(DOC, 'utf8');
  const replace = (
    pattern: RegExp,
    by: (match: string, index: number) => string,
    times: number,
  ) => {
    let index = 0;
    text = text.replace(pattern, (match) => by(match, index++));
    if (index !== times)
      throw new Error(`docs/deploy/nginx.conf: expected ${String(times)} × ${String(pattern)}`);
  };
  replace(
    /server 10\.0\.1\.1\d:3000/g,
    (_match, index) => `server ${instances[index] ?? ''}`,
    instances.length,
  );
  replace(/listen 80;/g, () => `listen 127.0.0.1:${String(port)};`, 1);
  replace(/proxy_read_timeout 120s;/g, () => `proxy_read_timeout ${readTimeout};`, 1);
  return text;
};

export interface NginxProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts nginx in front of `instances` (host:port each) and waits until it accepts connections. */
export const startNginx = async (
  instances: readonly string[],
  readTimeout: string,
): Promise<NginxProcess> => {
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'wac-nginx-'));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    [
      // As root, workers would run as nobody, who cannot write the scratch prefix.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${join(prefix, 'body')};`,
      `  proxy_temp_path ${join(prefix, 'proxy')};`,
      `  fastcgi_temp_path ${join(prefix, 'fastcgi')};`,
      `  uwsgi_temp_path ${join(prefix, 'uwsgi')};`,
      `  scgi_temp_path ${join(prefix, 'scgi')};`,
      nginxSnippet(instances, port, readTimeout),
      '}',
    ].join('\n'),
  );
  const started = spawnServer(NGINX, ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', conf]);
  const {child, stderr: output, exited} = started;
  for (let tries = 0; !(await accepts(port)); tries++) {
    if (child.exitCode !== null || tries > 100) {
      let log = '';
      try {
        log = readFileSync(join(prefix, 'error.log'), 'utf8');
      } catch {
        // No log written.
      }
      throw new Error(`nginx did not start:\n${output()}\n${log}`);
    }
    await sleep(50);
  }
  return {
    url: `http://127.0.0.1:${String(port)}`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(prefix, {recursive: true, force: true});
    },
  };
};
