/**
 * Requests each source's URL and reports what came back, for `wealth-agent-simulator sources
 * --check` on a machine with the web: the only way a source earns a `checked` date.
 */

/** What a URL answered: the final HTTP status, or why there was none. */
export interface LinkStatus {
  url: string;
  /** The HTTP status after redirects, or an error such as `timeout` or `ENOTFOUND`. */
  status: number | string;
  /** A 2xx after redirects. */
  ok: boolean;
  /** Where redirects ended, when they moved the page. */
  redirected_to?: string;
}

export interface LinkCheckOptions {
  /** The fetch to use; tests point it at a local server. */
  fetch?: typeof fetch;
  /** Requests at once: official sites throttle crawlers (default 4). */
  concurrency?: number;
  /** Per request (default 15 s). */
  timeoutMs?: number;
}

/** Servers that refuse HEAD answer these; the page may still open with GET. */
const HEAD_REFUSED = new Set([403, 405, 501]);

const request = async (
  url: string,
  method: 'HEAD' | 'GET',
  fetcher: typeof fetch,
  timeoutMs: number,
): Promise<Response> => {
  const response = await fetcher(url, {
    method,
    redirect: 'follow',
    headers: {'user-agent': 'wealth-agent-simulator link check'},
    signal: AbortSignal.timeout(timeoutMs),
  });
  // Only the status matters: a page's body is not worth downloading.
  await response.body?.cancel();
  return response;
};

const errorName = (error: unknown): string => {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
  const cause = error instanceof Error ? (error.cause as {code?: unknown} | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message : String(error);
};

/** Checks one URL: HEAD, then GET where the server refuses HEAD. */
export const checkLink = async (
  url: string,
  {fetch: fetcher = fetch, timeoutMs = 15_000}: LinkCheckOptions = {},
): Promise<LinkStatus> => {
  try {
    let response = await request(url, 'HEAD', fetcher, timeoutMs);
    if (HEAD_REFUSED.has(response.status)) response = await request(url, 'GET', fetcher, timeoutMs);
    return {
      url,
      status: response.status,
      ok: response.ok,
      ...(response.redirected && response.url !== url ? {redirected_to: response.url} : {}),
    };
  } catch (error) {
    return {url, status: errorName(error), ok: false};
  }
};

/** Checks every URL, a few at a time, and returns their statuses in the order given. */
export const checkLinks = async (
  urls: readonly string[],
  options: LinkCheckOptions = {},
): Promise<LinkStatus[]> => {
  const results: LinkStatus[] = new Array<LinkStatus>(urls.length);
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const index = next++;
      results[index] = await checkLink(urls[index] ?? '', options);
    }
  };
  await Promise.all(Array.from({length: Math.min(options.concurrency ?? 4, urls.length)}, worker));
  return results;
};
