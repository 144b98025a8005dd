import type {FetchHandler} from '../node/adapter.js';
import type {AgentProxy} from './create-agent-proxy.js';
import type {ProxyMetrics} from './metrics.js';

/** The probe handlers of {@link createProxyProbes}, each a fetch-standard handler for `GET`. */
export interface ProxyProbes {
  /** `GET /healthz`: `200` while the process answers at all (liveness). */
  healthz: FetchHandler;
  /**
   * `GET /readyz`: `200` while the proxy should get new requests; `503` from the moment it starts
   * draining, and while a store that fails closed cannot be reached (readiness).
   */
  readyz: FetchHandler;
  /** `GET /metrics`: the metrics in the Prometheus text format; `404` without `metrics`. */
  metrics: FetchHandler;
}

const json = (status: number, body: unknown): Response =>
  new Response(`${JSON.stringify(body)}\n`, {
    status,
    // A probe's answer is about now: no cache in between may keep it.
    headers: {'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store'},
  });

/** Answers anything but GET and HEAD with `405`, so a probe URL is never mistaken for an API. */
const onlyGet =
  (answer: () => Promise<Response> | Response): FetchHandler =>
  async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, {status: 405, headers: {allow: 'GET, HEAD'}});
    }
    const response = await answer();
    return request.method === 'HEAD'
      ? new Response(null, {status: response.status, headers: response.headers})
      : response;
  };

/**
 * Health, readiness and metrics endpoints for a proxy in your own server, as the
 * `wealth-agent-proxy` command serves them. Mount each on its path:
 *
 * @example
 * const metrics = await createProxyMetrics();
 * const proxy = createAgentProxy({store, metrics});
 * const probes = createProxyProbes(proxy, {metrics});
 * app.get('/healthz', toNodeHandler(probes.healthz));
 * app.get('/readyz', toNodeHandler(probes.readyz));
 * app.get('/metrics', toNodeHandler(probes.metrics));
 */
export const createProxyProbes = (
  proxy: Pick<AgentProxy, 'ready'>,
  options: {metrics?: ProxyMetrics} = {},
): ProxyProbes => ({
  healthz: onlyGet(() => json(200, {status: 'alive'})),
  readyz: onlyGet(async () => {
    const readiness = await proxy.ready();
    return readiness.ready
      ? json(200, {status: 'ready'})
      : json(503, {status: 'not_ready', reason: readiness.reason});
  }),
  metrics: onlyGet(async () => {
    const {metrics} = options;
    if (!metrics) return json(404, {error: 'No metrics: pass createProxyMetrics() to the proxy.'});
    return new Response(await metrics.render(), {
      status: 200,
      headers: {'content-type': metrics.contentType, 'cache-control': 'no-store'},
    });
  }),
});
