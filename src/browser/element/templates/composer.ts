import {html} from 'lit/html.js';
import type {UiStrings} from '../../i18n/index.js';

/**
 * The composer (the `composer` part): the question field, and the send button, or the stop button
 * while an answer streams.
 */
export const renderComposer = (
  strings: UiStrings,
  busy: boolean,
  onSubmit: (event: SubmitEvent) => void,
  onKeydown: (event: KeyboardEvent) => void,
  onStop: () => void,
) =>
  html`<form part="composer" class="composer" @submit=${onSubmit}>
    <textarea
      part="input"
      class="input"
      rows="1"
      aria-label=${strings.inputLabel}
      placeholder=${strings.placeholder}
      enterkeyhint="send"
      @keydown=${onKeydown}
    ></textarea>
    ${
      busy
        ? html`<button
            part="stop-button"
            class="icon-button stop"
            type="button"
            title=${strings.stop}
            @click=${onStop}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <rect x="7" y="7" width="10" height="10" rx="1.5"></rect>
            </svg>
          </button>`
        : html`<button
            part="send-button"
            class="icon-button send"
            type="submit"
            title=${strings.send}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 12l16-8-6 16-2.5-6.5z"></path>
            </svg>
          </button>`
    }
  </form>`;
