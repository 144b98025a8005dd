import {css} from './css-text.js';

/**
 * The launcher layout: the floating button, its panel, and the panel's close button on phones. The
 * loader shows the button before the rest of the chat is in, so these rules hold everything the
 * button needs (the shared `controls` rules come with the chat).
 */
export const launcherStyles = css`
  :host([layout='launcher']) {
    block-size: auto;
    min-block-size: 0;
    background: transparent;
  }

  .launcher,
  .panel {
    position: fixed;
    inset-block-end: 1.25rem;
    inset-inline-end: 1.25rem;
    z-index: var(--wac-z-index, 2147483000);
  }

  .launcher,
  .close {
    place-items: center;
    padding: 0;
    border: 1px solid transparent;
    border-radius: 50%;
    font: inherit;
    cursor: pointer;
  }

  /* Clicked before the chat is in: it opens as soon as it is. */
  .launcher[aria-busy='true'] {
    cursor: progress;
  }

  @media (prefers-reduced-motion: no-preference) {
    .launcher[aria-busy='true'] svg {
      animation: wac-loading 0.8s ease-in-out infinite alternate;
    }
  }

  @keyframes wac-loading {
    to {
      opacity: 0.35;
    }
  }

  .launcher {
    display: grid;
    inline-size: 3.5rem;
    block-size: 3.5rem;
    background: var(--_accent);
    color: var(--_on-accent);
    box-shadow: var(--_panel-shadow);
  }

  .launcher svg,
  .close svg {
    inline-size: 1.5rem;
    block-size: 1.5rem;
    fill: currentColor;
  }

  .panel {
    inset-block-end: 5.75rem;
    inline-size: min(26rem, calc(100vw - 2.5rem));
    /* 4.25 rem stay clear above it, the height of a site's sticky header. */
    block-size: min(40rem, calc(100vh - 10rem));
    overflow: hidden;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 1.25);
    background: var(--_surface);
    box-shadow: var(--_panel-shadow);
  }

  .panel[hidden] {
    display: none;
  }

  .panel .shell {
    min-block-size: 0;
  }

  .close {
    display: none;
    position: absolute;
    inset-block-start: 0.5rem;
    inset-inline-end: 0.5rem;
    z-index: 1;
    inline-size: 2.5rem;
    block-size: 2.5rem;
    background: var(--_subtle);
    color: var(--_text);
  }

  /* On a phone the panel takes the whole screen and brings its own close button. */
  @media (max-width: 30rem) {
    .panel {
      inset: 0;
      inline-size: auto;
      block-size: auto;
      border: 0;
      border-radius: 0;
    }

    .close {
      display: grid;
    }

    .panel .shell {
      padding-block-start: 3rem;
    }

    .panel:not([hidden]) + .launcher {
      display: none;
    }
  }
`;
