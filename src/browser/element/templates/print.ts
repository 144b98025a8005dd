import {html, nothing} from 'lit';
import {footnote} from '../transcript.js';
import type {Source} from '../../../protocol/index.js';

/**
 * An answer's sources written out as numbered footnotes (title, publisher, jurisdiction, URL),
 * for paper, where a link cannot be followed: shown only in print, in place of the `sources` part.
 */
export const renderFootnotes = (sources: readonly Source[]) =>
  sources.length === 0
    ? nothing
    : html`<ol class="print-only footnotes">
        ${sources.map((source, index) => html`<li>${footnote(source, index)}</li>`)}
      </ol>`;
