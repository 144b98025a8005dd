import type {ReactiveController, ReactiveControllerHost} from 'lit';

/**
 * Open states of launcher panels, kept for the life of the page: a single-page app that re-creates
 * the element on navigation finds its panel as the user left it. Keyed by the element's `id`.
 */
const remembered = new Map<string, boolean>();

/** What the launcher needs from its element. */
export interface LauncherHost extends ReactiveControllerHost, HTMLElement {
  readonly launcherButton?: HTMLElement | null;
  readonly questionInput?: HTMLElement | null;
}

/**
 * The launcher layout's open state: toggled by the floating button, closed by Escape (focus goes
 * back to the button), and remembered within the page.
 */
export class LauncherController implements ReactiveController {
  private isOpen = false;

  constructor(private readonly host: LauncherHost) {
    host.addController(this);
  }

  get open(): boolean {
    return this.isOpen;
  }

  hostConnected(): void {
    this.isOpen = remembered.get(this.key) ?? false;
    this.host.addEventListener('keydown', this.handleKeydown);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.handleKeydown);
  }

  /** Opens or closes the panel; opening moves focus to the question field. */
  async toggle(open = !this.isOpen): Promise<void> {
    if (open === this.isOpen) return;
    this.isOpen = open;
    remembered.set(this.key, open);
    this.host.requestUpdate();
    await this.host.updateComplete;
    (open ? this.host.questionInput : this.host.launcherButton)?.focus();
  }

  private get key(): string {
    return this.host.id || 'default';
  }

  private readonly handleKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !this.isOpen || this.host.getAttribute('layout') !== 'launcher') {
      return;
    }
    event.stopPropagation();
    void this.toggle(false);
  };
}
