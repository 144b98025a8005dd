import {css} from './css-text.js';

/**
 * What the loader shows in place of the chat while it loads, and when it could not be loaded: a
 * notice with a retry button, inline or in the launcher's panel.
 */
export const loadingStyles = css`
  .loading {
    block-size: 100%;
    min-block-size: inherit;
  }

  .load-failure {
    display: grid;
    gap: 0.75em;
    justify-items: start;
    margin: var(--_space);
    padding: 0.75em 1em;
    border: 1px solid color-mix(in srgb, var(--_danger) 45%, var(--_surface));
    border-radius: var(--_radius);
    color: var(--_text);
  }

  .load-failure p {
    margin: 0;
    color: var(--_danger);
  }

  .load-failure button {
    padding: 0.45em 1em;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.66);
    background: var(--_surface);
    color: var(--_text);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }

  .load-failure button:focus-visible,
  .launcher:focus-visible,
  .close:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
`;
