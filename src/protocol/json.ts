/** Small helpers to read untrusted JSON without trusting its shape. */

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An own property only: `__proto__` or `constructor` keys in hostile JSON never reach a prototype. */
export const own = (object: JsonObject, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;

/** The first own property among `keys` that holds a non-empty string. */
export const firstString = (object: JsonObject, keys: readonly string[]): string | undefined => {
  for (const key of keys) {
    const value = own(object, key);
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
};

/**
 * The object without its `undefined` properties, so that an optional field is absent rather than
 * present and undefined (what `JSON.stringify` and `in` would tell apart); one call minifies to
 * far less than a conditional spread per field.
 */
export const defined = <T extends object>(object: T): T =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;

export const parseJson = (text: string): {ok: true; value: unknown} | {ok: false} => {
  try {
    return {ok: true, value: JSON.parse(text) as unknown};
  } catch {
    return {ok: false};
  }
};
