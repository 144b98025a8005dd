/**
 * What a proxy instance process (the multi-instance and topology tests) shares: its settings from
 * the environment, and one JSON line per message on stdout (`ready`, `log`, `request`).
 */
import type {ProxyLogEntry} from '../../src/server/proxy/index.js';

/** A required environment variable, or an error naming it. */
export const env = (name: string): string => {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`proxy instance: ${name} is not set`);
  return value;
};

/** One message to the parent, as a JSON line. */
export const print = (message: unknown) => {
  process.stdout.write(`${JSON.stringify(message)}\n`);
};

/** The proxy's and the store's log entries, as messages. */
export const onLog = (entry: ProxyLogEntry) => {
  print({type: 'log', entry});
};
