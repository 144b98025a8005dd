const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * The URL when it is absolute and `http:`, `https:` or `mailto:`; otherwise `undefined`.
 *
 * Relative URLs are refused too: an answer's link must not resolve against the host page.
 */
export const safeUrl = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : undefined;
};
