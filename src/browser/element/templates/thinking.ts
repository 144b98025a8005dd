import {html, nothing} from 'lit/html.js';
import {KNOWN_PHASES} from '../../i18n/strings.js';
import type {UiStrings} from '../../i18n/index.js';
import type {KnownPhase} from '../../i18n/strings.js';
import type {Turn} from '../turn.js';

const isKnownPhase = (phase: string): phase is KnownPhase =>
  (KNOWN_PHASES as readonly string[]).includes(phase);

/** A phase in readable words: known phases translated, others humanised from `snake_case`. */
const phaseLabel = (phase: string, strings: UiStrings): string =>
  isKnownPhase(phase)
    ? strings.phases[phase]
    : phase.replace(/[_-]+/g, ' ').replace(/^./, (c) => c.toUpperCase());

/**
 * The collapsible reasoning panel (the `thinking` part): open while the agent thinks, folded once
 * the answer starts. The user's own toggling is kept: `?open` only writes when its value changes.
 */
export const renderThinking = (turn: Turn, strings: UiStrings) => {
  if (turn.thinking === '') return nothing;
  const thinkingNow = turn.status === 'streaming' && turn.answer === '';
  const status = [
    turn.phase ? phaseLabel(turn.phase, strings) : '',
    turn.step ? strings.step(turn.step) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return html`<details part="thinking" class="thinking" ?open=${thinkingNow}>
    <summary>
      <span>${thinkingNow ? strings.thinkingLabel : strings.thinkingDone}</span>
      ${thinkingNow && status ? html`<span class="phase">${status}</span>` : nothing}
    </summary>
    <div class="thinking-text">
      ${turn.thinking
        .split(/\n\s*\n/)
        .map((paragraph) => (paragraph.trim() ? html`<p>${paragraph.trim()}</p>` : nothing))}
    </div>
  </details>`;
};
