/**
 * Whether two lists hold the same items in the same order, by `same` (`Object.is` unless given); a
 * missing list is an empty one.
 * @internal
 */
export const sameList = <T>(
  a: readonly T[] | undefined,
  b: readonly T[] | undefined,
  same: (x: T, y: T) => boolean = Object.is,
): boolean => {
  if (a === b) return true;
  const left = a ?? [];
  const right = b ?? [];
  return left.length === right.length && left.every((item, i) => same(item, right[i] as T));
};
