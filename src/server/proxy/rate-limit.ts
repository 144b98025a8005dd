/** The outcome of one attempt to take tokens from a client's bucket. */
export interface RateLimitDecision {
  allowed: boolean;
  /** When refused, how long until enough tokens are back; `0` when allowed. */
  retryAfterSeconds: number;
}

/**
 * Where the token buckets live. The in-memory store suits one process; implement this over Redis
 * (or any shared store) to limit clients across several instances.
 */
export interface RateLimitStore {
  /** Takes `cost` tokens from `key`'s bucket, refilling it first; refuses without taking any. */
  take(
    key: string,
    cost: number,
    capacity: number,
    refillPerSecond: number,
  ): Promise<RateLimitDecision>;
}

/** Options of {@link createMemoryRateLimitStore}. */
export interface MemoryRateLimitStoreOptions {
  /** Buckets kept at most; the least recently used go first. Default 10 000. */
  maxKeys?: number;
  /** The clock, in milliseconds; for tests. Default `Date.now`. */
  now?: () => number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * A token-bucket store in process memory, bounded so that a flood of distinct client keys cannot
 * grow it without limit.
 *
 * Evicting a bucket can only forgive a client, never punish one: a missing bucket starts full.
 */
export const createMemoryRateLimitStore = (
  options: MemoryRateLimitStoreOptions = {},
): RateLimitStore => {
  const maxKeys = options.maxKeys ?? 10_000;
  const now = options.now ?? Date.now;
  if (!Number.isInteger(maxKeys) || maxKeys < 1) {
    throw new Error('createMemoryRateLimitStore: maxKeys must be a positive integer.');
  }
  // A Map iterates in insertion order; re-inserting on each use makes the first key the oldest.
  const buckets = new Map<string, Bucket>();

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
      buckets.set(key, {tokens: allowed ? tokens - cost : tokens, updatedAt: time});
      while (buckets.size > maxKeys) {
        const oldest = buckets.keys().next();
        if (oldest.done === true) break;
        buckets.delete(oldest.value);
      }
      const retryAfterSeconds =
        allowed || refillPerSecond <= 0 ? 0 : (cost - tokens) / refillPerSecond;
      return Promise.resolve({allowed, retryAfterSeconds});
    },
  };
};
