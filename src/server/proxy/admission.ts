import {ERROR_CODES, errorResponse} from '../../protocol/index.js';
import type {ProxyLogger} from './log.js';
import type {ProxyConfig, TokenBucketLimit} from './options.js';
import type {IdempotencyStore, RateLimitDecision, RateLimitStore} from './rate-limit.js';
import {describeError} from './describe-error.js';
import {isStoreUnavailable} from './store-unavailable.js';

/** The request header the element sends, one fresh value per user action. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

// Printable ASCII without spaces, as Stripe and the IETF draft allow; a UUID fits with room.
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

/** Retry-After of a `503` while the store is down: its client reconnects within about 2 s. */
const STORE_RETRY_SECONDS = 5;

/** The verdict on one request: refused with a response, or let through. @internal */
export type Admission = {ok: true} | {ok: false; response: Response; reason: string};

/** What admission needs to know. @internal */
export interface AdmissionSetup {
  config: ProxyConfig;
  rateStore: RateLimitStore;
  idempotencyStore: IdempotencyStore;
  /** The client's rate-limit key, from the request and its connection's address if known. */
  clientKey: (request: Request, address: string | undefined) => string;
  log: ProxyLogger;
}

type Outcome<T> = {ok: true; value: T} | {ok: false; error: unknown};

const settle = <T>(promise: Promise<T> | undefined): Promise<Outcome<T> | undefined> =>
  promise === undefined
    ? Promise.resolve(undefined)
    : promise.then(
        (value) => ({ok: true as const, value}),
        (error: unknown) => ({ok: false as const, error}),
      );

const storeDown = (): Response =>
  errorResponse(
    503,
    // The protocol has no code for "a dependency of the proxy is down"; the status says it.
    ERROR_CODES.internal,
    'The service is temporarily unavailable. Please try again in a moment.',
    {headers: {'retry-after': String(STORE_RETRY_SECONDS)}},
  );

/**
 * Decides whether a valid request may go upstream: its `Idempotency-Key` not seen before, and
 * the client's (and user's) bucket not empty. The checks run concurrently, so a shared store
 * costs one round trip, not three.
 *
 * A repeat gets `409`, an empty bucket `429` (and its key is released: nothing was spent, so the
 * same key may be sent again). A store in fail-closed mode that is down gives `503`; any other
 * store error lets the request through, logged.
 *
 * @internal
 */
export const createAdmission =
  ({config, rateStore, idempotencyStore, clientKey, log}: AdmissionSetup) =>
  async (
    request: Request,
    userId: string | undefined,
    address: string | undefined,
  ): Promise<Admission> => {
    const header = request.headers.get(IDEMPOTENCY_HEADER);
    const idempotencyKey =
      config.idempotencyTtlMs === undefined || header === null ? undefined : header.trim();
    if (idempotencyKey !== undefined && !VALID_KEY.test(idempotencyKey)) {
      return {
        ok: false,
        reason: ERROR_CODES.invalidValue,
        response: errorResponse(
          400,
          ERROR_CODES.invalidValue,
          'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
          {field: 'Idempotency-Key'},
        ),
      };
    }
    const limit = config.rateLimit;
    const take = (key: string, capacity: number, refillPerSecond: number) =>
      rateStore.take(key, 1, capacity, refillPerSecond);

    let client: Promise<RateLimitDecision> | undefined;
    let user: Promise<RateLimitDecision> | undefined;
    let claim: Promise<boolean> | undefined;
    try {
      if (limit)
        client = take(
          `client:${clientKey(request, address)}`,
          limit.capacity,
          limit.refillPerSecond,
        );
      if (limit?.perUser && userId !== undefined && userId !== '') {
        user = take(`user:${userId}`, limit.perUser.capacity, limit.perUser.refillPerSecond);
      }
      if (idempotencyKey !== undefined && config.idempotencyTtlMs !== undefined) {
        claim = idempotencyStore.claim(idempotencyKey, config.idempotencyTtlMs);
      }
    } catch (error) {
      // A key function or a store that throws synchronously: reported like a rejected promise.
      client = Promise.reject(error instanceof Error ? error : new Error(describeError(error)));
    }
    const [clientOutcome, userOutcome, claimOutcome] = await Promise.all([
      settle(client),
      settle(user),
      settle(claim),
    ]);

    const claimed = claimOutcome?.ok === true && claimOutcome.value;
    const release = () => {
      if (!claimed || idempotencyKey === undefined) return;
      idempotencyStore.release(idempotencyKey).catch((error: unknown) => {
        if (isStoreUnavailable(error)) return;
        log({
          level: 'error',
          event: 'idempotency_failed',
          message: `An idempotency key could not be released: ${describeError(error)}`,
        });
      });
    };

    // A duplicate is refused before anything is spent: the tokens it took go back to the buckets.
    const refund = () => {
      const taken: Array<[string, TokenBucketLimit, Outcome<RateLimitDecision> | undefined]> = [];
      if (limit) taken.push([`client:${clientKey(request, address)}`, limit, clientOutcome]);
      if (limit?.perUser && user) taken.push([`user:${userId ?? ''}`, limit.perUser, userOutcome]);
      for (const [key, bucket, outcome] of taken) {
        if (outcome?.ok !== true || !outcome.value.allowed) continue;
        Promise.resolve()
          .then(() => rateStore.take(key, -1, bucket.capacity, bucket.refillPerSecond))
          .catch((error: unknown) => {
            if (isStoreUnavailable(error)) return;
            log({
              level: 'error',
              event: 'rate_limit_failed',
              message: `A duplicate's token could not be given back: ${describeError(error)}`,
            });
          });
      }
    };

    const outcomes = [clientOutcome, userOutcome, claimOutcome];
    if (outcomes.some((outcome) => outcome?.ok === false && isStoreUnavailable(outcome.error))) {
      release();
      return {ok: false, reason: 'store_unavailable', response: storeDown()};
    }
    if (claimOutcome?.ok === true && !claimOutcome.value) {
      refund();
      return {
        ok: false,
        reason: ERROR_CODES.conflict,
        response: errorResponse(
          409,
          ERROR_CODES.conflict,
          'This request was already received (same Idempotency-Key); it is not sent twice.',
        ),
      };
    }
    if (claimOutcome?.ok === false) {
      // Let through: a chat that answers twice beats a chat that does not answer.
      log({
        level: 'error',
        event: 'idempotency_failed',
        message: `The idempotency key could not be checked, request let through: ${describeError(claimOutcome.error)}`,
      });
    }
    let retryAfterSeconds: number | undefined;
    for (const outcome of [clientOutcome, userOutcome]) {
      if (outcome === undefined) continue;
      if (!outcome.ok) {
        // A broken shared store must not take the whole chat down with it.
        log({
          level: 'error',
          event: 'rate_limit_failed',
          message: `The rate limit could not be checked, request let through: ${describeError(outcome.error)}`,
        });
      } else if (!outcome.value.allowed) {
        retryAfterSeconds = Math.max(retryAfterSeconds ?? 0, outcome.value.retryAfterSeconds);
      }
    }
    if (retryAfterSeconds !== undefined) {
      release();
      const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
      return {
        ok: false,
        reason: ERROR_CODES.rateLimited,
        response: errorResponse(
          429,
          ERROR_CODES.rateLimited,
          `Too many requests. Please try again in ${seconds} s.`,
          {headers: {'retry-after': String(seconds)}},
        ),
      };
    }
    return {ok: true};
  };
