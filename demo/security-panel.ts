/**
 * The "what crosses the wire" panel: the exact body the browser POSTs to the proxy (from the
 * element's `wac-send` event), the headers the proxy actually received (from the demo server's
 * `/api/wire`), and the page's Content Security Policy as the server sent it.
 */

/** What the demo server saw of the last `POST /api/chat`, as `/api/wire` reports it. */
export interface WireReport {
  method: string;
  headers: Record<string, string>;
  /** Whether the browser sent an `Authorization` header (it never should). */
  authorization: boolean;
}

/** Headers the element sends, shown until the server has seen a request. */
const EXPECTED_HEADERS: Record<string, string> = {
  'content-type': 'application/json',
  accept: 'text/event-stream',
};

const NO_AUTHORIZATION = 'none: no key, no token';

const isWireReport = (value: unknown): value is WireReport =>
  typeof value === 'object' &&
  value !== null &&
  'headers' in value &&
  typeof value.headers === 'object' &&
  value.headers !== null &&
  'authorization' in value &&
  typeof value.authorization === 'boolean';

/** Renders the headers list: each header, then the missing `authorization`, highlighted. */
export const renderHeaders = (list: HTMLElement, headers: Record<string, string>): void => {
  const rows: Node[] = [];
  const entries: [string, string][] = [
    ...Object.entries(headers),
    ['authorization', NO_AUTHORIZATION],
  ];
  for (const [name, value] of entries) {
    const term = document.createElement('dt');
    term.textContent = name;
    const detail = document.createElement('dd');
    detail.textContent = value;
    if (name === 'authorization') {
      term.className = 'absent';
      detail.className = 'absent';
    }
    rows.push(term, detail);
  }
  list.replaceChildren(...rows);
};

/** Shows the expected headers until a request has been made. */
export const renderExpectedHeaders = (list: HTMLElement): void => {
  renderHeaders(list, EXPECTED_HEADERS);
};

/** Shows the request body the browser sent, pretty-printed. */
export const renderRequestBody = (target: HTMLElement, request: unknown): void => {
  target.textContent = JSON.stringify(request, null, 2);
};

/**
 * Asks the demo server which headers the proxy received for the last question and shows them.
 * Keeps what is shown when the server cannot tell (e.g. a static host without `/api/wire`).
 */
export const refreshWire = async (list: HTMLElement): Promise<void> => {
  try {
    const response = await fetch('/api/wire', {cache: 'no-store'});
    if (!response.ok) return;
    const report: unknown = await response.json();
    if (!isWireReport(report)) return;
    const headers = Object.fromEntries(
      Object.entries(report.headers).filter(([name]) => name !== 'authorization'),
    );
    renderHeaders(list, headers);
    if (report.authorization) {
      const warning = list.querySelector('dd.absent');
      if (warning) warning.textContent = 'present: the browser sent a credential';
    }
  } catch {
    // The panel still shows the expected headers.
  }
};

/** The page's CSP, read from a response of this origin (every response carries it). */
export const cspOf = (response: Response): string => {
  const csp = response.headers.get('content-security-policy');
  return csp ? csp.split(/;\s*/).join(';\n') : 'No Content-Security-Policy header on this host.';
};
