/**
 * The `wealth-agent-proxy` command's settings: each one a flag and an environment variable, the
 * flag first, then the variable, then the default. One table gives the parser and `--help`.
 *
 * @internal
 */
import {readFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {PROXY_ENV} from './options.js';
import type {AgentProxyOptions} from './options.js';
import {PROXY_LOG_LEVELS} from './log.js';
import type {ProxyLogLevel} from './log.js';
import type {RedisFailMode} from './redis-store.js';

interface Setting {
  flag: string;
  env: string;
  /** The value's placeholder in `--help`. */
  arg: string;
  help: string;
  /** Shown in `--help`. */
  fallback?: string;
}

/** Every setting of the command, in `--help` order. */
export const SETTINGS = {
  baseUrl: {
    flag: 'base-url',
    env: PROXY_ENV.baseUrl,
    arg: 'URL',
    help: "the agent service's origin, e.g. https://agent.example.com (required)",
  },
  apiKeyFile: {
    flag: 'api-key-file',
    env: 'WEALTH_AGENT_API_KEY_FILE',
    arg: 'FILE',
    help: `a file holding the sk_live_ key (a container secret); else env ${PROXY_ENV.apiKey}. Never a flag: a command line shows in ps`,
  },
  port: {flag: 'port', env: 'PORT', arg: 'N', help: 'port; 0 picks a free one', fallback: '3000'},
  host: {
    flag: 'host',
    env: 'HOST',
    arg: 'ADDRESS',
    help: 'interface to listen on; 0.0.0.0 in a container',
    fallback: '127.0.0.1',
  },
  path: {
    flag: 'path',
    env: 'WEALTH_AGENT_PROXY_PATH',
    arg: 'PATH',
    help: "the element's proxy-url",
    fallback: '/api/chat',
  },
  allowedOrigins: {
    flag: 'allowed-origins',
    env: 'WEALTH_AGENT_ALLOWED_ORIGINS',
    arg: 'LIST',
    help: 'origins of the pages that embed the chat, comma-separated, or *; default none: same origin only',
  },
  trustProxy: {
    flag: 'trust-proxy',
    env: 'WEALTH_AGENT_TRUST_PROXY',
    arg: 'LIST',
    help: "load balancers whose X-Forwarded-For is believed: addresses, CIDR ranges, 'loopback', 'private' (comma-separated), or a hop count",
  },
  rateLimitCapacity: {
    flag: 'rate-limit-capacity',
    env: 'WEALTH_AGENT_RATE_LIMIT_CAPACITY',
    arg: 'N',
    help: 'questions per client in a burst; default no rate limit',
  },
  rateLimitRefill: {
    flag: 'rate-limit-refill-per-second',
    env: 'WEALTH_AGENT_RATE_LIMIT_REFILL_PER_SECOND',
    arg: 'R',
    help: 'questions per second a client gets back, e.g. 0.0333 (one every 30 s)',
    fallback: '1/60 of the capacity',
  },
  redisUrl: {
    flag: 'redis-url',
    env: 'WEALTH_AGENT_REDIS_URL',
    arg: 'URL',
    help: 'Redis shared by every instance (rate limits, Idempotency-Keys); default in memory',
  },
  redisFailMode: {
    flag: 'redis-fail-mode',
    env: 'WEALTH_AGENT_REDIS_FAIL_MODE',
    arg: 'open|closed',
    help: 'while Redis is down: serve unlimited (open), or refuse with 503 (closed)',
    fallback: 'open',
  },
  redisPrefix: {
    flag: 'redis-prefix',
    env: 'WEALTH_AGENT_REDIS_PREFIX',
    arg: 'PREFIX',
    help: 'prefix of every Redis key',
    fallback: 'wac:',
  },
  heartbeatMs: {
    flag: 'heartbeat-ms',
    env: 'WEALTH_AGENT_HEARTBEAT_MS',
    arg: 'MS',
    help: 'a : ping comment while the agent is silent',
    fallback: '15000',
  },
  idleTimeoutMs: {
    flag: 'idle-timeout-ms',
    env: 'WEALTH_AGENT_IDLE_TIMEOUT_MS',
    arg: 'MS',
    help: 'silence mid-answer before it is ended',
    fallback: '60000',
  },
  connectTimeoutMs: {
    flag: 'connect-timeout-ms',
    env: 'WEALTH_AGENT_CONNECT_TIMEOUT_MS',
    arg: 'MS',
    help: "wait for the agent's response headers",
    fallback: '10000',
  },
  drainMs: {
    flag: 'drain-deadline-ms',
    env: 'WEALTH_AGENT_DRAIN_DEADLINE_MS',
    arg: 'MS',
    help: 'on SIGTERM, time answers in flight get to finish',
    fallback: '25000',
  },
  logLevel: {
    flag: 'log-level',
    env: 'WEALTH_AGENT_LOG_LEVEL',
    arg: PROXY_LOG_LEVELS.join('|'),
    help: 'least serious level logged',
    fallback: 'info',
  },
  logTo: {
    flag: 'log-to',
    env: 'WEALTH_AGENT_LOG_TO',
    arg: 'stdout|stderr|FILE',
    help: 'where the JSON lines go (a file is appended to)',
    fallback: 'stdout',
  },
  assets: {
    flag: 'assets',
    env: 'WEALTH_AGENT_ASSETS',
    arg: 'DIR',
    help: "where wealth-agent-chat.js is; default the package's dist/",
  },
} as const satisfies Record<string, Setting>;

type Name = keyof typeof SETTINGS;

/** A usage mistake: exit code 2, with the help. @internal */
export class UsageError extends Error {}

export const USAGE = `Usage: wealth-agent-proxy [options]

Serves the agent proxy at --path, the script-tag bundle at /wealth-agent-chat.js, and
GET /healthz, /readyz and /metrics. Logs one JSON object per line. SIGTERM drains: readiness
turns 503, answers in flight finish; a second SIGTERM ends them at once with an error event.
Each option is also an environment variable; a flag wins over the variable.

Options:
${(Object.values(SETTINGS) as readonly Setting[])
  .map((setting) => {
    const left = `  --${setting.flag} ${setting.arg}`;
    const fallback = setting.fallback === undefined ? '' : ` (default ${setting.fallback})`;
    return `${left}\n      env ${setting.env}: ${setting.help}${fallback}`;
  })
  .join('\n')}
  -h, --help
      this help`;

/** The command's configuration, parsed and checked. @internal */
export interface CliConfig {
  proxy: AgentProxyOptions;
  port: number;
  host: string;
  path: string;
  redis: {url: string; failMode: RedisFailMode; prefix: string} | undefined;
  drainMs: number;
  logLevel: ProxyLogLevel;
  logTo: string;
  assets: string | undefined;
  help: boolean;
}

const number = (value: string, name: Name, integer: boolean, min: number): number => {
  const result = Number(value);
  if (
    value.trim() === '' ||
    !Number.isFinite(result) ||
    result < min ||
    (integer && !Number.isInteger(result))
  ) {
    const {flag, env} = SETTINGS[name];
    throw new UsageError(
      `--${flag} (env ${env}) must be a ${integer ? 'whole ' : ''}number of at least ${String(min)}, not "${value}".`,
    );
  }
  return result;
};

const list = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Reads the flags and the environment; throws a {@link UsageError} naming what to fix. */
export const parseCliConfig = (
  argv: readonly string[],
  env: Record<string, string | undefined>,
): CliConfig => {
  const options: Record<string, {type: 'string'} | {type: 'boolean'; short: string}> =
    Object.fromEntries(
      Object.values(SETTINGS).map((setting) => [setting.flag, {type: 'string' as const}]),
    );
  options['help'] = {type: 'boolean', short: 'h'};
  const {values} = parseArgs({args: [...argv], options, strict: true, allowPositionals: false});
  const flags = values as Record<string, string | boolean | undefined>;
  const read = (name: Name): string | undefined => {
    const value = flags[SETTINGS[name].flag] ?? env[SETTINGS[name].env];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };

  const keyFile = read('apiKeyFile');
  let apiKey = env[PROXY_ENV.apiKey];
  if (keyFile !== undefined) {
    try {
      apiKey = readFileSync(keyFile, 'utf8').trim();
    } catch (error) {
      throw new UsageError(
        `--api-key-file: ${keyFile} cannot be read (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
  }
  const origins = read('allowedOrigins');
  const trust = read('trustProxy');
  const capacity = read('rateLimitCapacity');
  const refill = read('rateLimitRefill');
  if (refill !== undefined && capacity === undefined) {
    throw new UsageError('--rate-limit-refill-per-second needs --rate-limit-capacity.');
  }
  const capacityValue =
    capacity === undefined ? undefined : number(capacity, 'rateLimitCapacity', true, 1);
  const redisUrl = read('redisUrl');
  const failMode = read('redisFailMode') ?? 'open';
  if (failMode !== 'open' && failMode !== 'closed') {
    throw new UsageError(`--redis-fail-mode must be open or closed, not "${failMode}".`);
  }
  const logLevel = read('logLevel') ?? 'info';
  if (!(PROXY_LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new UsageError(`--log-level must be one of ${PROXY_LOG_LEVELS.join(', ')}.`);
  }
  const path = read('path') ?? '/api/chat';
  if (!path.startsWith('/')) throw new UsageError('--path must start with /.');
  const optional = (name: Name, integer = true) => {
    const value = read(name);
    return value === undefined ? undefined : number(value, name, integer, 1);
  };
  const heartbeatMs = optional('heartbeatMs');
  const idleTimeoutMs = optional('idleTimeoutMs');
  const connectTimeoutMs = optional('connectTimeoutMs');

  return {
    proxy: {
      ...(read('baseUrl') === undefined ? {} : {baseUrl: read('baseUrl')}),
      ...(apiKey === undefined ? {} : {apiKey}),
      ...(origins === undefined ? {} : {allowedOrigins: origins === '*' ? '*' : list(origins)}),
      ...(trust === undefined
        ? {}
        : {trustProxy: /^\d+$/.test(trust) ? Number(trust) : list(trust)}),
      ...(capacityValue === undefined
        ? {}
        : {
            rateLimit: {
              capacity: capacityValue,
              refillPerSecond:
                refill === undefined
                  ? capacityValue / 60
                  : number(refill, 'rateLimitRefill', false, Number.MIN_VALUE),
            },
          }),
      ...(heartbeatMs === undefined ? {} : {heartbeatMs}),
      ...(idleTimeoutMs === undefined ? {} : {idleTimeoutMs}),
      ...(connectTimeoutMs === undefined ? {} : {connectTimeoutMs}),
    },
    port: number(read('port') ?? '3000', 'port', true, 0),
    host: read('host') ?? '127.0.0.1',
    path,
    redis:
      redisUrl === undefined
        ? undefined
        : {url: redisUrl, failMode, prefix: read('redisPrefix') ?? 'wac:'},
    drainMs: number(read('drainMs') ?? '25000', 'drainMs', true, 0),
    logLevel: logLevel as ProxyLogLevel,
    logTo: read('logTo') ?? 'stdout',
    assets: read('assets'),
    help: flags['help'] === true,
  };
};

/** A URL with its password and query (tokens) hidden, for the start-up summary. @internal */
export const withoutSecrets = (url: string): string => {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    if (parsed.username !== '') parsed.username = '***';
    parsed.search = '';
    return parsed.href;
  } catch {
    return '(not a URL)';
  }
};
