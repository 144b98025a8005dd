/**
 * What to show of the unfinished end of a streaming answer, so that markup never flickers: text that
 * would show raw markers now and different markup a few characters later is held back or closed early.
 *
 * Choices, all undone by the final render, which shows exactly what the model wrote:
 * - An open code fence already renders as a code block (marked does so); a half-typed closing fence
 *   line is held back rather than shown inside the code.
 * - A line still being typed that starts with `|` (a table row) is held back until its newline; so is
 *   a first `|` line until the line after it is complete, so a table never flashes as a paragraph of
 *   pipes before its delimiter row arrives.
 * - A line still being typed that is made only of markers (`-`, `1.`, `#`, `**`, `>`, a fence) is held
 *   back: it could become a list, a rule, a setext underline or a heading.
 * - On the line being typed, an open code span, `**strong`, `*em`, `_em`, `~~del` is rendered as if
 *   closed (emphasis spanning lines is left to the final render); a trailing marker run that opens nothing yet is hidden.
 * - `[text](partial-url` shows `text` until the `)` arrives, then becomes the link; a trailing `[text`
 *   or `[text]` shows `text`; a trailing `[12` (a citation being typed) is hidden.
 * @internal
 */
export const settleTail = (tail: string): string => {
  const lineStart = tail.lastIndexOf('\n') + 1;
  const complete = tail.slice(0, lineStart);
  const lines = complete.split('\n').slice(0, -1);
  let partial = tail.slice(lineStart);

  if (inOpenFence(lines)) {
    return FENCE_LINE.test(partial) ? complete : tail;
  }
  if (TABLE_LINE.test(partial) || MARKERS_ONLY.test(partial)) partial = '';
  if (partial === '') {
    const last = lines.at(-1);
    const before = lines.at(-2);
    if (
      last !== undefined &&
      TABLE_LINE.test(last) &&
      !(before !== undefined && TABLE_LINE.test(before))
    ) {
      return complete.slice(0, complete.length - last.length - 1);
    }
    return complete;
  }
  const previous = lines.at(-1);
  if (INDENTED_CODE.test(partial) && (previous === undefined || previous.trim() === '')) {
    return tail;
  }
  return complete + closeInline(partial);
};

const FENCE_LINE = /^\s*(?:`+|~+)\s*$/;
const FENCE_OPEN = /^\s*(`{3,}|~{3,})/;
const TABLE_LINE = /^ {0,3}\|/;
const MARKERS_ONLY = /^[\s\-=*_+#>`~:|.\d]*$/;
const INDENTED_CODE = /^(?: {4}|\t)/;
/** List bullets, ordered markers, quote and heading markers and task boxes that may start a line. */
const LINE_PREFIX = /^(?:\s*(?:[-+*]|\d{1,9}[.)])\s+|\s*>\s?|\s*#{1,6}\s+|\[[ xX]\]\s)*/;
const CITATION_SO_FAR = /^[\d,\s]*$/;
const SPACE = /\s/;
const WORD = /[\p{L}\p{N}]/u;

/** Whether the complete lines leave a fenced code block open (tails start at a block boundary). */
const inOpenFence = (lines: readonly string[]): boolean => {
  let open: string | undefined;
  for (const line of lines) {
    const fence = FENCE_OPEN.exec(line)?.[1];
    if (fence === undefined) continue;
    if (open === undefined) open = fence;
    else if (fence[0] === open[0] && fence.length >= open.length && line.trim() === fence) {
      open = undefined;
    }
  }
  return open !== undefined;
};

interface Opener {
  marker: string;
  at: number;
}

const runLength = (text: string, at: number): number => {
  let end = at;
  while (text[end] === text[at]) end += 1;
  return end - at;
};

/** The index of the `)` closing a link destination that starts at `from`, or -1. */
const closingParen = (text: string, from: number): number => {
  let depth = 0;
  for (let i = from; i < text.length; i += 1) {
    const c = text[i];
    if (c === '\\') i += 1;
    else if (c === '(') depth += 1;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
};

/** The line being typed, with its unfinished inline markup closed or hidden. */
const closeInline = (line: string): string => {
  const prefix = LINE_PREFIX.exec(line)?.[0] ?? '';
  let body = line.slice(prefix.length);
  const openers: Opener[] = [];
  const brackets: number[] = [];
  let codeCloser = '';
  let cut: {start: number; textStart: number; textEnd: number} | undefined;
  let trailingRun = -1;

  let i = 0;
  while (i < body.length) {
    const c = body[i] ?? '';
    if (c === '\\') {
      i += 2;
    } else if (c === '`') {
      const run = '`'.repeat(runLength(body, i));
      const close = findRun(body, run, i + run.length);
      if (close === -1) {
        codeCloser = run;
        break;
      }
      i = close + run.length;
    } else if (c === '*' || c === '_' || c === '~') {
      const n = runLength(body, i);
      const before = body[i - 1];
      const after = body[i + n];
      if (after === undefined) {
        trailingRun = i;
        break;
      }
      if (c === '~' && n === 1) {
        // A lone tilde mostly means "about" (`~3%`); only `~~` is worth closing early.
        i += 1;
        continue;
      }
      const top = openers.at(-1);
      const canClose = before !== undefined && !SPACE.test(before);
      const canOpen =
        !SPACE.test(after) && (c !== '_' || before === undefined || !WORD.test(before));
      if (top?.marker[0] === c && canClose) openers.pop();
      else if (canOpen) openers.push({marker: body.slice(i, i + n), at: i});
      i += n;
    } else if (c === '[') {
      brackets.push(i);
      i += 1;
    } else if (c === ']' && brackets.length > 0) {
      const open = brackets.pop() ?? 0;
      const start = body[open - 1] === '!' ? open - 1 : open;
      if (body[i + 1] === '(') {
        const close = closingParen(body, i + 1);
        if (close === -1) {
          cut = {start, textStart: open + 1, textEnd: i};
          break;
        }
        i = close + 1;
      } else if (i === body.length - 1 && !CITATION_SO_FAR.test(body.slice(open + 1, i))) {
        // `[text]` may still grow a `(url)`: show the words without brackets meanwhile.
        cut = {start, textStart: open + 1, textEnd: i};
        break;
      } else {
        i += 1;
      }
    } else {
      i += 1;
    }
  }

  let end = body.length;
  if (cut) {
    body = body.slice(0, cut.start) + body.slice(cut.textStart, cut.textEnd);
    end = body.length;
  } else if (trailingRun !== -1) {
    end = trailingRun;
  } else if (!codeCloser && brackets.length > 0) {
    const open = brackets.at(-1) ?? 0;
    const start = body[open - 1] === '!' ? open - 1 : open;
    const words = body.slice(open + 1);
    body = CITATION_SO_FAR.test(words) ? body.slice(0, start) : body.slice(0, start) + words;
    end = body.length;
    // Openers inside a hidden citation are gone with it.
    while ((openers.at(-1)?.at ?? -1) >= start && CITATION_SO_FAR.test(words)) openers.pop();
  }
  const kept = body.slice(0, end);
  const trimmed = codeCloser ? kept : kept.trimEnd();
  const closers = openers
    .filter((opener) => opener.at < trimmed.length)
    .reverse()
    .map((opener) => opener.marker)
    .join('');
  return prefix + trimmed + codeCloser + (closers && trimmed ? closers : '');
};

/** The index of the next backtick run of exactly `run`'s length from `from`, or -1. */
const findRun = (text: string, run: string, from: number): number => {
  let at = text.indexOf(run, from);
  while (at !== -1) {
    if (text[at - 1] !== '`' && text[at + run.length] !== '`') return at;
    at = text.indexOf(run, at + run.length);
  }
  return -1;
};
