/** A short reason for a log line, from whatever was thrown. @internal */
export const describeError = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause: unknown = error.cause;
  const code =
    typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string'
      ? ` (${cause.code})`
      : '';
  return `${error.message || error.name}${code}`;
};
