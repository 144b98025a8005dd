/**
 * A random UUID v4. `crypto.randomUUID` exists only in secure contexts, and a bank's intranet
 * page may be served over plain HTTP, so this falls back to `getRandomValues`.
 */
export const randomSessionId = (): string => {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext)
    return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return hex.replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
};
