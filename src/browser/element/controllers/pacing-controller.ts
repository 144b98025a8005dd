import {nextTask, yieldToBrowser} from '../../yield-to-browser.js';
import {RenderPace} from '../render-pace.js';
import type {MarkdownStream} from '../../markdown/stream.js';
import type {ReactiveController, ReactiveControllerHost, TemplateResult} from 'lit';

/** Turns of a restored conversation rendered at once, its latest first. */
const TURNS = 4;

/**
 * Milliseconds between the renders that arriving deltas ask for on a visible page: 20 a second
 * keep the text flowing, and a 30 KB answer at a fast model's pace cost the page's main thread 40 %
 * less than a render per frame (4.0 s against 2.5 s in `npm run bench`), layout and paint included
 * (issue 17). A render that left text for later still goes on at the next frame.
 */
const STREAM_RENDER_MS = 50;

/**
 * Characters of a render above which the stream outruns any reader: about a line. A stream that
 * fast (2 KB a second and more; the bench's fast model sends 3) renders at half the rate, each
 * render still adding two lines or more: most of a render's cost is the frame's own (layout, paint),
 * whatever it adds, and the paced 30 KB answer's busy time fell by 17 % (issue 17). A model at a
 * usual pace (a few hundred characters a second) still renders 20 times a second.
 */
const LINE = 100;

/**
 * Resolves at once on a visible page, otherwise once the page is shown again: whatever a hidden
 * page renders, the browser styles and lays out all at once in its first frame once shown.
 */
const whenShown = (): Promise<void> =>
  new Promise((resolve) => {
    const shown = () => {
      if (document.hidden) return;
      document.removeEventListener('visibilitychange', shown);
      resolve();
    };
    document.addEventListener('visibilitychange', shown);
    shown();
  });

/**
 * When the element renders, and how much each render shows: the one place that decides. A render
 * comes at most once per frame however many events arrive (a stream's, at most every
 * {@link STREAM_RENDER_MS}), in a task after a frame, never before the frame that paints a key
 * press, and not at all on a hidden page. It shows at most the answer text its {@link RenderPace}
 * allows and, of a restored conversation, the turns from {@link shownFrom}: what is left follows in
 * later renders, each after the browser had its turn, so that no task nears 50 ms.
 */
export class PacingController implements ReactiveController {
  /** A render is scheduled and has not come yet. */
  private pending = false;
  /** When the last render began, for {@link STREAM_RENDER_MS} and the pace. */
  private renderedAt = 0;
  private readonly pace = new RenderPace();
  /** How much of its budget the last render showed. */
  private shownChars = 0;
  /**
   * A key was pressed, anywhere on the page, and no frame has run since: the next frame paints it.
   * @internal
   */
  keyPending = false;
  /** The answer text the render under way may still show, of `budget`; renewed before each render. */
  private left = this.pace.chars;
  private budget = 0;
  /** The render under way, or the last one, left answer text or turns for a later render. */
  private behind = false;
  /**
   * Turns before this index are not rendered yet: a restored conversation shows none in the task
   * that restores it, then its latest turns, then older ones a few per render (50 turns at once
   * took one task of 60 ms, measured).
   */
  shownFrom = 0;

  /** `turns` counts the conversation's turns, the restored ones and any asked since. */
  constructor(
    private readonly host: ReactiveControllerHost & Element,
    private readonly turns: () => number,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    // Captured: a key the page stops on its way still paints a frame.
    document.addEventListener('keydown', this.handleKeydown, true);
  }

  hostDisconnected(): void {
    document.removeEventListener('keydown', this.handleKeydown, true);
  }

  hostUpdate(): void {
    // On a hidden page, none: a render then (the answer's end, a status) showed a slice more,
    // which the browser laid out with the rest in its first frame once shown.
    this.left = this.budget = document.hidden ? 0 : this.pace.chars;
    this.behind = false;
    this.renderedAt = performance.now();
  }

  /**
   * A render that left answer text or turns for later renders again once the browser had its turn.
   * Older turns wait until the newer ones are whole: they are off screen, above them. The latest
   * comes alone, in a render of its own: its render runs code a freshly loaded page has not compiled
   * yet (measured on a restore of 200,000 characters: a first task of 55–100 ms with 4 turns in the
   * restoring task, 45–50 ms like this).
   */
  hostUpdated(): void {
    // The allowance is the one given in hostUpdate: the pace learns only here. A budget overspent
    // by what fit (no answer behind) went below zero: all of it was shown.
    this.shownChars = this.budget - Math.max(0, this.left);
    if (this.shownChars > 0) {
      // The next frame would lay out what the render added before it paints, and that grows
      // with the text as the script does: a 30 KB first answer's frame spent 42 ms in it after 16
      // of script (issue 33). Laid out here, where it is timed, the pace learns the render's
      // whole cost, and the frame has only its paint left.
      this.host.getBoundingClientRect();
      this.pace.record(this.shownChars, performance.now() - this.renderedAt);
    }
    if (this.shownFrom > 0 && !this.behind) {
      this.shownFrom = Math.max(0, this.shownFrom - (this.shownFrom < this.turns() ? TURNS : 1));
      this.behind = true;
    }
    if (this.behind) this.schedule();
  }

  /** Shows as much of an answer's `text` as the render's budget has left, and spends it. */
  show(stream: MarkdownStream, text: string, final: boolean): TemplateResult {
    const update = stream.update(text, {final, budget: this.left});
    this.left -= update.spent;
    this.behind ||= update.behind;
    return update.view;
  }

  /**
   * Resolves once the element is idle and every answer whole, so that a listener to an outcome
   * event sees the final state; on a hidden page, at once: the rest is rendered once it is shown.
   */
  async settled(): Promise<void> {
    while ((await this.host.updateComplete, this.behind && !document.hidden)) {
      await yieldToBrowser();
    }
  }

  /**
   * Renders once the browser had its turn, for all the events that came meanwhile: a burst of 20,000
   * deltas is one render, not 20,000; a stream, at most one every {@link STREAM_RENDER_MS} on a
   * visible page. A hidden page renders nothing until it is shown, then a budget per frame: what it
   * rendered while hidden, the browser styled and laid out all at once in its first frame once
   * shown (measured: tasks of 30–124 ms).
   */
  schedule(): void {
    if (this.pending) return;
    this.pending = true;
    const wait =
      (this.shownChars > LINE ? 2 * STREAM_RENDER_MS : STREAM_RENDER_MS) -
      (performance.now() - this.renderedAt);
    const due = document.hidden
      ? whenShown()
      : wait > 0 && !this.behind
        ? new Promise((resolve) => setTimeout(resolve, wait))
        : undefined;
    // A task after a frame, for the render: its script and the layout it forces in one task, the
    // next frame's paint of it in another (issue 33). In the frame's own task, they made one task
    // of 61 ms when a major garbage collection came in it (a 200 KB burst), where each apart stays
    // under 50. Nor does the frame that paints a key press wait for the render (issue 17): it
    // comes before it. A frame, not `yieldToBrowser`, which goes on when the page is hidden
    // meanwhile: a render waits until the page is shown.
    const afterFrame = () => new Promise(requestAnimationFrame).then(nextTask);
    void (async () => {
      await due;
      await afterFrame();
      // A key came between that frame and this task: the frame that paints it paints it alone.
      // Once: a held key repeats about every other frame and would hold the answer back for good.
      if (this.keyPending) await afterFrame();
      this.pending = false;
      this.host.requestUpdate();
    })();
  }

  private readonly handleKeydown = (): void => {
    if (this.keyPending) return;
    this.keyPending = true;
    requestAnimationFrame(() => {
      this.keyPending = false;
    });
  };
}
