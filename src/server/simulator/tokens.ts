/**
 * Token arithmetic. The simulator has no tokenizer: it estimates one token per four characters
 * (code points, so an emoji or a CJK character counts once), the usual rule of thumb for English and
 * close enough for the other five languages to make quotas and usage behave like the real service.
 */
export const estimateTokens = (text: string): number => Math.ceil(Array.from(text).length / 4);

/** Words longer than this are cut (at code points) so no single delta grows huge. */
const MAX_PIECE = 24;

/**
 * Splits text into word pieces, each a word plus the whitespace after it, so that joining them
 * gives back the text exactly. Cuts only between code points: never inside a multi-byte character.
 */
export const wordPieces = (text: string): string[] => {
  const pieces: string[] = [];
  for (const piece of text.split(/(?<=\s)(?=\S)/u)) {
    if (piece === '') continue;
    const points = Array.from(piece);
    if (points.length <= MAX_PIECE) {
      pieces.push(piece);
      continue;
    }
    for (let i = 0; i < points.length; i += MAX_PIECE) {
      pieces.push(points.slice(i, i + MAX_PIECE).join(''));
    }
  }
  return pieces;
};

/** Groups word pieces into small chunks of `size()` pieces each, as a model streams them. */
export const chunkText = (text: string, size: () => number): string[] => {
  const pieces = wordPieces(text);
  const chunks: string[] = [];
  for (let i = 0; i < pieces.length;) {
    const take = Math.max(1, size());
    chunks.push(pieces.slice(i, i + take).join(''));
    i += take;
  }
  return chunks;
};
