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
  /** A refusal's error code (`rate_limited`, `conflict`...), on `request_refused`. */
  code?: string;
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

const LEVELS: Readonly<Record<ProxyLogLevel, number>> = {info: 0, warn: 1, error: 2};

/** The log levels, least serious first. */
export const PROXY_LOG_LEVELS = Object.keys(LEVELS) as readonly ProxyLogLevel[];

/** Options of {@link createJsonLogger}. */
export interface JsonLoggerOptions {
  /** The least serious level written; default `info` (everything). */
  level?: ProxyLogLevel;
  /** Where each line goes; default `process.stdout`. */
  write?: (line: string) => void;
  /** Fields added to every line, e.g. `{instance: 'eu-1'}`. */
  fields?: Record<string, unknown>;
}

/**
 * A logger that writes one JSON object per line (`time`, `level`, `event`, `message`, `status?`,
 * `code?`, your `fields`), what log shippers (Loki, CloudWatch, Datadog, Elastic) read as is.
 * The `wealth-agent-proxy` command logs with it; pass it as `onLog` to the proxy and the store.
 */
export const createJsonLogger = (options: JsonLoggerOptions = {}): ProxyLogger => {
  const threshold = LEVELS[options.level ?? 'info'];
  const write =
    options.write ??
    ((line: string) => {
      process.stdout.write(line);
    });
  return (entry) => {
    if (LEVELS[entry.level] < threshold) return;
    write(`${JSON.stringify({time: new Date().toISOString(), ...options.fields, ...entry})}\n`);
  };
};
