/**
 * Whether a server's error message says more than the localized headline above it. A proxy's
 * "The agent service is unavailable. Please try again in a moment." under "The assistant is
 * temporarily unavailable. Please try again shortly." says it twice, in any language; "The daily
 * token quota is used up; it resets at 00:00 UTC." under the quota headline tells the user when.
 */

/** Words that carry no news in an error message, and the "please try again" the button says. */
const FILLER = /^(please|again|moment|later|shortly|agent|service|assistant|temporarily|could)$/;

const wordsOf = (text: string): string[] => text.toLowerCase().match(/\p{L}{4,}/gu) ?? [];

/** `message` when it has two words or more of its own beside `headline`, else `undefined`. */
export const failureDetail = (headline: string, message = ''): string | undefined => {
  const known = wordsOf(headline);
  const news = wordsOf(message).filter((word) => !known.includes(word) && !FILLER.test(word));
  return new Set(news).size > 1 ? message.slice(0, 200) : undefined;
};
