import {html} from 'lit/html.js';
import {CLOSE_ICON} from '../loader-dom.js';
import type {UiStrings} from '../../i18n/index.js';
import type {TemplateResult} from 'lit';

/**
 * The launcher layout's panel (the `panel` part), which the floating button (the `launcher` part,
 * the host's own, on screen before the chat is in) opens and closes, with a close button inside
 * the panel for small screens, where the panel covers the whole viewport.
 */
export const renderPanel = (
  shell: TemplateResult,
  strings: UiStrings,
  open: boolean,
  onClose: () => void,
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
    <button type="button" class="close" title=${strings.closeChat} @click=${onClose}>
      <svg viewBox="0 0 24 24" aria-hidden="true"><path d=${CLOSE_ICON}></path></svg>
    </button>
    ${shell}
  </div>`;
