import {css} from './css-text.js';

/** The composer: the question field and its send or stop button. */
export const composerStyles = css`
  .composer {
    display: flex;
    gap: 0.5em;
    align-items: flex-end;
    inline-size: 100%;
    max-inline-size: calc(var(--_max-width) + 2 * var(--_space));
    margin-inline: auto;
    padding: calc(var(--_space) * 0.75) var(--_pad) var(--_space);
  }

  .input {
    flex: 1;
    min-inline-size: 0;
    min-block-size: 2.75em;
    max-block-size: 10em;
    field-sizing: content;
    resize: none;
    padding: 0.65em 0.9em;
    font: inherit;
    color: inherit;
    background: var(--_surface);
    border: 1px solid var(--_muted);
    border-radius: var(--_radius);
    box-shadow: var(--_shadow);
  }

  .input::placeholder {
    color: var(--_muted);
  }

  .input:focus-visible {
    border-color: var(--_link);
  }

  .icon-button {
    flex: none;
    display: grid;
    place-items: center;
    inline-size: 2.75em;
    block-size: 2.75em;
    padding: 0;
    /* Transparent, until forced colours draw it. */
    border: 1px solid transparent;
    border-radius: var(--_radius);
    background: var(--_accent);
    color: var(--_on-accent);
  }

  /* One hover for send and stop, whatever their colours. */
  .icon-button:hover {
    filter: brightness(0.85);
  }

  .stop {
    background: var(--_text);
    color: var(--_surface);
  }
`;
