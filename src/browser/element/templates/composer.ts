import {html} from 'lit/html.js';
import type {UiStrings} from '../../i18n/index.js';

/** What the composer tells the chat. */
export interface ComposerHandlers {
  submit: (event: SubmitEvent) => void;
  keydown: (event: KeyboardEvent) => void;
  stop: () => void;
  /** The focus came into the composer: the reader is about to ask. */
  focus: () => void;
}

/**
 * The composer (the `composer` part): the question field, and the send button, or the stop button
 * while an answer streams.
 */
export const renderComposer = (strings: UiStrings, busy: boolean, on: ComposerHandlers) =>
  html`<form part="composer" class="composer" @submit=${on.submit} @focusin=${on.focus}>
    <textarea
      part="input"
      class="input"
      rows="1"
      aria-label=${strings.inputLabel}
      placeholder=${strings.placeholder}
      enterkeyhint="send"
      @keydown=${on.keydown}
    ></textarea>
    ${
      busy
        ? html`<button
            part="stop-button"
            class="icon-button stop"
            type="button"
            title=${strings.stop}
            @click=${on.stop}
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
