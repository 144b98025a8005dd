import type * as PromClient from 'prom-client';
import type {Registry} from 'prom-client';
import {OBSERVE} from './observer.js';
import type {Observable, ObservedState, ProxyObserver} from './observer.js';

/** Options of {@link createProxyMetrics}. */
export interface ProxyMetricsOptions {
  /** The prom-client registry to add the proxy's metrics to; default a registry of their own. */
  registry?: Registry;
  /** Also Node's process metrics (CPU, heap, event-loop lag, GC); default `true`. */
  processMetrics?: boolean;
  /** Prepended to every metric name; default `wealth_agent_proxy_`. */
  prefix?: string;
}

/** The proxy's Prometheus metrics: pass it to `createAgentProxy({metrics})`. */
export interface ProxyMetrics extends Observable {
  /** The registry the metrics are in, e.g. to add your own. */
  readonly registry: Registry;
  /** The content type of {@link ProxyMetrics.render}'s text (the Prometheus text format). */
  readonly contentType: string;
  /** Every metric of the registry in the Prometheus text format. */
  render(): Promise<string>;
}

const MISSING =
  'createProxyMetrics needs the `prom-client` package, a dependency of wealth-agent-chat: reinstall it.';

/**
 * Creates the proxy's Prometheus metrics, through `prom-client` (loaded only now, so runtimes
 * that never ask for metrics never load it). Pass the result to `createAgentProxy({metrics})` and
 * serve it with `createProxyProbes`.
 *
 * - `requests_total{outcome,status}`: every response, by outcome (`streamed`, `refused`,
 *   `upstream_error`, `preflight`, `error`) and HTTP status;
 * - `refusals_total{reason}`: refusals before the upstream, by error code (`rate_limited`,
 *   `conflict`, `store_unavailable`, `shutting_down`, `invalid_value`...);
 * - `streams_in_flight`: answers streaming now;
 * - `upstream_first_event_seconds`: from the request to the upstream's first bytes (histogram);
 * - `stream_duration_seconds{outcome}`: how long answers streamed, by how they ended (`completed`,
 *   `client_closed`, `upstream_error`, `upstream_timeout`, `shutting_down`);
 * - `store_available`: 1 while the shared store answers, 0 while it does not (absent with the
 *   in-memory store);
 * - `draining`: 1 from the moment the proxy starts closing.
 */
export const createProxyMetrics = async (
  options: ProxyMetricsOptions = {},
): Promise<ProxyMetrics> => {
  let prom: typeof PromClient;
  try {
    prom = await import('prom-client');
  } catch {
    throw new Error(MISSING);
  }
  const registry = options.registry ?? new prom.Registry();
  const prefix = options.prefix ?? 'wealth_agent_proxy_';
  const registers = [registry];
  if (options.processMetrics ?? true) {
    prom.collectDefaultMetrics({register: registry, prefix});
  }
  const watched: ObservedState[] = [];

  const requests = new prom.Counter({
    name: `${prefix}requests_total`,
    help: 'Responses of the agent route, by outcome and HTTP status.',
    labelNames: ['outcome', 'status'] as const,
    registers,
  });
  const refusals = new prom.Counter({
    name: `${prefix}refusals_total`,
    help: 'Requests refused before anything went to the agent service, by reason.',
    labelNames: ['reason'] as const,
    registers,
  });
  const inFlight = new prom.Gauge({
    name: `${prefix}streams_in_flight`,
    help: 'Answers streaming now.',
    registers,
  });
  const firstEvent = new prom.Histogram({
    name: `${prefix}upstream_first_event_seconds`,
    help: "Time from a request to the agent service's first bytes of its answer.",
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
    registers,
  });
  const duration = new prom.Histogram({
    name: `${prefix}stream_duration_seconds`,
    help: 'How long answers streamed, by how they ended.',
    labelNames: ['outcome'] as const,
    buckets: [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300],
    registers,
  });
  new prom.Gauge({
    name: `${prefix}store_available`,
    help: 'Whether the shared store (Redis) answers: 1 yes, 0 no.',
    registers,
    async collect() {
      const states = await Promise.all(watched.map((state) => state.storeAvailable()));
      const known = states.filter((state) => state !== undefined);
      if (known.length === 0) this.reset();
      else this.set(known.every(Boolean) ? 1 : 0);
    },
  });
  new prom.Gauge({
    name: `${prefix}draining`,
    help: 'Whether the proxy is closing: 1 from the moment the drain starts.',
    registers,
    collect() {
      this.set(watched.some((state) => state.draining()) ? 1 : 0);
    },
  });

  const observer: ProxyObserver = {
    answered(outcome, status) {
      requests.inc({outcome, status: String(status)});
    },
    refused(reason) {
      refusals.inc({reason});
    },
    streamOpened() {
      inFlight.inc();
    },
    firstEvent(seconds) {
      firstEvent.observe(seconds);
    },
    streamClosed(outcome, seconds) {
      inFlight.dec();
      duration.observe({outcome}, seconds);
    },
  };
  return {
    registry,
    contentType: registry.contentType,
    render: () => registry.metrics(),
    [OBSERVE]: {
      observer,
      watch(state) {
        watched.push(state);
      },
    },
  };
};
