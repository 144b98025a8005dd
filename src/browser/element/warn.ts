const seen = new Set<string>();

const once = (level: 'warn' | 'error', code: string, message: string): void => {
  // Per message, not per code: a second wrong value is news, the same one again is noise.
  const key = `${code}\n${message}`;
  if (seen.has(key)) return;
  seen.add(key);
  console[level](`[wealth-agent-chat] ${code}: ${message}`);
};

/**
 * A development warning, printed once: a misconfigured page must not flood the console.
 */
export const warn = (code: string, message: string): void => {
  once('warn', code, message);
};

/**
 * A configuration error the chat cannot work around (it sends nothing, or its proxy refuses),
 * printed once, as an error: the developer must see it among the page's own.
 */
export const complain = (code: string, message: string): void => {
  once('error', code, message);
};

/** Forgets which warnings were printed, so that a test sees its own. @internal */
export const resetWarnings = (): void => {
  seen.clear();
};
