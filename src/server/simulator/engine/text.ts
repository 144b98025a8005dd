/** Lower case, accents and punctuation gone, single spaces, padded: ` plus value en suisse `. */
export const normalize = (text: string): string =>
  ` ${text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/**
 * Whether normalized text holds a term: whole words, or a word prefix when the term ends in `*`
 * (German compounds: `einkommen*` finds "Einkommensteuer").
 */
export const hasTerm = (normalized: string, term: string): boolean => {
  const prefix = term.endsWith('*');
  const words = normalize(prefix ? term.slice(0, -1) : term).trimEnd();
  return normalized.includes(prefix ? words : `${words} `);
};

/** Where a term first occurs, or -1; used to keep jurisdictions in the order the user named them. */
export const termIndex = (normalized: string, term: string): number => {
  const prefix = term.endsWith('*');
  const words = normalize(prefix ? term.slice(0, -1) : term).trimEnd();
  return normalized.indexOf(prefix ? words : `${words} `);
};

/** The first letter in upper case, as a heading starts. */
export const capitalize = (text: string): string =>
  text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "a", "a and b", "a, b and c". */
export const joinList = (items: readonly string[], and: string): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1] ?? ''}`;

/** Text safe inside a markdown table cell. */
export const tableCell = (text: string): string =>
  text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/**
 * Swiss Standard German spelling: "ss" wherever Germany writes "ß", and the tax compounds as Swiss
 * law writes them, with a linking s ("Vermögenssteuer", StHG art. 13), where Germany writes
 * "Vermögensteuer": an answer mixing both reads as a slip to a Swiss reader.
 */
export const swissSpelling = (text: string): string =>
  text
    .replaceAll('ß', 'ss')
    .replace(/(Vermögen|Erbschaft|Schenkung|Einkommen)steuer/g, '$1ssteuer');
