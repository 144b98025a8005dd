import {css} from './css-text.js';

/** The conversation's toolbar and the row of actions under an answer, with its comment form. */
export const actionsStyles = css`
  .toolbar,
  .actions,
  .confirm,
  .comment {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35em;
  }

  .toolbar {
    justify-content: flex-end;
    padding: calc(var(--_space) * 0.5) var(--_space) 0;
  }

  .action {
    padding: 0.2em 0.55em;
    border: 1px solid transparent;
    border-radius: calc(var(--_radius) * 0.5);
    background: none;
    color: var(--_muted);
    font-size: 0.875em;
  }

  .thumb svg {
    inline-size: 1.1em;
    block-size: 1.1em;
    vertical-align: -0.15em;
  }

  .down svg {
    transform: rotate(180deg);
  }

  .action:hover,
  [aria-pressed='true'] {
    border-color: var(--_border);
    background: var(--_subtle);
    color: var(--_text);
  }

  .comment {
    flex-basis: 100%;
  }

  .comment input {
    flex: 1;
  }
`;
