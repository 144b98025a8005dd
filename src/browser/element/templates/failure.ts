import {html, nothing} from 'lit/html.js';
import type {UiStrings} from '../../i18n/index.js';
import {failureDetail} from '../failure-detail.js';
import type {Turn} from '../turn.js';

/** The failure notice (the `error` part) with its one retry action. */
export const renderFailure = (
  turn: Turn,
  strings: UiStrings,
  canRetry: boolean,
  onRetry: () => void,
) => {
  if (turn.status !== 'error' || !turn.failure) return nothing;
  const headline = strings.errors[turn.failure.kind];
  const detail = failureDetail(headline, turn.failure.info.message);
  return html`<div part="error" class="error" role="alert">
    <p>${headline}</p>
    ${detail ? html`<p class="detail">${strings.errorDetail} ${detail}</p>` : nothing}
    <button type="button" class="secondary" ?disabled=${!canRetry} @click=${onRetry}>
      ${strings.retry}
    </button>
  </div>`;
};

/** Why the chat sends nothing (see `config.ts`); the console names the attribute. */
export const renderUnavailable = (strings: UiStrings) =>
  html`<div part="error" class="error" role="alert"><p>${strings.errors.misconfigured}</p></div>`;
