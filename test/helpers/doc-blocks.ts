/**
 * Finds the fenced code blocks of a Markdown document and the `doc-test` marker that says what to
 * do with each. The marker is an HTML comment on the line before the fence (blank lines between
 * allowed), which GitHub and npm do not render:
 *
 *   <!-- doc-test: run server.mjs -->       save the block as server.mjs and run it: a server
 *   <!-- doc-test: run -->                  a shell block: run each command, in order
 *   <!-- doc-test: call src/index.ts -->    save the block there and call the handler it exports,
 *                                           as its platform would (a Next.js route, a Worker)
 *   <!-- doc-test: skip REASON -->          not run; the test prints REASON
 *
 * Every block in a language a reader might copy and run (CODE_LANGUAGES) must carry one, so that a
 * new walkthrough is either run or skipped on purpose, never forgotten.
 */

export const CODE_LANGUAGES: ReadonlySet<string> = new Set([
  'sh',
  'bash',
  'shell',
  'console',
  'js',
  'javascript',
  'mjs',
  'cjs',
  'ts',
  'typescript',
  'mts',
  'jsx',
  'tsx',
]);

export type Marker =
  | {action: 'run'; file?: string}
  | {action: 'call'; file: string}
  | {action: 'skip'; reason: string};

export interface DocBlock {
  /** The document, as named in failure messages: `README.md`, `docs/proxy.md`. */
  doc: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The info string's first word: `sh`, `ts`... */
  lang: string;
  /** The block's text, without the fences. */
  code: string;
  marker: Marker | undefined;
}

export interface ShellCommand {
  /** 1-based line in the document where the command starts. */
  line: number;
  /** The command, continuation lines joined, as a shell reads it. */
  text: string;
}

const MARKER = /^<!--\s*doc-test:\s*(.*?)\s*-->$/;
const FENCE = /^(`{3,}|~{3,})\s*([^\s`]*)/;

/** Reads a marker's text; throws, naming the place, when it says something this file cannot do. */
const parseMarker = (text: string, where: string): Marker => {
  const [action = '', ...rest] = text.split(/\s+/);
  const argument = rest.join(' ');
  if (action === 'run' && rest.length <= 1) {
    return argument === '' ? {action} : {action, file: argument};
  }
  if (action === 'call' && rest.length === 1) return {action, file: argument};
  if (action === 'skip' && argument !== '') return {action, reason: argument};
  throw new Error(
    `${where}: "<!-- doc-test: ${text} -->" is not a marker: use "run FILE", "run", "call FILE" or "skip REASON"`,
  );
};

/** Every fenced block of `markdown`, with its marker. */
export const extractBlocks = (doc: string, markdown: string): DocBlock[] => {
  const lines = markdown.split('\n');
  const blocks: DocBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = FENCE.exec(lines[index] ?? '');
    if (!open) continue;
    const [, fence = '```', lang = ''] = open;
    let end = index + 1;
    while (end < lines.length && !(lines[end] ?? '').trimEnd().startsWith(fence)) end++;
    let before = index - 1;
    while (before >= 0 && (lines[before] ?? '').trim() === '') before--;
    const comment = MARKER.exec((lines[before] ?? '').trim());
    blocks.push({
      doc,
      line: index + 1,
      lang: lang.toLowerCase(),
      code: lines.slice(index + 1, end).join('\n') + '\n',
      marker: comment ? parseMarker(comment[1] ?? '', `${doc}:${String(before + 1)}`) : undefined,
    });
    index = end;
  }
  return blocks;
};

/**
 * The commands of a shell block, as a reader types them one by one: a line ending in `\` goes on
 * on the next; blank lines and comment lines are not commands.
 */
export const commandsOf = (block: DocBlock): ShellCommand[] => {
  const commands: ShellCommand[] = [];
  let current: ShellCommand | undefined;
  block.code.split('\n').forEach((text, offset) => {
    const line = block.line + 1 + offset;
    if (current) {
      current.text += '\n' + text;
    } else {
      if (text.trim() === '' || text.trim().startsWith('#')) return;
      current = {line, text};
    }
    if (!text.endsWith('\\')) {
      commands.push(current);
      current = undefined;
    }
  });
  if (current) commands.push(current);
  return commands;
};
