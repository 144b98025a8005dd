import {css} from './css-text.js';

/** The boxed notices in an answer: the clarification form and the failure notice. */
export const clarification = css`
  .clarification,
  .error {
    padding: 0.85em 1em;
    border-radius: calc(var(--_radius) * 0.75);
  }

  .clarification {
    border: 1px solid color-mix(in srgb, var(--_accent) 35%, var(--_surface));
    background: color-mix(in srgb, var(--_accent) 10%, var(--_surface));
  }

  .clarification-heading {
    margin: 0 0 0.6em;
    font-weight: 600;
  }

  .questions,
  .field {
    display: grid;
    gap: 0.85em;
    margin: 0;
    padding: 0;
    border: 0;
    min-inline-size: 0;
  }

  .field {
    gap: 0.35em;
  }

  .field > label,
  .field > legend {
    padding: 0;
    font-weight: 500;
  }

  .choice {
    display: flex;
    gap: 0.5em;
    align-items: center;
    cursor: pointer;
  }

  .field :is(input[type='text'], select),
  .comment input {
    font: inherit;
    color: inherit;
    inline-size: 100%;
    padding: 0.45em 0.6em;
    /* A field's edge is all that marks it: 3:1 at least (WCAG 1.4.11). */
    border: 1px solid var(--_muted);
    border-radius: calc(var(--_radius) * 0.5);
    background: var(--_surface);
  }

  input[type='radio'] {
    accent-color: var(--_accent);
    margin: 0;
  }

  .error {
    border: 1px solid color-mix(in srgb, var(--_danger) 45%, var(--_surface));
    background: color-mix(in srgb, var(--_danger) 8%, var(--_surface));
  }

  .error p {
    margin: 0 0 0.6em;
  }

  .error .detail {
    color: var(--_muted);
    font-size: 0.875em;
  }
`;
