import {html, nothing} from 'lit/html.js';
import type {ClarificationQuestion} from '../../../protocol/index.js';
import type {UiStrings} from '../../i18n/index.js';
import type {Turn} from '../turn.js';

/** Radio buttons for a few options, a select for many, free text when there are none. */
const RADIO_LIMIT = 5;

const renderField = (
  turn: Turn,
  item: ClarificationQuestion,
  index: number,
  strings: UiStrings,
) => {
  const name = `q${index}`;
  const id = `clarify-${turn.id}-${index}`;
  if (item.options.length === 0) {
    return html`<div class="field">
      <label for=${id}>${item.question}</label>
      <input
        id=${id}
        name=${name}
        type="text"
        required
        autocomplete="off"
        placeholder=${strings.clarificationOther}
      />
    </div>`;
  }
  if (item.options.length > RADIO_LIMIT) {
    return html`<div class="field">
      <label for=${id}>${item.question}</label>
      <select id=${id} name=${name} required>
        <option value="">${strings.clarificationChoose}</option>
        ${item.options.map((option) => html`<option .value=${option}>${option}</option>`)}
      </select>
    </div>`;
  }
  return html`<fieldset class="field">
    <legend>${item.question}</legend>
    ${item.options.map(
      (option, optionIndex) =>
        html`<label class="choice"
          ><input type="radio" name=${name} .value=${option} ?required=${optionIndex === 0} />
          <span>${option}</span></label
        >`,
    )}
  </fieldset>`;
};

/**
 * The clarification form (the `clarification` part): one field per question, usable by keyboard
 * alone. `onSubmit` receives the user message that restates each question with its answer.
 */
export const renderClarification = (
  turn: Turn,
  strings: UiStrings,
  disabled: boolean,
  onSubmit: (message: string) => void,
) => {
  if (turn.status !== 'clarification' || turn.clarification.length === 0) return nothing;
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget as HTMLFormElement);
    const lines = turn.clarification.map((item, index) => {
      const value = data.get(`q${index}`);
      return strings.clarificationAnswer(
        item.question,
        typeof value === 'string' ? value.trim() : '',
      );
    });
    onSubmit(lines.join('\n'));
  };
  return html`<form
    part="clarification"
    class="clarification"
    @submit=${submit}
    aria-label=${strings.clarificationHeading}
  >
    <p class="clarification-heading">${strings.clarificationHeading}</p>
    <fieldset class="questions" ?disabled=${disabled || turn.clarified}>
      ${turn.clarification.map((item, index) => renderField(turn, item, index, strings))}
      <button type="submit" class="primary">${strings.clarificationSubmit}</button>
    </fieldset>
  </form>`;
};
