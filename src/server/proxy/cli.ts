#!/usr/bin/env node
/**
 * The `wealth-agent-proxy` command: the agent proxy as a server of its own, for operators who
 * write none. `wealth-agent-proxy --help` lists its settings (cli-config.ts).
 *
 * Run it with node directly (`node_modules/.bin/wealth-agent-proxy`, or `node` on this file):
 * `npm start` or `npx` put a shell or npm between the orchestrator and node, which take the
 * SIGTERM and cut the answers in flight (docs/proxy.md, "Run the proxy").
 */
import {appendFileSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {fileURLToPath} from 'node:url';
import {toNodeHandler} from '../node/adapter.js';
import {runMain} from '../run-main.js';
import {BUNDLE_ENTRY, readBundleAssets} from './assets.js';
import {USAGE, UsageError, parseCliConfig, withoutSecrets} from './cli-config.js';
import type {CliConfig} from './cli-config.js';
import {isPublicInterface} from './client-address.js';
import {closeOnSignal} from './close-on-signal.js';
import {createAgentProxy} from './create-agent-proxy.js';
import {describeError} from './describe-error.js';
import {createJsonLogger} from './log.js';
import type {ProxyLogger} from './log.js';
import {createProxyMetrics} from './metrics.js';
import {createProxyProbes} from './probes.js';
import {createRedisStore, requireRedisClient} from './redis-store.js';
import type {RedisStore} from './redis-store.js';

/** The package's dist/, where the build writes the script-tag bundle beside this file's folder. */
const PACKAGE_DIST = fileURLToPath(new URL('../../', import.meta.url));

/** Where the command writes. */
export interface ProxyCliIo {
  /** Lines of `--help` and of usage errors. */
  out: (text: string) => void;
  err: (text: string) => void;
}

const destination = (to: string): ((line: string) => void) => {
  if (to === 'stdout') return (line) => process.stdout.write(line);
  if (to === 'stderr') return (line) => process.stderr.write(line);
  return (line) => {
    appendFileSync(to, line);
  };
};

/** A refill rate as an operator reads it: `20/min` for the default a third of a token a second. */
const refillRate = (perSecond: number): string =>
  perSecond >= 1
    ? `${String(perSecond)}/s`
    : `${String(Number((perSecond * 60).toPrecision(6)))}/min`;

const startUp = async (config: CliConfig, log: ProxyLogger): Promise<void> => {
  // A Redis URL is a request for shared limits: without its client, stop rather than serve without.
  if (config.redis) await requireRedisClient();
  const store: RedisStore | undefined = config.redis
    ? createRedisStore(
        {url: config.redis.url},
        {failMode: config.redis.failMode, prefix: config.redis.prefix, onLog: log},
      )
    : undefined;
  const metrics = await createProxyMetrics();
  const proxy = createAgentProxy({
    ...config.proxy,
    ...(store ? {store} : {}),
    metrics,
    openStreamEarly: true,
    onLog: log,
  });
  const probes = createProxyProbes(proxy, {metrics});
  const assets = readBundleAssets(config.assets ?? PACKAGE_DIST);
  const routes: Record<string, (request: Request) => Promise<Response>> = {
    [config.path]: proxy,
    '/healthz': probes.healthz,
    '/readyz': probes.readyz,
    '/metrics': probes.metrics,
  };
  const notFound = () =>
    new Response(JSON.stringify({error: {status: 404, code: 'not_found', message: 'Not found.'}}), {
      status: 404,
      headers: {'content-type': 'application/json; charset=utf-8'},
    });
  const handler = toNodeHandler(async (request) => {
    const {pathname} = new URL(request.url);
    const route = routes[pathname];
    if (route) return route(request);
    return assets.serve(request, pathname) ?? notFound();
  });

  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const {port} = server.address() as AddressInfo;
  const shown = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${shown}:${String(port)}`;
  log({
    level: 'info',
    event: 'listening',
    message: `Listening on ${url}: the proxy at ${config.path}, the script at /${BUNDLE_ENTRY}, probes at /healthz /readyz /metrics.`,
  });
  const {proxy: options} = config;
  const summary = {
    baseUrl: withoutSecrets(options.baseUrl ?? process.env['WEALTH_AGENT_BASE_URL'] ?? ''),
    path: config.path,
    allowedOrigins: options.allowedOrigins ?? 'same origin only',
    trustProxy: options.trustProxy ?? 'none',
    rateLimit: options.rateLimit
      ? `${String(options.rateLimit.capacity)} a burst, ${refillRate(options.rateLimit.refillPerSecond)}`
      : 'none',
    store: config.redis
      ? `redis ${withoutSecrets(config.redis.url)} (fail ${config.redis.failMode}, prefix ${config.redis.prefix})`
      : 'in memory (one instance)',
    drainDeadlineMs: config.drainMs,
    scripts: assets.paths,
  };
  log({
    level: 'info',
    event: 'config',
    message: `Configuration: ${JSON.stringify(summary)}`,
  });
  if (!assets.paths.includes(`/${BUNDLE_ENTRY}`)) {
    log({
      level: 'warn',
      event: 'bundle_missing',
      message: `No ${BUNDLE_ENTRY} in ${config.assets ?? PACKAGE_DIST}: /${BUNDLE_ENTRY} answers 404. Build the package, or set --assets.`,
    });
  }
  if (
    typeof options.trustProxy === 'number' &&
    options.trustProxy > 0 &&
    isPublicInterface(config.host)
  ) {
    log({
      level: 'warn',
      event: 'trust_proxy_hop_count',
      message: `--trust-proxy ${String(options.trustProxy)} believes X-Forwarded-For from any peer, and ${config.host} can be reached from outside: a client that reaches this instance directly picks its own rate-limit bucket. Name the load balancers instead (--trust-proxy 10.0.0.0/8 or private), or bind to a private address and firewall the port.`,
    });
  }

  closeOnSignal(server, proxy, {
    deadlineMs: config.drainMs,
    keepListening: true,
    onClosed: async () => {
      log({level: 'info', event: 'closed', message: 'Drained: no answer in flight; exiting.'});
      await store?.close();
    },
  });
};

/**
 * Runs the command: returns the exit code of `--help` or of a mistake (2 for usage, 1 for a
 * configuration the proxy refuses), or `undefined` once the server listens.
 */
export const main = async (
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
  io: ProxyCliIo = {
    out: (text) => {
      console.log(text);
    },
    err: (text) => {
      console.error(text);
    },
  },
): Promise<number | undefined> => {
  let config: CliConfig;
  try {
    config = parseCliConfig(argv, env);
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      io.err(`${describeError(error)}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
  if (config.help) {
    io.out(USAGE);
    return 0;
  }
  const log = createJsonLogger({level: config.logLevel, write: destination(config.logTo)});
  try {
    await startUp(config, log);
    return undefined;
  } catch (error) {
    log({level: 'error', event: 'start_failed', message: describeError(error)});
    return 1;
  }
};

runMain(import.meta.url, (argv) => main(argv));
