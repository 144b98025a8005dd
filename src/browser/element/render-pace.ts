/**
 * How much answer text one render may show, learnt from the renders before it. A fixed slice was
 * measured on a warm desktop (1,500 characters, frames of 43–59 ms); the same slice took frames of
 * 75–370 ms as a visitor's first answer, on code the page had not run yet, or on a CPU four times
 * slower than the bench's (issue 33). The pace starts small, times each render's script and the
 * layout of what it added, and sizes the next one to fit {@link TARGET_MS}: with the frame's paint
 * on top, a frame stays under 50 ms on any machine.
 */

/**
 * Script and layout time a render aims at: half of the 50 ms a task may take before it is a long
 * one, less a little for the paint, and for a machine that shares its cores.
 */
const TARGET_MS = 20;

/** The most a render shows however fast the page: more renders of less cost more frames in all. */
export const MAX_CHARS = 1_500;

/** The least, so that an answer always moves on, even on the slowest page. */
const MIN_CHARS = 200;

/** The first render's allowance: it runs code the page has not compiled yet. */
const FIRST_CHARS = 400;

/** Renders that showed less than this say more about a render's fixed cost than about text. */
const SAMPLE_CHARS = 100;

export class RenderPace {
  /** Milliseconds of script per character shown, as last estimated. */
  private msPerChar = TARGET_MS / FIRST_CHARS;

  /** Characters the next render may show. */
  get chars(): number {
    return Math.round(Math.min(MAX_CHARS, Math.max(MIN_CHARS, TARGET_MS / this.msPerChar)));
  }

  /**
   * Learns from a render that showed `chars` characters in `ms` of script. A slower render is
   * believed at once (a long task is what the pace must avoid); a faster one, a third of the way,
   * so that one lucky render does not undo it.
   */
  record(chars: number, ms: number): void {
    if (chars < SAMPLE_CHARS) return;
    const measured = ms / chars;
    this.msPerChar =
      measured > this.msPerChar ? measured : this.msPerChar + (measured - this.msPerChar) / 3;
  }
}
