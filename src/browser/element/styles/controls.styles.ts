import {css} from './css-text.js';

/** Buttons shared by every part, and the one focus ring of every control. */
export const controlsStyles = css`
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

  /* An outline, not a box-shadow: forced colours (Windows High Contrast) keep outlines and drop
     shadows. 2 px of a text colour, 2 px off the control: 3:1 or more against the surface. */
  :focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }

  /* Forced colours draw a transparent border: a pressed toggle needs more to tell its state. */
  @media (forced-colors: active) {
    [aria-pressed='true'] {
      background: SelectedItem;
      color: SelectedItemText;
    }
  }

  svg {
    inline-size: 1.25em;
    block-size: 1.25em;
    fill: currentColor;
  }
`;
