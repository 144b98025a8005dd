/**
 * Character references in markdown text, decoded without an HTML parser: parsing model output as
 * HTML (even to decode it) is what this renderer exists to avoid. The named list covers what answers
 * actually contain; anything else stays as typed, which is visible but harmless.
 */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  shy: '\u00ad',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  bull: '\u2022',
  middot: '\u00b7',
  deg: '\u00b0',
  times: '\u00d7',
  divide: '\u00f7',
  plusmn: '\u00b1',
  le: '\u2264',
  ge: '\u2265',
  ne: '\u2260',
  asymp: '\u2248',
  permil: '\u2030',
  sect: '\u00a7',
  para: '\u00b6',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  euro: '\u20ac',
  pound: '\u00a3',
  yen: '\u00a5',
  cent: '\u00a2',
  rarr: '\u2192',
  larr: '\u2190',
  harr: '\u2194',
  uarr: '\u2191',
  darr: '\u2193',
  frac12: '\u00bd',
  frac14: '\u00bc',
  frac34: '\u00be',
  sup2: '\u00b2',
  sup3: '\u00b3',
};

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g;

const fromCodePoint = (code: number): string =>
  // NUL, surrogates and out-of-range code points become U+FFFD, as CommonMark requires.
  code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
    ? '\ufffd'
    : String.fromCodePoint(code);

/** The text with decimal, hexadecimal and common named character references decoded. */
export const decodeEntities = (text: string): string =>
  text.includes('&')
    ? text.replace(
        REFERENCE,
        (match, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
          if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10));
          if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
          return (name !== undefined ? NAMED[name] : undefined) ?? match;
        },
      )
    : text;
