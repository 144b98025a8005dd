/**
 * The watch the security suite keeps on a window: the canary a payload's script would call,
 * dialogs, requests to other origins, CSP violations, polluted prototypes, and an audit of what the
 * element rendered. Loaded first in the strict-CSP frame, so it sees everything from the start.
 */
/** What the watch saw; every list empty means nothing happened. */
export interface Findings {
  /** Scripts that ran: canary calls, dialogs. */
  ran: string[];
  /** Resources fetched from another origin. */
  foreign: string[];
  /** `securitypolicyviolation` events. */
  violations: string[];
  /** Keys that appeared on a built-in prototype. */
  polluted: string[];
  /** Elements, attributes or URLs in the shadow DOM outside what the element renders. */
  audit: string[];
  /** Requests that did not end the way the channel should (an answer where a failure was due...). */
  broken: string[];
}

interface Watched extends Window {
  __wacPwn?: () => void;
  __wacFindings?: Findings;
}

export const empty = (): Findings => ({
  ran: [],
  foreign: [],
  violations: [],
  polluted: [],
  audit: [],
  broken: [],
});

/** The keys the corpus tries to plant on prototypes. */
const POLLUTION_KEYS = ['wacPolluted', 'polluted'];

/**
 * Starts watching a window: the canary a payload's script would call, dialogs, resource fetches
 * and CSP violations. Idempotent; returns the live findings.
 */
export const watch = (win: Window): Findings => {
  const scope = win as Watched;
  if (scope.__wacFindings) return scope.__wacFindings;
  const findings = empty();
  scope.__wacFindings = findings;
  scope.__wacPwn = () => findings.ran.push('__wacPwn()');
  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
    Object.defineProperty(win, name, {
      configurable: true,
      value: () => {
        findings.ran.push(`${name}()`);
        return null;
      },
    });
  }
  const origin = win.location.origin;
  const Observer = (win as Window & typeof globalThis).PerformanceObserver;
  new Observer((list) => {
    for (const entry of list.getEntries()) {
      if (new URL(entry.name, origin).origin !== origin) findings.foreign.push(entry.name);
    }
  }).observe({type: 'resource', buffered: true});
  win.document.addEventListener('securitypolicyviolation', (event) => {
    // A policy that only reports is the test page's way (test-server.ts) to see every request to
    // another origin, the failed ones included: WebKit (Safari) lists no failed load as a resource.
    if (event.disposition === 'report') findings.foreign.push(event.blockedURI);
    else findings.violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
  });
  return findings;
};

/** Checks the built-in prototypes for keys the corpus tries to plant. */
export const checkPollution = (win: Window, findings: Findings) => {
  const realm = win as unknown as {Object: ObjectConstructor; Array: ArrayConstructor};
  for (const proto of [realm.Object.prototype, realm.Array.prototype]) {
    for (const key of POLLUTION_KEYS) {
      if (Object.prototype.hasOwnProperty.call(proto, key)) findings.polluted.push(key);
    }
  }
};

/** Every tag the element's templates and its markdown renderer produce. */
const TAGS = new Set(
  (
    'div span slot form textarea button svg path rect details summary section h3 h4 h5 h6 ol ul li a p ' +
    'label input select option fieldset legend pre code blockquote hr table thead tbody tr th td ' +
    'strong em del br sup time'
  ).split(' '),
);

/** Every attribute they set. */
const ATTRIBUTES = new Set(
  (
    'class part role tabindex lang href target rel title start value scope type disabled checked name ' +
    'id for required autocomplete placeholder rows enterkeyhint viewbox d x y width height rx hidden ' +
    'open datetime'
  ).split(' '),
);

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * Lists what in a shadow root the element could not have rendered: a tag or attribute outside
 * its templates, an event handler or inline style, a link that is not http(s)/mailto, a link to a
 * new tab without `noopener`, or an image (the corpus runs with images off).
 */
export const auditShadow = (el: HTMLElement): string[] => {
  const problems: string[] = [];
  const root = el.shadowRoot;
  if (!root) return ['no shadow root'];
  for (const node of root.querySelectorAll('*')) {
    const tag = node.localName;
    if (!TAGS.has(tag)) problems.push(`<${tag}>`);
    for (const {name, value} of [...node.attributes]) {
      if (!ATTRIBUTES.has(name.toLowerCase()) && !name.startsWith('aria-'))
        problems.push(`<${tag} ${name}>`);
      if (name === 'href') {
        let protocol = '';
        try {
          protocol = new URL(value).protocol;
        } catch {
          protocol = 'relative';
        }
        if (!SAFE_PROTOCOLS.has(protocol)) problems.push(`<${tag} href=${value.slice(0, 60)}>`);
      }
    }
    if (tag === 'a' && node.getAttribute('target') === '_blank') {
      const rel = node.getAttribute('rel') ?? '';
      if (!rel.includes('noopener')) problems.push('<a target=_blank> without noopener');
    }
  }
  return problems;
};
