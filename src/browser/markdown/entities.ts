/**
 * Character references in markdown text, decoded without an HTML parser: parsing model output as
 * HTML (even to decode it) is what this renderer exists to avoid. The named list covers what answers
 * actually contain; anything else stays as typed, which is visible but harmless. Each name is
 * followed by its character in one string, which minifies to far fewer bytes than an object.
 */
const NAMED = new Map(
  Array.from(
    (
      'amp&lt<gt>quot"apos\'nbsp\u00a0ensp\u2002emsp\u2003thinsp\u2009shy\u00adndash\u2013' +
      'mdash\u2014hellip\u2026lsquo\u2018rsquo\u2019ldquo\u201crdquo\u201dlaquo\u00ab' +
      'raquo\u00bbbull\u2022middot\u00b7deg\u00b0times\u00d7divide\u00f7plusmn\u00b1' +
      'le\u2264ge\u2265ne\u2260asymp\u2248permil\u2030sect\u00a7para\u00b6copy\u00a9' +
      'reg\u00aetrade\u2122euro\u20acpound\u00a3yen\u00a5cent\u00a2rarr\u2192larr\u2190' +
      'harr\u2194uarr\u2191darr\u2193frac12\u00bdfrac14\u00bcfrac34\u00besup2\u00b2' +
      'sup3\u00b3'
    ).matchAll(/([a-z\d]+)([^a-z\d])/g),
    ([, name = '', character = '']) => [name, character],
  ),
);

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
          return (name !== undefined ? NAMED.get(name) : undefined) ?? match;
        },
      )
    : text;
