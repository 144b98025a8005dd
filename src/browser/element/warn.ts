const seen = new Set<string>();

/**
 * A development warning, printed once per code: a misconfigured page must not flood the console.
 */
export const warn = (code: string, message: string): void => {
  if (seen.has(code)) return;
  seen.add(code);
  console.warn(`[wealth-agent-chat] ${code}: ${message}`);
};

/** Forgets which warnings were printed, so that a test sees its own. @internal */
export const resetWarnings = (): void => {
  seen.clear();
};
