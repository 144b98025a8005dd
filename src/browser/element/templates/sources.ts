import {html, nothing} from 'lit/html.js';
import type {Source} from '../../../protocol/index.js';
import type {UiStrings} from '../../i18n/index.js';
import {sourceDate} from '../transcript.js';
import type {TemplateResult} from 'lit';

const hostOf = (url: string): string | undefined => {
  try {
    const {hostname} = new URL(url);
    return hostname || undefined;
  } catch {
    return undefined;
  }
};

const renderSource = (source: Source, strings: UiStrings): TemplateResult => {
  const publisher = [
    source.publisher ?? (source.url ? hostOf(source.url) : undefined),
    sourceDate(source, strings),
  ]
    .filter(Boolean)
    .join(' · ');
  const title = source.url
    ? html`<a href=${source.url} target="_blank" rel="noopener noreferrer"
        >${source.title}<span class="visually-hidden"> ${strings.opensInNewTab}</span></a
      >`
    : html`<span>${source.title}</span>`;
  return html`<li value=${source.id ?? nothing}>
    ${title}${publisher ? html`<span class="publisher">${publisher}</span>` : nothing}
  </li>`;
};

/** The numbered list of an answer's sources (the `sources` part); nothing when there are none. */
export const renderSources = (sources: readonly Source[], strings: UiStrings) =>
  sources.length === 0
    ? nothing
    : html`<section part="sources" class="sources">
        <h3>${strings.sourcesHeading}</h3>
        <ol>
          ${sources.map((source) => renderSource(source, strings))}
        </ol>
      </section>`;
