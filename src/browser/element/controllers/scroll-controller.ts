import type {ReactiveController, ReactiveControllerHost} from 'lit';

/** How close to the bottom, in CSS pixels, still counts as "at the bottom". */
const SLACK = 32;
/** Renders remembered between two scroll events (see `ends`). */
const MAX_ENDS = 16;
/** Frames to watch the latest message's size after each move of the position (see `observer`). */
const SETTLE = 4;

/**
 * Keeps a scroll container pinned to its bottom while content grows, until the user scrolls up;
 * scrolling back down (or sending a new question) pins it again. Nothing to undo on disconnection:
 * the listener and the observer hold only the host's own nodes, which a detached host neither
 * scrolls nor lays out.
 */
export class ScrollController implements ReactiveController {
  private pinned = true;
  private container: HTMLElement | null | undefined;
  /** Where the last pin left the container: its scroll position and height. */
  private top = 0;
  private height = 0;
  /** Where `reveal` moved the container: the scroll event that move sets off is not the reader's. */
  private revealed: number | undefined;
  /**
   * The content's heights at each render since the last scroll event: where its end was when the
   * reader may have scrolled, as renders can land between a scroll and its event.
   */
  private ends: number[] = [];

  /** Frames left to watch the latest message's size (see `observer`). */
  private settling = 0;

  /**
   * Follows again while the latest message changes size after the render that followed: Firefox
   * and WebKit lay its boxes out in later frames, at their placeholder's height until then
   * (`contain-intrinsic-block-size`), as a follow brings them into view, and clamp or anchor the
   * scroll position meanwhile. Where that left the position is the page's, not the reader's: the
   * scroll event it sets off must not read as a move up. One notification per frame: the boxes
   * the follow brings into view resize the message again in the same frame, and a second
   * notification there would be a ResizeObserver loop error on the page. So it follows in the
   * next frame and watches again from there, a few frames past the last move: a render that
   * grows the answer, and a follow, move the position, and the scroll event that sets off counts
   * the frames again.
   */
  private readonly observer = new ResizeObserver((_, observer) => {
    observer.disconnect();
    if (this.settled() && this.settling-- > 0) {
      requestAnimationFrame(() => {
        if (this.settled()) this.follow();
      });
    }
  });

  constructor(
    host: ReactiveControllerHost,
    private readonly find: () => HTMLElement | null,
  ) {
    host.addController(this);
  }

  /**
   * Before the render: a position above where the last pin left it is a move the page's script or
   * the reader made since, its scroll event still to come (a render runs in a task after a frame,
   * before the next frame's scroll events), and following would take the log back to the bottom.
   * Once the render is laid out, the browser may have anchored the position above content it grew,
   * which is not a move.
   */
  hostUpdate(): void {
    this.holds();
  }

  hostUpdated(): void {
    const container = this.find();
    if (container !== this.container) {
      this.container?.removeEventListener('scroll', this.handleScroll);
      container?.addEventListener('scroll', this.handleScroll);
      this.container = container;
    }
    if (!container) return;
    if (this.pinned) this.follow();
    // A frame's worth is what a scroll event can lag behind; a reader who stays put keeps none.
    else if (this.ends.push(container.scrollHeight) > MAX_ENDS) this.ends.shift();
  }

  private follow(): void {
    const container = this.container;
    if (!container) return;
    container.scrollTop = container.scrollHeight;
    this.top = container.scrollTop;
    this.height = container.scrollHeight;
    // The latest message is the one still laid out anew: those above it keep their size.
    const last = container.lastElementChild;
    if (last) this.observer.observe(last);
  }

  /**
   * Whether the log still follows: a move up since the last pin stops it, there and then, and
   * wherever it is seen first (before a render, or a follow the layout asks for), as its scroll
   * event may come after them. A move up is a position above where the pin left it by more than
   * the content shrank since (the browser anchors the scroll then); a pixel of slack, as it may
   * round the position it anchors to.
   */
  private holds(): boolean {
    const container = this.container;
    if (
      container &&
      this.top - container.scrollTop > Math.max(0, this.height - container.scrollHeight) + 1
    ) {
      this.pinned = false;
    }
    return this.pinned;
  }

  /**
   * Whether the log still follows once the browser laid the latest message out: where a change of
   * the content's height left the position is the page's. With the height the pin left, a move up
   * is the page's script's or the reader's, whose scroll event WebKit may deliver after this, and
   * even after the next render.
   */
  private settled(): boolean {
    const container = this.pinned && this.container;
    if (container && container.scrollHeight != this.height) {
      this.top = container.scrollTop;
      this.height = container.scrollHeight;
    }
    return this.holds();
  }

  /** Pins to the bottom again, e.g. when the user sends a question. */
  pin(): void {
    this.pinned = true;
  }

  /**
   * Scrolls up, if need be, until `element`'s top shows below the container's scroll padding, and
   * stops following the bottom: a form the agent asks to fill is read from the question it
   * answers, not from its last field with the question cut above. Sending pins again.
   */
  reveal(element: Element): void {
    const container = this.container;
    if (!container) return;
    const padding = parseFloat(getComputedStyle(container).scrollPaddingBlockStart) || 0;
    const top =
      element.getBoundingClientRect().top -
      container.getBoundingClientRect().top +
      container.scrollTop -
      padding;
    this.pinned = false;
    if (top >= container.scrollTop) return;
    container.scrollTop = top;
    this.revealed = container.scrollTop;
  }

  /**
   * Only the reader unpins, by scrolling up: the page moves the position too, when content above
   * shrinks after the last pin (off-screen answers laid out at last, as a restored conversation is)
   * and the browser anchors the scroll, but up by no more than the content shrank. The reader's
   * move up counts even when content changes size meanwhile, as blocks laid out for the first time
   * as they come on screen do; a move down never unpins. Reaching the bottom, as it was at any
   * render since the last scroll event, pins again and follows the content grown since.
   */
  private readonly handleScroll = (): void => {
    const container = this.container;
    if (!container) return;
    const own = Math.abs(container.scrollTop - (this.revealed ?? NaN)) < 1;
    this.revealed = undefined;
    if (own) return;
    const bottom = container.scrollTop + container.clientHeight;
    const reached = [container.scrollHeight, ...this.ends].some((end) => end - bottom <= SLACK);
    this.ends = [];
    this.pinned = this.holds() || reached;
    // Pinned, a scroll event follows the content grown since, as a render would, and watches it
    // settle: the position moved, and with it what the browser lays out.
    if (this.pinned) {
      this.settling = SETTLE;
      this.follow();
    }
  };
}
