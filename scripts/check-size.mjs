#!/usr/bin/env node
// The size budget of the script-tag bundle (issue 7): `dist/wealth-agent-chat.js`, minified, must
// gzip to at most 40.5 KB. Run after `npm run build`; exits 1 when the bundle is over budget or absent.
//
// Method of the breakdown: the bundle's sourcemap maps every span of the minified output to the
// source file it came from. Each output byte is attributed to that file's group (lit, marked, this
// project's own code; bytes no mapping covers, such as the glue between modules, go to
// "unmapped"). Each group's minified text is concatenated and gzipped on its own.
// Gzipping groups apart loses the matches between them, so the group sizes add up to a little more
// than the whole file's gzip size; the total line, the one the budget checks, is the real file.
import {existsSync, readFileSync} from 'node:fs';
import {gzipSync, constants} from 'node:zlib';

export const BUNDLE = 'dist/wealth-agent-chat.js';
export const BUDGET = 40.5 * 1024;

/** The groups a source path belongs to, first match wins. */
const GROUPS = [
  ['lit', /node_modules\/(lit|lit-html|lit-element|@lit\/[^/]+)\//],
  ['marked', /node_modules\/marked\//],
  ['other dependencies', /node_modules\//],
  ['wealth-agent-chat (own code)', /(^|\/)src\//],
];
const UNMAPPED = 'unmapped (module glue)';

/** gzip as a server or CDN sends it: maximum compression. */
export const gzipSize = (data) => gzipSync(data, {level: constants.Z_BEST_COMPRESSION}).length;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one segment of a source map's `mappings` (Base64 VLQ) into its numbers. */
const decodeSegment = (segment) => {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`bad sourcemap character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
};

/** The dependency group of a sourcemap source path. */
export const groupOf = (source) => {
  const path = source.replaceAll('\\', '/');
  return GROUPS.find(([, pattern]) => pattern.test(path))?.[0] ?? UNMAPPED;
};

/**
 * Attributes every byte of `code` through `map` (a parsed sourcemap, v3) to `keyOf(source)` and
 * returns the minified text of each key.
 */
export const attribute = (code, map, keyOf = groupOf) => {
  const groupOfSource = map.sources.map(keyOf);
  const texts = new Map();
  const add = (group, text) => texts.set(group, (texts.get(group) ?? '') + text);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  // A mapping holds until the next one, across line ends: the minifier maps where a template
  // literal starts, not each line of its (unminified) CSS or HTML text.
  let current = UNMAPPED;
  for (const [lineIndex, line] of lines.entries()) {
    // The newline belongs to the line it ends, like any other byte of it.
    const text = lineIndex < lines.length - 1 ? `${line}\n` : line;
    // Columns count UTF-16 code units, which is what string indexing uses too.
    const spans = [[0, current]];
    let column = 0;
    for (const segment of (mappingLines[lineIndex] ?? '').split(',')) {
      if (segment === '') continue;
      const values = decodeSegment(segment);
      column += values[0];
      // A segment of one field marks output that comes from no source.
      if (values.length >= 4) sourceIndex += values[1];
      current = values.length >= 4 ? (groupOfSource[sourceIndex] ?? UNMAPPED) : UNMAPPED;
      spans.push([column, current]);
    }
    for (const [index, [start, group]] of spans.entries()) {
      const end = spans[index + 1]?.[0] ?? text.length;
      if (end > start) add(group, text.slice(start, end));
    }
  }
  return texts;
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const main = () => {
  if (!existsSync(BUNDLE)) {
    console.error(`✗ ${BUNDLE} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const code = readFileSync(BUNDLE, 'utf8');
  const total = gzipSize(code);
  const mapFile = `${BUNDLE}.map`;
  if (existsSync(mapFile)) {
    // `--files`: one row per source file instead of per dependency, to see what to trim.
    const byFile = process.argv.includes('--files');
    const texts = attribute(
      code,
      JSON.parse(readFileSync(mapFile, 'utf8')),
      byFile ? (source) => source.replace(/^(\.\.\/)+/, '') : groupOf,
    );
    const rows = [...texts]
      .map(([group, text]) => ({group, min: Buffer.byteLength(text), gzip: gzipSize(text)}))
      .sort((a, b) => b.gzip - a.gzip);
    const width = Math.max(...rows.map((row) => row.group.length), 'total'.length);
    console.log(
      `${(byFile ? 'source' : 'group').padEnd(width)}  ${'minified'.padStart(9)}  ${'min+gzip'.padStart(9)}`,
    );
    for (const row of rows) {
      console.log(
        `${row.group.padEnd(width)}  ${kb(row.min).padStart(9)}  ${kb(row.gzip).padStart(9)}`,
      );
    }
    console.log(
      `${'total'.padEnd(width)}  ${kb(Buffer.byteLength(code)).padStart(9)}  ${kb(total).padStart(9)}`,
    );
    console.log('(each group gzipped on its own; the total is the whole file gzipped)');
  } else {
    console.warn(`${mapFile} is missing: no breakdown, only the total.`);
  }
  const verdict = `${BUNDLE}: ${total} bytes min+gzip, budget ${BUDGET} bytes (${kb(BUDGET)})`;
  if (total > BUDGET) {
    console.error(`✗ ${verdict}: ${total - BUDGET} bytes over.`);
    process.exit(1);
  }
  console.log(`✓ ${verdict}: ${BUDGET - total} bytes to spare.`);
};

if (import.meta.url === `file://${process.argv[1]}`) main();
