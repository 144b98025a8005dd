import {css} from './css-text.js';

/** An answer's markdown: headings, lists, code, tables, links, citations, images. */
export const markdownStyles = css`
  .answer > :first-child {
    margin-block-start: 0;
  }

  .answer > :last-child {
    margin-block-end: 0;
  }

  .answer :is(h3, h4, h5, h6) {
    margin-block: 1.1em 0.4em;
    line-height: 1.3;
  }

  .answer h3 {
    font-size: 1.2em;
  }

  .answer h4 {
    font-size: 1.08em;
  }

  .answer :is(h5, h6) {
    font-size: 1em;
  }

  .answer :is(p, ul, ol, blockquote, pre, .table-wrap) {
    margin-block: 0 0.75em;
  }

  .answer :is(ul, ol) {
    padding-inline-start: 1.4em;
  }

  .answer li.task {
    list-style: none;
    margin-inline-start: -1.4em;
  }

  .answer li.task input {
    margin-inline-end: 0.4em;
  }

  .answer :is(code, pre, .raw-html) {
    font-family: var(--_mono);
    font-size: 0.9em;
  }

  .answer .raw-html {
    font-size: 0.85em;
    color: var(--_muted);
    white-space: pre-wrap;
  }

  .answer li + li {
    margin-block-start: 0.25em;
  }

  .answer blockquote {
    margin-inline: 0;
    padding-inline-start: 0.9em;
    border-inline-start: 3px solid var(--_border);
    color: var(--_muted);
  }

  .answer :not(pre) > code {
    padding: 0.1em 0.35em;
    border-radius: 4px;
    background: var(--_subtle);
  }

  .answer pre,
  .table-wrap {
    overflow-x: auto;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.66);
  }

  .answer pre {
    padding: 0.8em 1em;
    background: var(--_subtle);
  }

  .answer hr {
    border: 0;
    border-block-start: 1px solid var(--_border);
    margin-block: 1em;
  }

  /* Words stay whole in a table: a narrow one scrolls inside its box instead ("Capita / l gains
     tax" on a phone, from the message's overflow-wrap: anywhere). */
  .answer table {
    border-collapse: collapse;
    inline-size: 100%;
    font-size: 0.93em;
    overflow-wrap: normal;
  }

  /* The first column names each row: it stays in view while the others scroll under it. */
  .answer :is(th, td):first-child {
    position: sticky;
    inset-inline-start: 0;
  }

  .answer td:first-child {
    background: var(--_surface);
  }

  .answer :is(th, td) {
    padding: 0.5em 0.75em;
    text-align: start;
    vertical-align: top;
    border-block-end: 1px solid var(--_border);
  }

  .answer tr:last-child td {
    border-block-end: 0;
  }

  .answer th {
    background: var(--_subtle);
    font-weight: 600;
    white-space: nowrap;
  }

  .answer .align-center {
    text-align: center;
  }

  .answer .align-right {
    text-align: end;
  }

  a {
    color: var(--_link);
    text-underline-offset: 0.15em;
  }

  a:hover {
    text-decoration-thickness: 2px;
  }

  .citation {
    text-decoration: none;
    font-weight: 600;
    font-size: 0.85em;
  }

  .citation sup {
    font-size: 0.8em;
    line-height: 0;
  }

  .image-placeholder {
    display: inline-flex;
    gap: 0.35em;
    align-items: center;
    padding: 0.15em 0.5em;
    border: 1px dashed var(--_border);
    border-radius: 6px;
  }

  .answer img {
    max-inline-size: 100%;
    block-size: auto;
    border-radius: calc(var(--_radius) * 0.5);
  }

  /* Answers, and the groups of finished blocks in a long one, cost no layout or paint while off
     screen (issue 17). Such a group box keeps its blocks' margins inside: no double gap on top. */
  .assistant,
  .answer > div:not([class]) {
    content-visibility: auto;
    contain-intrinsic-block-size: auto 20em;
    overflow-clip-margin: 0.5em;
  }

  .answer > div:not([class]) > :first-child {
    margin-block-start: 0;
  }
`;
