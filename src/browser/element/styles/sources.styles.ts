import {css} from './css-text.js';

/** The numbered list of an answer's sources. */
export const sourcesStyles = css`
  .sources {
    padding-block-start: 0.6em;
    border-block-start: 1px solid var(--_border);
    font-size: 0.875em;
  }

  .sources h3 {
    margin: 0 0 0.35em;
    font-size: 0.8em;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: var(--_muted);
  }

  .sources ol {
    margin: 0;
    padding-inline-start: 1.6em;
    display: grid;
    gap: 0.3em;
  }

  .sources li::marker {
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }

  /* Says the link opens elsewhere; the link's hidden text says it to screen readers. */
  .sources a::after {
    content: ' ↗' / '';
  }

  .publisher {
    display: block;
    color: var(--_muted);
    font-size: 0.92em;
  }
`;
