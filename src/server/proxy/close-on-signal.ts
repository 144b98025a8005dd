import type {Server} from 'node:http';

/** What {@link closeOnSignal} closes: the agent proxy, or anything with its `close`. */
export interface Closable {
  close(options?: {deadlineMs?: number}): Promise<void>;
}

export interface CloseOnSignalOptions {
  /** How long answers in flight may take to finish; default 25 000 ms. */
  deadlineMs?: number;
  /** Runs once the proxy is closed, before exit: close your store here. */
  onClosed?: () => void | Promise<void>;
  /** Default `['SIGTERM', 'SIGINT']`: what orchestrators and Ctrl-C send. */
  signals?: readonly NodeJS.Signals[];
}

/**
 * Closes a Node server running the proxy gracefully when the process is told to stop, as a
 * rolling deploy does: no new connections (and idle keep-alive ones closed, so a load balancer
 * sends new requests to the other instances), answers in flight finish or, after `deadlineMs`,
 * end with one error event the element shows as interrupted; then `onClosed` (your store) and
 * the process exits. Node-only, like `toNodeHandler`.
 */
export const closeOnSignal = (
  server: Server,
  proxy: Closable,
  options: CloseOnSignalOptions = {},
): void => {
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  const close = () => {
    for (const signal of signals) process.off(signal, close);
    server.close();
    server.closeIdleConnections();
    void proxy
      .close({...(options.deadlineMs === undefined ? {} : {deadlineMs: options.deadlineMs})})
      .then(() => options.onClosed?.())
      .finally(() => {
        server.closeAllConnections();
        // The HTTP client's pooled sockets to the agent service would keep the process alive.
        process.exit(0);
      });
  };
  for (const signal of signals) process.once(signal, close);
};
