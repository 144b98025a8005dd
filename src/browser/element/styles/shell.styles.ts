import {css} from './css-text.js';

/** The frame: header, the scrolling log with its messages, the disclaimer, narrow-width spacing. */
export const shellStyles = css`
  .shell {
    --_pad: var(--_space);
    display: grid;
    grid-template-rows: auto minmax(0, 1fr) auto;
    block-size: 100%;
    min-block-size: inherit;
  }

  .log {
    overflow-y: auto;
    overscroll-behavior: contain;
    /* Above, the gradient's room: see ::before. */
    padding: 0 var(--_pad) var(--_pad);
    display: flex;
    flex-direction: column;
    gap: var(--_space);
    scrollbar-gutter: stable;
    /* The theme's own scrollbar, its thumb in the muted text's tone: Firefox drew a white track
       down a dark chat. Where scrollbar-color is unsupported (WebKit), the host's color-scheme
       themes the engine's own. */
    scrollbar-color: var(--_muted) #0000;
    /* A message scrolled to keeps the log's padding above it. */
    scroll-padding-block: var(--_pad);
    /* The log's own box as a clip, as its overflow already clips in Chromium and Firefox: WebKit
       clips the scrolled messages from the pixel row the log's top edge falls in and the fade
       below from the next, and a message scrolled under the toolbar showed a line of itself
       there. Without a GPU, this adds a quarter to Chromium's compositor drawing; the other fix,
       the header positioned over the log, doubled it. */
    clip-path: inset(0);
  }

  /* What scrolls under the toolbar fades out in the log's padding instead of being sliced: a
     gradient held there, over the messages (a click on that band, on a line faded out of sight,
     lands on the log). A mask on the log did it before, and made the compositor draw the whole log
     through it anew at every frame an answer changed: with no GPU to do it (a virtual desktop
     without one, the bench's headless Chromium), 9 ms of CPU a frame, 0.7 s of a 100 KB answer's
     1.5 s, on the cores the page's own tasks needed (issue 33). */
  .log::before {
    content: '';
    position: sticky;
    z-index: 1;
    inset-block-start: 0;
    /* A minimum, not a size: a flex item the log's content overflows would shrink to nothing. */
    min-block-size: var(--_pad);
    margin-block-end: calc(-1 * var(--_space));
    background: linear-gradient(var(--_surface), #0000);
  }

  .log > * {
    inline-size: 100%;
    max-inline-size: var(--_max-width);
    margin-inline: auto;
  }

  .log:focus-visible {
    outline-offset: -2px;
  }

  .welcome {
    margin-block: auto;
    text-align: center;
    color: var(--_muted);
    padding: calc(var(--_space) * 2) var(--_space);
  }

  .welcome-title {
    margin: 0 0 0.25em;
    color: var(--_text);
    font-size: 1.25em;
    font-weight: 600;
  }

  .welcome p {
    margin-block: 0 0.5em;
  }

  .welcome ::slotted([data-question]) {
    cursor: pointer;
  }

  .message {
    overflow-wrap: anywhere;
  }

  .user {
    inline-size: fit-content;
    max-inline-size: min(85%, 40rem);
    /* At the end of the conversation's centred column, not of the log. */
    margin-inline: auto max(0px, (100% - var(--_max-width)) / 2);
    padding: 0.6em 0.95em;
    border: 1px solid transparent;
    border-radius: var(--_radius);
    /* The tail: the bottom corner on the side the bubble sits, whichever way the text runs. */
    border-end-end-radius: calc(var(--_radius) / 4);
    background: var(--_accent);
    color: var(--_on-accent);
  }

  .user .text {
    white-space: pre-wrap;
  }

  .assistant {
    display: flex;
    flex-direction: column;
    gap: 0.75em;
  }

  .status {
    margin: 0;
    color: var(--_muted);
    font-size: 0.875em;
    font-style: italic;
  }

  .time {
    color: var(--_muted);
    font-size: 0.78em;
  }

  .user .time {
    display: block;
    color: inherit;
    text-align: end;
  }

  .disclaimer {
    color: var(--_muted);
    font-size: 0.78em;
    line-height: 1.4;
    text-align: center;
  }

  /* Padding on the slotted line, not the wrapper: without a disclaimer nothing takes room. */
  .disclaimer ::slotted(*) {
    display: block;
    margin: 0;
    padding: 0 var(--_space) calc(var(--_space) * 0.75);
  }

  /* The host is the container: its own width, not the page's, decides. */
  @container (max-width: 28rem) {
    .shell {
      --_pad: calc(var(--_space) * 0.75);
    }

    .user {
      max-inline-size: 92%;
    }
  }
`;
