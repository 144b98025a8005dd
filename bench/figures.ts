/** Milliseconds as the bench's tables print them: whole ones. */
export const ms = (value: number): string => `${value.toFixed(0)} ms`;

/** A Long Tasks API figure: 0 is no task reported, all under 50 ms. */
export const longTaskMs = (value: number): string => (value > 0 ? ms(value) : '< 50 ms');
