/** The outcome of one attempt to take tokens from a client's bucket. */
export interface RateLimitDecision {
  allowed: boolean;
  /** When refused, how long until enough tokens are back; `0` when allowed. */
  retryAfterSeconds: number;
}

/**
 * Where the token buckets live. The in-memory store suits one process; `createRedisStore` (or your
 * own implementation over any shared store) limits clients across several instances.
 */
export interface RateLimitStore {
  /**
   * Takes `cost` tokens from `key`'s bucket, refilling it first; refuses without taking any. A
   * negative `cost` gives tokens back, never above `capacity` (a duplicate refused with `409`
   * spends none).
   */
  take(
    key: string,
    cost: number,
    capacity: number,
    refillPerSecond: number,
  ): Promise<RateLimitDecision>;
}

/**
 * Where the `Idempotency-Key`s already seen are remembered, so that a repeated request is refused
 * instead of being billed twice.
 */
export interface IdempotencyStore {
  /** Records `key` for `ttlMs`; resolves `false` when it was already recorded (a repeat). */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Forgets `key`: a request refused before reaching the upstream may be sent again with it. */
  release(key: string): Promise<void>;
}

/** Whether a shared store answers now, and what the proxy does while it does not. */
export interface StoreHealth {
  available: boolean;
  /** `closed`: requests are refused with `503` while the store is unavailable. */
  failMode: 'open' | 'closed';
}

/** A store for both the proxy's rate limit and its idempotency keys. */
export interface ProxyStore extends RateLimitStore, IdempotencyStore {
  /**
   * Optional: asks the store whether it answers now (one cheap command). `GET /readyz` and the
   * `store_available` metric read it; a store without it counts as always available.
   */
  health?(): Promise<StoreHealth>;
}

/** Options of {@link createMemoryRateLimitStore}. */
export interface MemoryRateLimitStoreOptions {
  /** Buckets kept at most, and idempotency keys kept at most; the least recently used go first. Default 10 000. */
  maxKeys?: number;
  /** The clock, in milliseconds; for tests. Default `Date.now`. */
  now?: () => number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Drops the oldest entries of an insertion-ordered map until it holds at most `max`. */
const trim = (map: Map<string, unknown>, max: number): void => {
  while (map.size > max) {
    const oldest = map.keys().next();
    if (oldest.done === true) break;
    map.delete(oldest.value);
  }
};

/**
 * A store in process memory for one proxy instance: token buckets and idempotency keys, each
 * bounded so that a flood of distinct keys cannot grow it without limit.
 *
 * Evicting can only forgive, never punish: a missing bucket starts full, and a forgotten
 * idempotency key lets its repeat through.
 */
export const createMemoryRateLimitStore = (
  options: MemoryRateLimitStoreOptions = {},
): ProxyStore => {
  const maxKeys = options.maxKeys ?? 10_000;
  const now = options.now ?? Date.now;
  if (!Number.isInteger(maxKeys) || maxKeys < 1) {
    throw new Error('createMemoryRateLimitStore: maxKeys must be a positive integer.');
  }
  // A Map iterates in insertion order; re-inserting on each use makes the first key the oldest.
  const buckets = new Map<string, Bucket>();
  // Key -> expiry time. Every key gets the same TTL per proxy, so insertion order is expiry order.
  const seen = new Map<string, number>();

  return {
    take(key, cost, capacity, refillPerSecond) {
      const time = now();
      const bucket = buckets.get(key);
      const elapsed = bucket ? Math.max(0, time - bucket.updatedAt) / 1000 : 0;
      const tokens = bucket
        ? Math.min(capacity, bucket.tokens + elapsed * refillPerSecond)
        : capacity;
      buckets.delete(key);
      const allowed = tokens >= cost;
      buckets.set(key, {
        tokens: allowed ? Math.min(capacity, tokens - cost) : tokens,
        updatedAt: time,
      });
      trim(buckets, maxKeys);
      const retryAfterSeconds =
        allowed || refillPerSecond <= 0 ? 0 : (cost - tokens) / refillPerSecond;
      return Promise.resolve({allowed, retryAfterSeconds});
    },

    claim(key, ttlMs) {
      const time = now();
      for (const [oldKey, expiresAt] of seen) {
        if (expiresAt > time) break;
        seen.delete(oldKey);
      }
      const expiresAt = seen.get(key);
      if (expiresAt !== undefined && expiresAt > time) return Promise.resolve(false);
      seen.delete(key);
      seen.set(key, time + ttlMs);
      trim(seen, maxKeys);
      return Promise.resolve(true);
    },

    release(key) {
      seen.delete(key);
      return Promise.resolve();
    },
  };
};
