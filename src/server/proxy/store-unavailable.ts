/**
 * Thrown by a store that was told to fail closed (`failMode: 'closed'`) while it cannot be
 * reached. The proxy answers `503` with `Retry-After` and calls nothing upstream; any other error
 * from a store lets the request through.
 */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
}

/**
 * Whether an error means "the store is down and the policy is to refuse", across copies of this
 * module (a second bundled copy has its own class), hence the name check.
 *
 * @internal
 */
export const isStoreUnavailable = (error: unknown): boolean =>
  error instanceof StoreUnavailableError ||
  (error instanceof Error && error.name === 'StoreUnavailableError');
