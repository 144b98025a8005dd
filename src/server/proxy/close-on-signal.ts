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
  /**
   * Keep accepting connections until the answers in flight are done, instead of closing the
   * listening socket at once: probes and metrics still answer (a readiness probe sees `503`), and
   * a new request gets `503 shutting_down`, which a load balancer passes to another instance.
   * Default `false`. The `wealth-agent-proxy` command sets it.
   */
  keepListening?: boolean;
}

/**
 * Closes a Node server running the proxy gracefully when the process is told to stop, as a
 * rolling deploy does: no new connections (and idle keep-alive ones closed, so a load balancer
 * sends new requests to the other instances), answers in flight finish or, after `deadlineMs`,
 * end with one error event the element shows as interrupted; then `onClosed` (your store) and
 * the process exits. A second signal during the drain ends the answers in flight at once, each
 * with that error event; a third exits at once. Node-only, like `toNodeHandler`.
 */
export const closeOnSignal = (
  server: Server,
  proxy: Closable,
  options: CloseOnSignalOptions = {},
): void => {
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  let received = 0;
  const stopAccepting = () => {
    server.close();
    server.closeIdleConnections();
  };
  const close = () => {
    received++;
    if (received === 2) {
      // An operator who asks twice wants it over now, but an answer cut without its error event
      // looks like a network fault to the browser: end each one properly first.
      void proxy.close({deadlineMs: 0});
      return;
    }
    if (received > 2) process.exit(1);
    if (!options.keepListening) stopAccepting();
    void proxy
      .close({...(options.deadlineMs === undefined ? {} : {deadlineMs: options.deadlineMs})})
      .then(() => options.onClosed?.())
      .finally(() => {
        stopAccepting();
        server.closeAllConnections();
        // The HTTP client's pooled sockets to the agent service would keep the process alive.
        process.exit(0);
      });
  };
  // Never `once`: a second signal must reach this handler, not Node's default, which kills.
  for (const signal of signals) process.on(signal, close);
};
