import type {createClient} from 'redis';
import {describeError} from './describe-error.js';
import {createLogger} from './log.js';
import type {ProxyLogger} from './log.js';
import type {ProxyStore, RateLimitDecision, StoreHealth} from './rate-limit.js';
import {StoreUnavailableError} from './store-unavailable.js';

/** What the store needs of a Redis client: node-redis (`redis` v4 or v5) satisfies it. */
export interface RedisClientLike {
  sendCommand(args: string[]): Promise<unknown>;
}

/** Where the Redis store connects: a URL it opens itself, or a client you opened and own. */
export type RedisConnection = {url: string} | {client: RedisClientLike};

const FAIL_MODES = ['open', 'closed'] as const;

/** What the proxy does while Redis cannot be reached. */
export type RedisFailMode = (typeof FAIL_MODES)[number];

/** Options of {@link createRedisStore}. */
export interface RedisStoreOptions {
  /** Prepended to every key, so several apps can share one Redis; default `wac:`. */
  prefix?: string;
  /** Longest wait for one Redis command before the fail mode applies, in ms; default 500. */
  timeoutMs?: number;
  /**
   * While Redis is unreachable: `open` (default) lets requests through unlimited and without the
   * duplicate check, so the chat stays up; `closed` refuses them with `503`, so nothing is spent
   * unchecked.
   */
  failMode?: RedisFailMode;
  /** Receives the outage and recovery entries (one of each per outage); default `console.error`. */
  onLog?: ProxyLogger;
}

/** A {@link ProxyStore} on Redis, with a way to close the connection it opened. */
export interface RedisStore extends ProxyStore {
  /** Closes the connection the store opened from a URL; a client you passed in is left open. */
  close(): Promise<void>;
}

/**
 * KEYS[1] the bucket; ARGV cost (negative: a refund), capacity, refill per second. Returns
 * {allowed, retry after in ms}.
 * Redis's own clock, so that instances whose clocks drift still share one notion of time; the key
 * expires once the bucket would be full again, when forgetting it changes nothing.
 */
const TAKE_SCRIPT = `
local cost = tonumber(ARGV[1])
local capacity = tonumber(ARGV[2])
local rate = tonumber(ARGV[3])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 't', 'u')
local tokens = tonumber(state[1])
local updated = tonumber(state[2])
if tokens == nil or updated == nil then
  tokens = capacity
  updated = now
end
tokens = math.min(capacity, tokens + math.max(0, now - updated) / 1000 * rate)
local allowed = 0
if tokens >= cost then
  tokens = math.min(capacity, tokens - cost)
  allowed = 1
end
redis.call('HSET', KEYS[1], 't', tostring(tokens), 'u', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - tokens) / rate * 1000) + 1000)
if allowed == 1 then
  return {1, 0}
end
return {0, math.ceil((cost - tokens) / rate * 1000)}
`;

const MISSING_CLIENT =
  'createRedisStore needs the `redis` package (node-redis): run `npm install redis`, or pass {client}.';

const sha1Hex = async (text: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/** Rejects when `promise` takes longer than `ms`, so a hung Redis never holds a request. */
const bounded = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`Redis did not answer within ${ms} ms`));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(describeError(error)));
      },
    );
  });

/** The `redis` package, an optional peer dependency, or an error naming it. */
const loadRedisClient = async (): Promise<{createClient: typeof createClient}> => {
  try {
    return await import('redis');
  } catch {
    throw new Error(MISSING_CLIENT);
  }
};

/**
 * Throws, naming the package, when `redis` is not installed: the proxy command calls this at
 * start-up, so that a Redis URL given without the package stops it rather than leaving it to serve
 * with no shared limits. Its type names nothing of `redis`, which an app without it cannot resolve.
 */
export const requireRedisClient = async (): Promise<void> => {
  await loadRedisClient();
};

interface OwnedClient {
  client: RedisClientLike;
  /** Resolves when the first connection is up; commands wait for it (within the timeout). */
  ready: Promise<void>;
  destroy: () => void;
}

/**
 * Opens a node-redis client from a URL, loaded only now so that users without Redis never need
 * the package. Commands fail at once while disconnected (no offline queue: a queued command would
 * be answered long after the request gave up), and the client reconnects by itself.
 */
const openClient = async (url: string, onError: (error: unknown) => void): Promise<OwnedClient> => {
  const redis = await loadRedisClient();
  const client = redis.createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5000,
      // Quick first retries after a blip, then at most one attempt every 2 s during an outage.
      reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2000),
    },
  });
  // node-redis throws an 'error' event without a listener, which would crash the process.
  client.on('error', onError);
  // Resolves once connected, however many attempts that takes; failures arrive as 'error' events.
  const ready = client.connect().then(
    () => undefined,
    (error: unknown) => {
      onError(error);
      throw error;
    },
  );
  // Awaited by every command; this only keeps a failed start from being an unhandled rejection.
  ready.catch(() => undefined);
  return {
    client: {sendCommand: (args) => client.sendCommand(args)},
    ready,
    destroy: () => {
      client.destroy();
    },
  };
};

/**
 * Creates a rate-limit and idempotency store on Redis, so that several proxy instances share one
 * limit per client and per user, and refuse a request repeated on another instance.
 *
 * One round trip per check: an atomic Lua token bucket (`EVALSHA`) and `SET NX PX` for
 * idempotency keys, every key with a TTL. A command that fails or takes longer than `timeoutMs`
 * applies `failMode`; the outage is logged once, and its end once. With `{url}`, the `redis`
 * package (an optional peer dependency) is loaded on first use and reconnects by itself.
 *
 * @example
 * createAgentProxy({store: createRedisStore({url: process.env.REDIS_URL!}), rateLimit: {...}})
 */
export const createRedisStore = (
  connection: RedisConnection,
  options: RedisStoreOptions = {},
): RedisStore => {
  const prefix = options.prefix ?? 'wac:';
  const timeoutMs = options.timeoutMs ?? 500;
  const failMode = options.failMode ?? 'open';
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new Error('createRedisStore: timeoutMs must be a positive number.');
  }
  // Checked for JavaScript callers and configuration read from the environment.
  if (!(FAIL_MODES as readonly string[]).includes(failMode)) {
    throw new Error("createRedisStore: failMode must be 'open' or 'closed'.");
  }
  const log = createLogger('', options.onLog);

  let downSince: number | undefined;
  const markDown = (error: unknown) => {
    if (downSince !== undefined) return;
    downSince = Date.now();
    log({
      level: 'error',
      event: 'store_unavailable',
      message: `Redis cannot be reached (${describeError(error)}); until it is back, requests are ${failMode === 'open' ? 'let through without rate limit or duplicate check' : 'refused with 503'}.`,
    });
  };
  const markUp = () => {
    if (downSince === undefined) return;
    const seconds = Math.round((Date.now() - downSince) / 1000);
    downSince = undefined;
    // Printed by the default logger too: whoever saw the outage must also see it end.
    log({
      level: 'warn',
      event: 'store_recovered',
      message: `Redis is reachable again after ${seconds} s; rate limits and duplicate checks apply again.`,
    });
  };

  const owned: Promise<OwnedClient> =
    'client' in connection
      ? Promise.resolve({
          client: connection.client,
          ready: Promise.resolve(),
          destroy: () => undefined,
        })
      : openClient(connection.url, markDown);
  // Start loading at once, so a missing package or a bad URL shows at start-up; the rejection is
  // reported through the first command.
  owned.catch(markDown);
  const takeSha = sha1Hex(TAKE_SCRIPT);

  const command = async (args: string[]): Promise<unknown> => {
    const {client, ready} = await owned;
    // Without it, requests in the first milliseconds after start-up would meet the fail mode.
    await ready;
    return client.sendCommand(args);
  };

  /** Runs `work` within the timeout; on failure applies the fail mode with `fallback`. */
  const guarded = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      const result = await bounded(work(), timeoutMs);
      markUp();
      return result;
    } catch (error) {
      markDown(error);
      if (failMode === 'closed') {
        throw new StoreUnavailableError(`Redis is unavailable: ${describeError(error)}`);
      }
      return fallback;
    }
  };

  const evalTake = async (args: string[]): Promise<unknown> => {
    try {
      return await command(['EVALSHA', await takeSha, '1', ...args]);
    } catch (error) {
      // A restarted or flushed Redis has forgotten the script: EVAL sends it, and caches it again.
      if (!describeError(error).startsWith('NOSCRIPT')) throw error;
      return command(['EVAL', TAKE_SCRIPT, '1', ...args]);
    }
  };

  const health = async (): Promise<StoreHealth> => {
    try {
      await bounded(command(['PING']), timeoutMs);
      markUp();
      return {available: true, failMode};
    } catch (error) {
      markDown(error);
      return {available: false, failMode};
    }
  };

  const allowedOnFailure: RateLimitDecision = {allowed: true, retryAfterSeconds: 0};

  return {
    health,

    take(key, cost, capacity, refillPerSecond) {
      return guarded(async () => {
        const reply = await evalTake([
          `${prefix}rate:${key}`,
          String(cost),
          String(capacity),
          String(refillPerSecond),
        ]);
        if (!Array.isArray(reply) || reply.length < 2) {
          throw new Error('Redis answered the rate-limit script with an unexpected reply');
        }
        const allowed = Number(reply[0]) === 1;
        return {allowed, retryAfterSeconds: allowed ? 0 : Number(reply[1]) / 1000};
      }, allowedOnFailure);
    },

    claim(key, ttlMs) {
      return guarded(async () => {
        const reply = await command([
          'SET',
          `${prefix}idem:${key}`,
          '1',
          'NX',
          'PX',
          String(Math.max(1, Math.ceil(ttlMs))),
        ]);
        return reply === 'OK';
      }, true);
    },

    release(key) {
      return guarded(async () => {
        await command(['DEL', `${prefix}idem:${key}`]);
      }, undefined);
    },

    async close() {
      try {
        (await owned).destroy();
      } catch {
        // Nothing was opened.
      }
    },
  };
};
