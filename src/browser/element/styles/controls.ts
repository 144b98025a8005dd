import {css} from './css.js';

/** Buttons shared by every part, and the one focus ring of every control. */
export const controls = css`
  button {
    font: inherit;
    cursor: pointer;
  }

  button:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  .primary,
  .secondary {
    justify-self: start;
    padding: 0.45em 1em;
    border-radius: calc(var(--_radius) * 0.66);
    font-weight: 600;
  }

  .primary {
    border: 1px solid var(--_accent);
    background: var(--_accent);
    color: var(--_on-accent);
  }

  .secondary {
    border: 1px solid var(--_border);
    background: var(--_surface);
    color: var(--_text);
  }

  .secondary:hover:not(:disabled) {
    background: var(--_subtle);
  }

  :is(button, a, input, select, textarea, summary):focus-visible {
    outline: none;
    box-shadow: var(--_focus-ring);
  }

  svg {
    inline-size: 1.25em;
    block-size: 1.25em;
    fill: currentColor;
  }
`;
