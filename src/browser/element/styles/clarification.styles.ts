import {css} from './css-text.js';

/** The boxed notices in an answer: the clarification form and the failure notice. */
export const clarificationStyles = css`
  .clarification,
  .error {
    padding: 0.85em 1em;
    border-radius: calc(var(--_radius) * 0.75);
  }

  /* A card on the answer's surface, marked by the accent: it asks something of the user. */
  .clarification {
    border: 1px solid var(--_border);
    border-inline-start: 3px solid var(--_accent);
    background: var(--_surface);
    box-shadow: var(--_shadow);
  }

  .clarification-heading {
    margin: 0 0 0.45em;
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

  /* A fieldset's legend stands outside its grid: the gap does not space it from the options. */
  .field > label,
  .field > legend {
    padding: 0 0 0.35em;
    font-weight: 500;
  }

  /* Options are rows to pick, side by side where there is room; the chosen one takes the accent. */
  fieldset.field {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 13em), 1fr));
  }

  .field > .choice {
    display: flex;
    gap: 0.6em;
    align-items: center;
    padding: 0.45em 0.8em;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.6);
    cursor: pointer;
  }

  /* The link colour: the accent at a lightness that reads on the surface, in light and dark. */
  .choice:has(:checked) {
    border-color: var(--_link);
    background: color-mix(in srgb, var(--_link) 12%, var(--_surface));
    box-shadow: inset 0 0 0 1px var(--_link);
  }

  .choice:has(:focus-visible) {
    border-color: var(--_focus);
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

  /* The link colour, as the chosen row's border: the brand's own may not read on a dark surface. */
  input[type='radio'] {
    accent-color: var(--_link);
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
