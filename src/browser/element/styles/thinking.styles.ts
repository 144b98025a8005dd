import {css} from './css-text.js';

/** The reasoning panel and the typing dots shown before the first words of an answer. */
export const thinkingStyles = css`
  .thinking {
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.75);
    background: var(--_subtle);
    color: var(--_muted);
    font-size: 0.9em;
  }

  /* The summary keeps its native display, and with it the disclosure marker that says it opens. */
  .thinking summary {
    padding: 0.5em 0.85em;
    cursor: pointer;
    font-weight: 600;
    border-radius: inherit;
  }

  .thinking .phase {
    margin-inline-start: 0.75em;
    font-weight: 400;
  }

  /* No white-space: pre-wrap here: the template's own line breaks showed as ~60 px of blank above
     the first step and ~40 px below the last. The steps' margins space them. */
  .thinking-text {
    padding: 0 0.85em;
    max-block-size: 16em;
    overflow-y: auto;
  }

  .typing {
    display: flex;
    gap: 0.3em;
    padding-block: 0.5em;
  }

  .typing span {
    inline-size: 0.45em;
    block-size: 0.45em;
    border-radius: 50%;
    /* A border, not a background: forced colours keep it. */
    border: 0.225em solid var(--_muted);
    animation: pulse 1.2s infinite ease-in-out;
  }

  .typing span:nth-child(2) {
    animation-delay: 0.15s;
  }

  .typing span:nth-child(3) {
    animation-delay: 0.3s;
  }

  @keyframes pulse {
    0%,
    80%,
    to {
      opacity: 0.25;
      scale: 0.8;
    }
    40% {
      opacity: 1;
      scale: 1;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .typing span {
      animation: none;
      opacity: 0.6;
    }
  }
`;
