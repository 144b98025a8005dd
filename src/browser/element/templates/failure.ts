import {html, nothing} from 'lit/html.js';
import type {UiStrings} from '../../i18n/index.js';
import type {Turn} from '../turn.js';

/** Server words worth showing under the localized message: short, and not just a restated kind. */
const detailOf = (turn: Turn): string | undefined => {
  const message = turn.failure?.info.message?.trim();
  return message && message !== turn.failure?.kind ? message.slice(0, 200) : undefined;
};

/** The failure notice (the `error` part) with its one retry action. */
export const renderFailure = (
  turn: Turn,
  strings: UiStrings,
  canRetry: boolean,
  onRetry: () => void,
) => {
  if (turn.status !== 'error' || !turn.failure) return nothing;
  const detail = detailOf(turn);
  return html`<div part="error" class="error" role="alert">
    <p>${strings.errors[turn.failure.kind]}</p>
    ${detail ? html`<p class="detail">${strings.errorDetail} ${detail}</p>` : nothing}
    <button type="button" class="secondary" ?disabled=${!canRetry} @click=${onRetry}>
      ${strings.retry}
    </button>
  </div>`;
};

/** Why the chat sends nothing (see `config.ts`); the console names the attribute. */
export const renderUnavailable = (strings: UiStrings) =>
  html`<div part="error" class="error" role="alert"><p>${strings.errors.misconfigured}</p></div>`;
