import type {ReactiveController, ReactiveControllerHost} from 'lit';

/**
 * Open states of launcher panels, kept for the life of the page: a single-page app that re-creates
 * the element on navigation finds its panel as the user left it. Keyed by the element's `id`.
 */
const remembered = new Map<string, boolean>();

/**
 * The launcher layout's open state: toggled by the floating button, closed by Escape (focus goes
 * back to the button), and remembered within the page.
 */
export class LauncherController implements ReactiveController {
  private isOpen = false;

  /**
   * @param button - the launcher's button, given focus back when the panel closes
   * @param input - the question field, focused when the panel opens
   */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly button: () => HTMLElement | undefined,
    private readonly input: () => HTMLElement | undefined,
  ) {
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
    (open ? this.input : this.button)()?.focus();
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
