import {unsafeCSS} from 'lit';

/**
 * Lit's `css` tag without its check of interpolated values, which its type refuses: the
 * check's code and message cost the script-tag bundle about 0.1 KB min+gzip. The name stays `css`
 * so the build still minifies the text (scripts/minify-lit-templates.ts).
 */
const css = (strings: TemplateStringsArray) => unsafeCSS(strings.join(''));

/**
 * The element's styles. Public `--wac-*` tokens are read once, here on `:host`, into private `--_*`
 * tokens (declaring a public one on `:host` would stop it inheriting from the page); every rule
 * uses the private ones, and derived colours are mixed from them so one `--wac-accent` restyles all.
 */
export const styles = css`
  :host {
    --_accent: var(--wac-accent, #1f4e79);
    --_on-accent: var(--wac-on-accent, #fff);
    --_surface: var(--wac-surface, #fff);
    --_text: var(--wac-text, #1b1f24);
    --_danger: var(--wac-danger, #b42318);
    /* Every browser with color-mix(), which the colours below need, knows system-ui. */
    --_font: var(--wac-font-family, system-ui, sans-serif);
    --_font-size: var(--wac-font-size, 0.9375rem);
    --_radius: var(--wac-radius, 12px);
    --_space: var(--wac-spacing, 1rem);
    --_max-width: var(--wac-max-width, 52rem);

    --_muted: color-mix(in srgb, var(--_text) 72%, var(--_surface));
    --_border: color-mix(in srgb, var(--_text) 14%, var(--_surface));
    --_subtle: color-mix(in srgb, var(--_text) 4%, var(--_surface));
    --_accent-soft: color-mix(in srgb, var(--_accent) 10%, var(--_surface));
    --_link: color-mix(in srgb, var(--_accent) 78%, var(--_text));
    --_focus-ring: var(--wac-focus-ring, 0 0 0 2px var(--_surface), 0 0 0 4px var(--_link));
    --_shadow: var(--wac-shadow, 0 1px 2px color-mix(in srgb, var(--_text) 12%, transparent));

    --_panel-shadow: var(
      --wac-panel-shadow,
      0 12px 40px color-mix(in srgb, #000 22%, transparent),
      0 2px 6px color-mix(in srgb, #000 12%, transparent)
    );

    display: block;
    container-type: inline-size;
    block-size: 100%;
    min-block-size: 20rem;
    color: var(--_text);
    background: var(--_surface);
    font-family: var(--_font);
    font-size: var(--_font-size);
    line-height: 1.55;
    color-scheme: light;
  }

  /* Where relative colours are supported, text on the accent is black or white, whichever reads
     better on it: a host that sets only --wac-accent to a light brand colour keeps its contrast. */
  @supports (color: oklch(from red l c h)) {
    :host {
      --_on-accent: var(
        --wac-on-accent,
        oklch(from var(--_accent) clamp(0, (0.68 - l) * 1000, 1) 0 0)
      );
      /* Links keep the brand's hue but are darkened (light theme) or lightened (dark theme)
         enough to read as text. */
      --_link: oklch(from var(--_accent) min(l, 0.5) c h);
    }

    :host([theme='dark']) {
      --_link: oklch(from var(--_accent) max(l, 0.8) min(c, 0.14) h);
    }

    @media (prefers-color-scheme: dark) {
      :host(:not([theme='light'])) {
        --_link: oklch(from var(--_accent) max(l, 0.8) min(c, 0.14) h);
      }
    }
  }

  :host([theme='dark']) {
    --_surface: var(--wac-surface-dark, #14181f);
    --_text: var(--wac-text-dark, #e8ebf0);
    --_danger: var(--wac-danger-dark, #f97066);
    color-scheme: dark;
  }

  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      --_surface: var(--wac-surface-dark, #14181f);
      --_text: var(--wac-text-dark, #e8ebf0);
      --_danger: var(--wac-danger-dark, #f97066);
      color-scheme: dark;
    }
  }

  :host([hidden]) {
    display: none;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  .shell {
    display: grid;
    grid-template-rows: auto minmax(0, 1fr) auto;
    block-size: 100%;
    min-block-size: inherit;
  }

  .log {
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: var(--_space);
    display: flex;
    flex-direction: column;
    gap: var(--_space);
    scrollbar-gutter: stable;
  }

  .log > * {
    inline-size: 100%;
    max-inline-size: var(--_max-width);
    margin-inline: auto;
  }

  .log:focus-visible {
    outline: none;
    box-shadow: inset var(--_focus-ring);
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

  .message {
    overflow-wrap: anywhere;
  }

  .user {
    justify-self: end;
    inline-size: fit-content;
    max-inline-size: min(85%, 40rem);
    margin-inline: auto 0;
    padding: 0.6em 0.95em;
    border-radius: var(--_radius) var(--_radius) calc(var(--_radius) / 4) var(--_radius);
    background: var(--_accent);
    color: var(--_on-accent);
  }

  .user .text {
    white-space: pre-wrap;
  }

  .log > .user {
    margin-inline-end: max(0px, calc((100% - var(--_max-width)) / 2));
  }

  .assistant {
    display: flex;
    flex-direction: column;
    gap: 0.75em;
  }

  .answer > :first-child {
    margin-block-start: 0;
  }

  .answer > :last-child {
    margin-block-end: 0;
  }

  .answer :is(h3, h4, h5, h6) {
    margin-block: 1.1em 0.4em;
    line-height: 1.3;
  }

  .answer h3 {
    font-size: 1.2em;
  }

  .answer h4 {
    font-size: 1.08em;
  }

  .answer :is(h5, h6) {
    font-size: 1em;
  }

  .answer :is(p, ul, ol, blockquote, pre, .table-wrap) {
    margin-block: 0 0.75em;
  }

  .answer :is(ul, ol) {
    padding-inline-start: 1.4em;
  }

  .answer li.task {
    list-style: none;
    margin-inline-start: -1.4em;
  }

  .answer li.task input {
    margin-inline-end: 0.4em;
  }

  .answer .raw-html {
    font-family: var(--wac-font-family-mono, ui-monospace, 'SF Mono', Menlo, Consolas, monospace);
    font-size: 0.85em;
    color: var(--_muted);
    white-space: pre-wrap;
  }

  .answer li + li {
    margin-block-start: 0.25em;
  }

  .answer blockquote {
    margin-inline: 0;
    padding-inline-start: 0.9em;
    border-inline-start: 3px solid var(--_border);
    color: var(--_muted);
  }

  .answer :is(code, pre) {
    font-family: var(--wac-font-family-mono, ui-monospace, 'SF Mono', Menlo, Consolas, monospace);
    font-size: 0.9em;
  }

  .answer :not(pre) > code {
    padding: 0.1em 0.35em;
    border-radius: 4px;
    background: var(--_subtle);
  }

  .answer pre {
    overflow-x: auto;
    padding: 0.8em 1em;
    border-radius: calc(var(--_radius) * 0.66);
    background: var(--_subtle);
    border: 1px solid var(--_border);
  }

  .answer hr {
    border: 0;
    border-block-start: 1px solid var(--_border);
    margin-block: 1em;
  }

  .table-wrap {
    overflow-x: auto;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.66);
  }

  .answer table {
    border-collapse: collapse;
    inline-size: 100%;
    font-size: 0.93em;
  }

  .answer :is(th, td) {
    padding: 0.5em 0.75em;
    text-align: start;
    vertical-align: top;
    border-block-end: 1px solid var(--_border);
  }

  .answer tr:last-child td {
    border-block-end: 0;
  }

  .answer th {
    background: var(--_subtle);
    font-weight: 600;
    white-space: nowrap;
  }

  .answer .align-center {
    text-align: center;
  }

  .answer .align-right {
    text-align: end;
  }

  a {
    color: var(--_link);
    text-underline-offset: 0.15em;
  }

  a:hover {
    text-decoration-thickness: 2px;
  }

  .citation {
    text-decoration: none;
    font-weight: 600;
    font-size: 0.85em;
  }

  .citation sup {
    vertical-align: super;
    font-size: 0.8em;
    line-height: 0;
  }

  .image-placeholder {
    display: inline-flex;
    gap: 0.35em;
    align-items: center;
    padding: 0.15em 0.5em;
    border: 1px dashed var(--_border);
    border-radius: 6px;
  }

  .answer img {
    max-inline-size: 100%;
    block-size: auto;
    border-radius: calc(var(--_radius) * 0.5);
  }

  .thinking {
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.75);
    background: var(--_subtle);
    font-size: 0.9em;
  }

  .thinking summary {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em 0.75em;
    align-items: baseline;
    padding: 0.5em 0.85em;
    cursor: pointer;
    color: var(--_muted);
    font-weight: 600;
    border-radius: inherit;
  }

  .thinking .phase {
    font-weight: 400;
  }

  .thinking-text {
    padding: 0 0.85em 0.75em;
    color: var(--_muted);
    white-space: pre-wrap;
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
    background: var(--_muted);
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
    100% {
      opacity: 0.25;
      transform: scale(0.8);
    }
    40% {
      opacity: 1;
      transform: scale(1);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .typing span {
      animation: none;
      opacity: 0.6;
    }
  }

  .status {
    margin: 0;
    color: var(--_muted);
    font-size: 0.875em;
    font-style: italic;
  }

  .sources {
    padding-block-start: 0.6em;
    border-block-start: 1px solid var(--_border);
    font-size: 0.875em;
  }

  .sources h3 {
    margin: 0 0 0.35em;
    font-size: 0.8em;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: var(--_muted);
  }

  .sources ol {
    margin: 0;
    padding-inline-start: 1.6em;
    display: grid;
    gap: 0.3em;
  }

  .sources li::marker {
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }

  .publisher {
    display: block;
    color: var(--_muted);
    font-size: 0.92em;
  }

  .clarification,
  .error {
    padding: 0.85em 1em;
    border-radius: calc(var(--_radius) * 0.75);
  }

  .clarification {
    border: 1px solid color-mix(in srgb, var(--_accent) 35%, var(--_surface));
    background: var(--_accent-soft);
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
    border: 1px solid var(--_border);
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

  .composer {
    display: flex;
    gap: 0.5em;
    align-items: flex-end;
    inline-size: 100%;
    max-inline-size: calc(var(--_max-width) + 2 * var(--_space));
    margin-inline: auto;
    padding: calc(var(--_space) * 0.75) var(--_space) var(--_space);
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
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    box-shadow: var(--_shadow);
  }

  .input::placeholder {
    color: var(--_muted);
  }

  .input:focus-visible {
    border-color: var(--_link);
  }

  .icon-button,
  .launcher,
  .close {
    display: grid;
    place-items: center;
    padding: 0;
    border: 0;
    border-radius: 50%;
  }

  .icon-button {
    flex: none;
    inline-size: 2.75em;
    block-size: 2.75em;
    border-radius: var(--_radius);
    background: var(--_accent);
    color: var(--_on-accent);
  }

  .icon-button:hover {
    background: color-mix(in srgb, var(--_accent) 85%, black);
  }

  svg {
    inline-size: 1.25em;
    block-size: 1.25em;
    fill: currentColor;
  }

  .stop {
    background: var(--_text);
    color: var(--_surface);
  }

  .stop:hover {
    background: color-mix(in srgb, var(--_text) 85%, var(--_surface));
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

  .welcome ::slotted([data-question]) {
    cursor: pointer;
  }

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

  .launcher {
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
  }

  .panel {
    inset-block-end: 5.75rem;
    inline-size: min(26rem, calc(100vw - 2.5rem));
    block-size: min(42rem, calc(100vh - 7.5rem));
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
    fill: currentColor;
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

  .time {
    color: var(--_muted);
    font-size: 0.78em;
  }

  .user .time {
    display: block;
    color: inherit;
    text-align: end;
  }

  .comment {
    flex-basis: 100%;
  }

  .comment input {
    flex: 1;
  }

  .print-only {
    display: none;
  }

  /* On paper: a dated document of questions, answers and written-out sources, nothing to click. */
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

  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }

  @container (max-width: 28rem) {
    .log {
      padding: calc(var(--_space) * 0.75);
    }

    .user {
      max-inline-size: 92%;
    }

    .composer {
      padding-inline: calc(var(--_space) * 0.75);
    }
  }

  /* Issue 17: answers, and the groups of finished blocks in a long one, cost no layout or paint
     while off screen. Such a group box keeps its blocks' margins inside: no double gap on top. */
  .assistant,
  .answer > div:not([class]) {
    content-visibility: auto;
    contain-intrinsic-block-size: auto 20em;
    overflow-clip-margin: 0.5em;
  }

  .answer > div:not([class]) > :first-child {
    margin-block-start: 0;
  }
`;
