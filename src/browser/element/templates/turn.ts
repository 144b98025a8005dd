import {html, nothing} from 'lit/html.js';
import {renderActions, renderTime} from './actions.js';
import {renderClarification} from './clarification.js';
import {renderFailure} from './failure.js';
import {renderFootnotes} from './print.js';
import {renderSources} from './sources.js';
import {renderThinking} from './thinking.js';
import type {UiStrings} from '../../i18n/index.js';
import type {ActionsController} from '../controllers/actions-controller.js';
import type {Turn} from '../turn.js';

/**
 * One question and its answer (the `user-message` and `assistant-message` parts): `answer` is its
 * rendered markdown. `busy` while any answer streams; `retry` asks the question again, offered as
 * regenerate on the `latest` turn and as retry on a failed one; `ask` answers a clarification form.
 */
export const renderTurn = (
  turn: Turn,
  strings: UiStrings,
  answer: unknown,
  actions: ActionsController,
  busy: boolean,
  latest: boolean,
  retry: () => void,
  ask: (message: string) => void,
) => {
  const streaming = turn.status === 'streaming';
  return html`<div part="message user-message" class="message user">
      <span class="visually-hidden">${strings.you}: </span
      ><span class="text">${turn.question}</span>${renderTime(turn.asked, strings)}
    </div>
    <div
      part="message assistant-message"
      class="message assistant"
      aria-busy=${streaming ? 'true' : 'false'}
    >
      <span class="visually-hidden">${strings.assistant}: </span>
      ${renderThinking(turn, strings)}
      <div class="answer">${answer}</div>
      ${
        streaming && turn.answer === '' && turn.thinking === ''
          ? html`<div class="typing"><span></span><span></span><span></span></div>`
          : nothing
      }
      ${turn.status === 'stopped' ? html`<p class="status">${strings.stopped}</p>` : nothing}
      ${renderSources(turn.sources, strings)} ${renderFootnotes(turn.sources, strings)}
      ${renderActions(turn, strings, actions, latest ? retry : undefined)}
      ${renderClarification(turn, strings, busy, ask)} ${renderFailure(turn, strings, !busy, retry)}
    </div>`;
};

/** The empty conversation's welcome slot, with the default text; a click may ask a question. */
export const renderWelcome = (strings: UiStrings, onClick: (event: Event) => void) =>
  html`<div class="welcome" @click=${onClick}>
    <slot name="welcome">
      <p class="welcome-title">${strings.welcomeTitle}</p>
      <p>${strings.welcomeText}</p>
    </slot>
  </div>`;
