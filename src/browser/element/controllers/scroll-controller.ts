import type {ReactiveController, ReactiveControllerHost} from 'lit';

/** How close to the bottom, in CSS pixels, still counts as "at the bottom". */
const SLACK = 32;

/**
 * Keeps a scroll container pinned to its bottom while content grows, until the user scrolls up;
 * scrolling back down (or sending a new question) pins it again.
 */
export class ScrollController implements ReactiveController {
  private pinned = true;
  private container: HTMLElement | undefined;

  constructor(
    host: ReactiveControllerHost,
    private readonly find: () => HTMLElement | null | undefined,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    const container = this.find() ?? undefined;
    if (container !== this.container) {
      this.container?.removeEventListener('scroll', this.handleScroll);
      container?.addEventListener('scroll', this.handleScroll, {passive: true});
      this.container = container;
    }
    if (this.pinned && container) container.scrollTop = container.scrollHeight;
  }

  hostDisconnected(): void {
    this.container?.removeEventListener('scroll', this.handleScroll);
    this.container = undefined;
  }

  /** Pins to the bottom again, e.g. when the user sends a question. */
  pin(): void {
    this.pinned = true;
  }

  private readonly handleScroll = (): void => {
    const container = this.container;
    if (!container) return;
    this.pinned = container.scrollHeight - container.scrollTop - container.clientHeight <= SLACK;
  };
}
