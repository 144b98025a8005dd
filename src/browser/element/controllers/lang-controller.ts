import type {ReactiveController, ReactiveControllerHost} from 'lit';

/**
 * Re-renders the host when the `lang` it may speak by changes after it loaded: a site's language
 * switcher rewrites `<html lang>` in place. Its own `lang` and the document's are watched, not the
 * ancestors between them: two targets, one attribute each, cost nothing on a busy page's other
 * mutations. Only while connected; on connection it reads the page anew.
 */
export class LangController implements ReactiveController {
  private readonly observer = new MutationObserver(() => {
    this.host.requestUpdate();
  });

  constructor(private readonly host: ReactiveControllerHost & Element) {
    host.addController(this);
  }

  hostConnected(): void {
    const watched = {attributeFilter: ['lang']};
    this.observer.observe(this.host, watched);
    this.observer.observe(document.documentElement, watched);
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.observer.disconnect();
  }
}
