/**
 * Browser-side accessibility measures: axe-core at WCAG 2.2 AA, colour contrast as WCAG defines it,
 * a recorder of what live regions expose, and keyboard moves through the element's shadow DOM.
 */
import {press} from './engine-harness.js';
import type * as AxeCore from 'axe-core';
import type {WealthAgentChat} from '../../src/browser/element/wealth-agent-chat.js';

type Axe = typeof AxeCore;

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules (EN 301 549 points at WCAG 2.1 AA). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

let axe: Axe | undefined;

/** axe's serious and critical violations in `root`, one readable line each. */
export const seriousViolations = async (root: Element): Promise<string[]> => {
  if (!axe) {
    await import('axe-core/axe.min.js');
    axe = (window as unknown as {axe: Axe}).axe;
  }
  // axe finds a text's background by hit-testing, and a subtree that `content-visibility: auto`
  // skips off screen answers no hit test: axe then saw the page's white behind dark-theme sources.
  // Rendered in full for the run, the element looks as it does once scrolled to.
  const shadow = root.shadowRoot;
  const adopted = shadow?.adoptedStyleSheets ?? [];
  const rendered = new CSSStyleSheet();
  rendered.replaceSync('* { content-visibility: visible !important; }');
  if (shadow) shadow.adoptedStyleSheets = [...adopted, rendered];
  const results = await axe.run(root, {runOnly: {type: 'tag', values: WCAG_TAGS}}).finally(() => {
    if (shadow) shadow.adoptedStyleSheets = adopted;
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes
          .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
          .join('; ')}`,
    );
};

const canvas = document.createElement('canvas').getContext('2d', {willReadFrequently: true});

/** Any CSS colour the browser computes (rgb(), color(srgb ...), oklch()) as sRGB 0-255 and alpha. */
export const rgba = (color: string): [number, number, number, number] => {
  if (!canvas) throw new Error('no 2D canvas');
  canvas.clearRect(0, 0, 1, 1);
  canvas.fillStyle = color;
  canvas.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
  return [r, g, b, a / 255];
};

const luminance = (color: string): number => {
  const [r, g, b] = rgba(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The WCAG contrast ratio of two opaque colours. */
export const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The first opaque background behind `element`, crossing shadow roots up to the page. */
export const backgroundBehind = (element: Element): string => {
  for (let node: Element | null = element; node;) {
    const color = getComputedStyle(node).backgroundColor;
    if (rgba(color)[3] === 1) return color;
    const root = node.getRootNode();
    node = node.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
  }
  return 'rgb(255, 255, 255)';
};

/** The element that has focus, looked for inside the chat's shadow root. */
export const focused = (el: WealthAgentChat): Element | null =>
  el.shadowRoot?.activeElement ?? (document.activeElement === el ? el : document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `check` holds for the focused element, as a keyboard user
 * would; fails when it never does within `limit` presses, i.e. the control cannot be reached.
 */
export const tabTo = async (
  el: WealthAgentChat,
  check: (element: Element) => boolean,
  what: string,
  {back = false, limit = 40} = {},
): Promise<HTMLElement> => {
  for (let presses = 0; presses < limit; presses++) {
    await press(back ? 'Shift+Tab' : 'Tab');
    const element = focused(el);
    if (element && check(element)) return element as HTMLElement;
  }
  throw new Error(`${what} cannot be reached with the keyboard (${limit} presses of Tab)`);
};

/** A control whose visible text or title is `name`. */
export const named =
  (name: string) =>
  (element: Element): boolean =>
    element.textContent.trim() === name || element.getAttribute('title') === name;

/** What the live regions of a shadow root said, in order, while it was recorded. */
export interface Announcement {
  role: string;
  text: string;
}

const LIVE =
  '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]:not([aria-live="off"])';

/**
 * Records every change of what a live region exposes (its text), as a screen reader would be told
 * of it: a MutationObserver sees each DOM change, and a region whose text differs from the last
 * it said counts as one announcement. A region inside a `hidden` one is silent.
 */
export const recordLiveRegions = (root: ShadowRoot) => {
  const said = new WeakMap<Element, string>();
  const announcements: Announcement[] = [];
  const look = () => {
    for (const region of root.querySelectorAll(LIVE)) {
      if (region.closest('[hidden]')) continue;
      const raw = region.textContent;
      if (raw === said.get(region)) continue;
      said.set(region, raw);
      const text = raw.replace(/\s+/g, ' ').trim();
      if (text) announcements.push({role: region.getAttribute('role') ?? 'live', text});
    }
  };
  // What is on screen when recording starts was there before: not an announcement.
  for (const region of root.querySelectorAll(LIVE)) {
    said.set(region, region.textContent);
  }
  const observer = new MutationObserver(look);
  observer.observe(root, {subtree: true, childList: true, characterData: true, attributes: true});
  return {
    announcements,
    stop: () => {
      look();
      observer.disconnect();
    },
  };
};
