import {html, nothing} from 'lit/html.js';
import {formatTime} from '../transcript.js';
import type {UiStrings} from '../../i18n/index.js';
import type {ActionsController} from '../controllers/actions-controller.js';
import type {Turn} from '../turn.js';

/** A message's time, discreet, in the UI's locale; the machine-readable moment in `datetime`. */
export const renderTime = (time: number | undefined, strings: UiStrings) =>
  time === undefined
    ? nothing
    : html`<time class="time" datetime=${new Date(time).toISOString()}
        >${formatTime(time, strings.locale)}</time
      >`;

/** Escape closes the form it is pressed in, and only it: not the launcher's panel around it. */
const onEscape = (action: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Escape') return;
  event.stopPropagation();
  action();
};

/** Drawn, not an emoji: not every system has an emoji font (headless browsers, some kiosks). */
const THUMB = html`<svg viewBox="0 0 24 24" aria-hidden="true">
  <path
    d="M2 21h4V9H2zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6C6.2 8 6 8.5 6 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1.2-.7z"
  ></path>
</svg>`;

const thumb = (turn: Turn, rating: 'up' | 'down', label: string, onClick: () => void) =>
  html`<button
    type="button"
    class="action thumb ${rating}"
    id=${`${rating}-${turn.id}`}
    title=${label}
    aria-pressed=${turn.rating === rating ? 'true' : 'false'}
    @click=${onClick}
  >
    ${THUMB}
  </button>`;

/**
 * The row under a finished answer (the `message-actions` part): copy, regenerate (the last answer
 * only), thumbs up and down, the answer's time; a thumbs down opens a short optional comment.
 */
export const renderActions = (
  turn: Turn,
  strings: UiStrings,
  actions: ActionsController,
  onRegenerate: (() => void) | undefined,
) => {
  if (!(turn.status === 'done' || (turn.status === 'stopped' && turn.answer))) return nothing;
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget as HTMLFormElement).get('comment');
    actions.rate(turn, 'down', typeof data === 'string' ? data : '');
  };
  return html`<div part="message-actions" class="actions">
    <button type="button" class="action" @click=${(event: Event) => void actions.copy(turn, event)}>
      ${actions.copied === turn.id ? strings.copied : strings.copy}
    </button>
    ${
      onRegenerate
        ? html`<button type="button" class="action" @click=${onRegenerate}>
            ${strings.regenerate}
          </button>`
        : nothing
    }
    ${thumb(turn, 'up', strings.good, () => {
      actions.rate(turn, 'up');
    })}
    ${thumb(turn, 'down', strings.bad, () => {
      actions.comment(turn, true);
    })}
    ${renderTime(turn.answered, strings)}
    ${
      actions.commenting === turn.id
        ? html`<form
            class="comment"
            @submit=${submit}
            @keydown=${onEscape(() => {
              actions.comment(turn, false);
            })}
          >
            <input
              name="comment"
              maxlength="500"
              autocomplete="off"
              aria-label=${strings.comment}
              placeholder=${strings.comment}
            />
            <button type="submit" class="primary">${strings.send}</button>
            <button
              type="button"
              class="secondary"
              @click=${() => {
                actions.comment(turn, false);
              }}
            >
              ${strings.cancel}
            </button>
          </form>`
        : nothing
    }
  </div>`;
};

/**
 * The conversation's own actions (the `toolbar` part): a new conversation, confirmed in place when
 * the current one would be lost, and print.
 */
export const renderToolbar = (strings: UiStrings, actions: ActionsController) =>
  html`<div part="toolbar" class="toolbar">
    ${
      actions.confirming
        ? html`<div
            class="confirm"
            role="group"
            aria-labelledby="confirm"
            @keydown=${onEscape(() => {
              actions.cancel();
            })}
          >
            <span id="confirm">${strings.confirmNew}</span>
            <button
              type="button"
              class="primary"
              @click=${() => {
                actions.newConversation(true);
              }}
            >
              ${strings.newChat}
            </button>
            <button
              type="button"
              class="secondary"
              @click=${() => {
                actions.cancel();
              }}
            >
              ${strings.cancel}
            </button>
          </div>`
        : html`<button
              type="button"
              class="action"
              @click=${() => {
                actions.newConversation();
              }}
            >
              ${strings.newChat}</button
            ><button
              type="button"
              class="action"
              @click=${() => {
                print();
              }}
            >
              ${strings.print}
            </button>`
    }
  </div>`;
