import {html} from 'lit';
import type {UiStrings} from '../../i18n/index.js';
import type {TemplateResult} from 'lit';

const CHAT_ICON = html`<svg viewBox="0 0 24 24" aria-hidden="true">
  <path
    d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 3 13.5v-8z"
  ></path>
</svg>`;

const CLOSE_ICON = html`<svg viewBox="0 0 24 24" aria-hidden="true">
  <path
    d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4L12 13.4 6.4 19 5 17.6l5.6-5.6L5 6.4z"
  ></path>
</svg>`;

/**
 * The launcher layout: a floating button (the `launcher` part) that opens and closes the chat in
 * a panel (the `panel` part), with a close button inside the panel for small screens, where the
 * panel covers the whole viewport.
 */
export const renderLauncher = (
  shell: TemplateResult,
  strings: UiStrings,
  open: boolean,
  onToggle: () => void,
) =>
  html`<div
      part="panel"
      id="panel"
      lang=${strings.locale}
      class="panel"
      role="dialog"
      aria-label=${strings.chatTitle}
      ?hidden=${!open}
    >
      <button type="button" class="close" title=${strings.closeChat} @click=${onToggle}>
        ${CLOSE_ICON}
      </button>
      ${shell}
    </div>
    <button
      part="launcher"
      class="launcher"
      lang=${strings.locale}
      type="button"
      aria-expanded=${open ? 'true' : 'false'}
      aria-controls="panel"
      title=${open ? strings.closeChat : strings.openChat}
      @click=${onToggle}
    >
      ${open ? CLOSE_ICON : CHAT_ICON}
    </button>`;
