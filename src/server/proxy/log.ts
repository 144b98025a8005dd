/** How serious a proxy log entry is; the default logger prints `warn` and `error` only. */
export type ProxyLogLevel = 'info' | 'warn' | 'error';

/** One thing the proxy reports about a request. Never carries the API key. */
export interface ProxyLogEntry {
  level: ProxyLogLevel;
  /** A stable machine-readable name, e.g. `configuration`, `upstream_unreachable`. */
  event: string;
  message: string;
  /** The HTTP status the browser got or will get, when there is one. */
  status?: number;
}

/** Receives the proxy's log entries, e.g. to forward them to the client's own logging. */
export type ProxyLogger = (entry: ProxyLogEntry) => void;

const defaultLogger: ProxyLogger = (entry) => {
  if (entry.level === 'info') return;
  const status = entry.status === undefined ? '' : ` (${entry.status})`;
  console.error(`[wealth-agent-proxy] ${entry.level} ${entry.event}${status}: ${entry.message}`);
};

/**
 * Wraps the configured logger so that no entry can carry the key (even one echoed back in an
 * upstream's error text) and a throwing hook never breaks a request.
 *
 * @internal
 */
export const createLogger =
  (apiKey: string, hook: ProxyLogger | undefined): ProxyLogger =>
  (entry) => {
    const safe: ProxyLogEntry = {...entry, message: redact(entry.message, apiKey)};
    try {
      (hook ?? defaultLogger)(safe);
    } catch {
      // A broken log hook must not turn a good answer into an error.
    }
  };

/**
 * Replaces every occurrence of the key in `text`.
 *
 * @internal
 */
export const redact = (text: string, apiKey: string): string =>
  apiKey && text.includes(apiKey) ? text.split(apiKey).join('[redacted]') : text;
