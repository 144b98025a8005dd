import {css} from './css-text.js';

/**
 * The design tokens. Public `--wac-*` tokens are read once, here on `:host`, into private `--_*`
 * tokens (declaring a public one on `:host` would stop it inheriting from the page); every rule
 * uses the private ones, and derived colours are mixed from them so one `--wac-accent` restyles all.
 */
export const tokensStyles = css`
  :host {
    --_accent: var(--wac-accent, #1f4e79);
    --_on-accent: var(--wac-on-accent, #fff);
    --_surface: var(--wac-surface, #fff);
    --_text: var(--wac-text, #1b1f24);
    --_danger: var(--wac-danger, #b42318);
    /* Every browser with color-mix(), which the colours below need, knows system-ui. */
    --_font: var(--wac-font-family, system-ui, sans-serif);
    --_mono: var(--wac-font-family-mono, ui-monospace, Menlo, Consolas, monospace);
    --_font-size: var(--wac-font-size, 0.9375rem);
    --_radius: var(--wac-radius, 12px);
    --_space: var(--wac-spacing, 1rem);
    --_max-width: var(--wac-max-width, 52rem);

    --_muted: color-mix(in srgb, var(--_text) 72%, var(--_surface));
    --_border: color-mix(in srgb, var(--_text) 14%, var(--_surface));
    --_subtle: color-mix(in srgb, var(--_text) 4%, var(--_surface));
    --_link: color-mix(in srgb, var(--_accent) 78%, var(--_text));
    --_focus: var(--wac-focus-color, var(--_link));
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
    color-scheme: light;

    /* Every inherited text property a page may set, back to the chat's own: a host's
       '#root {text-align: center}' (Vite's React template) centred every answer. The --wac-*
       tokens above still come through; direction and the language follow the page, visibility
       and pointer events stay the page's to switch off. The shorthand also resets the font's
       style, variant, stretch, kerning and size-adjust. */
    font: 400 var(--_font-size) / 1.55 var(--_font);
    font-feature-settings: normal;
    font-variation-settings: normal;
    text-align: start;
    text-align-last: auto;
    text-indent: 0;
    text-transform: none;
    text-shadow: none;
    text-underline-offset: auto;
    text-underline-position: auto;
    text-decoration-skip-ink: auto;
    text-emphasis: none;
    text-rendering: auto;
    letter-spacing: normal;
    word-spacing: normal;
    white-space: normal;
    word-break: normal;
    overflow-wrap: normal;
    line-break: auto;
    hyphens: manual;
    tab-size: 8;
    -webkit-text-stroke: 0;
    cursor: auto;
    caret-color: auto;
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

  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
