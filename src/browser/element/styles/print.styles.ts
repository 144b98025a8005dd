import {css} from './css-text.js';

/** On paper: a dated document of questions, answers and written-out sources, nothing to click. */
export const printStyles = css`
  .print-only {
    display: none;
  }

  @media print {
    :host {
      --_surface: #fff !important;
      --_text: #000 !important;
      block-size: auto;
    }

    .shell,
    .panel {
      display: block;
      position: static;
      block-size: auto;
      box-shadow: none;
    }

    .log {
      overflow: visible;
    }

    /* On paper every answer is laid out: WebKit left the off-screen ones skipped (no text) once
       printing changed the layout, until a frame later. */
    .assistant,
    .answer > div:not([class]) {
      content-visibility: visible;
    }

    .print-only {
      display: block;
      font-weight: 600;
    }

    .footnotes {
      padding: 0;
      list-style: none;
    }

    .user {
      margin-inline: 0;
      border-inline-start: 3px solid;
      border-radius: 0;
      background: none;
      color: inherit;
    }

    :is(.composer, .toolbar, .welcome, .thinking, .typing, .sources, button, form) {
      display: none !important;
    }
  }
`;
