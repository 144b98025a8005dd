/** The launcher's icons, drawn by the loader before Lit is in, and by the chat's panel. */
export const CHAT_ICON =
  'M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 3 13.5v-8z';
export const CLOSE_ICON =
  'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4L12 13.4 6.4 19 5 17.6l5.6-5.6L5 6.4z';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * An element made with DOM calls: the loader has no template engine, and no markup is ever parsed
 * (a page with Trusted Types refuses `innerHTML`).
 */
export const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Readonly<Record<string, string>>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] => {
  const result = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) result.setAttribute(name, value);
  result.append(...children);
  return result;
};

/** One of the icons above, hidden from screen readers: its button carries the name. */
export const icon = (path: string): SVGSVGElement => {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const shape = document.createElementNS(SVG, 'path');
  shape.setAttribute('d', path);
  svg.append(shape);
  return svg;
};
