import {html, nothing} from 'lit/html.js';
import {footnote} from '../transcript.js';
import type {Source} from '../../../protocol/index.js';
import type {UiStrings} from '../../i18n/index.js';

/**
 * An answer's sources written out as numbered footnotes (title, publisher, jurisdiction, date, URL),
 * for paper, where a link cannot be followed: shown only in print, in place of the `sources` part.
 */
export const renderFootnotes = (sources: readonly Source[], strings: UiStrings) =>
  sources.length === 0
    ? nothing
    : html`<ol class="print-only footnotes">
        ${sources.map((source, index) => html`<li>${footnote(source, index, strings)}</li>`)}
      </ol>`;
