import {chatUrl} from './chat-url.js';
import {LightElement} from './light-element.js';
import {whenPageIdle} from './page-idle.js';
import {warn} from './warn.js';
import type * as ChatModuleExports from './chat-view.js';
import type {ChatView} from './chat-view.js';

/** The chat's module, which the loader imports when the chat is needed. */
export type ChatModule = typeof ChatModuleExports;

/**
 * The chat's code, imported once per page whichever element asks first, from beside this module
 * (a relative `import()` resolves against the importing module's own URL, `import.meta.url`): the
 * script tag's directory, on a CDN or self-hosted. A failed fetch is forgotten, so a retry fetches
 * again.
 */
let chatModule: Promise<ChatModule> | undefined;
const importChat = (): Promise<ChatModule> =>
  (chatModule ??= import('./chat-view.js').catch((error: unknown) => {
    chatModule = undefined;
    throw error;
  }));

/** The chat's file is fetched at the page's first idle moment, for the first launcher that asks. */
let preloading = false;

/** A later task: what the chat's first render costs does not add to its module's evaluation. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * What the element does before its chat is in: fetches the chat's code, once, when asked (or the
 * module alone when the page is idle), makes its view, and hands over to it; after a failure,
 * again when asked again. The element itself is its subclass: the public face, and what the
 * loader draws meanwhile (the launcher's button, the loading box, the failure notice).
 */
export abstract class ChatLoader extends LightElement {
  /** The chat, once its module is in. */
  protected view: ChatView | undefined;
  /** Resolves with the view, however late it comes (after a retry, say). */
  protected readonly viewReady: Promise<ChatView>;
  protected resolveView!: (view: ChatView) => void;
  /** The fetch of the chat under way for this element, until it is in or failed. */
  protected loading: Promise<void> | undefined;
  /** The last fetch of the chat failed: its notice shows, with a retry. */
  protected failed = false;

  constructor() {
    super();
    this.viewReady = new Promise((resolve) => {
      this.resolveView = resolve;
    });
  }

  /** Makes the view from the chat's module. */
  protected abstract makeView(module: ChatModule): ChatView;

  /** Shows the view, once it is made, in place of what the loader drew. */
  protected abstract handOver(view: ChatView): void;

  /** Waits, besides a pending update, for the chat while it is being fetched for this element. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let result = await super.getUpdateComplete();
    while (this.loading) {
      await this.loading;
      result = await super.getUpdateComplete();
    }
    return result;
  }

  /** The chat, loaded first when it is not yet. */
  protected chat(): Promise<ChatView> {
    this.load();
    return this.viewReady;
  }

  /** Fetches the chat, once, and hands over to it; a second call while it loads does nothing. */
  protected load(): void {
    if (this.view || this.loading) return;
    this.loading = importChat()
      .then(async (module) => {
        // Three tasks, not one (issue 33): the module's evaluation, the view's making (its
        // stylesheets parsed, a stored conversation read), and its first render.
        await nextTask();
        const view = this.makeView(module);
        await nextTask();
        this.handOver(view);
      })
      .catch((error: unknown) => {
        this.failed = true;
        warn('load', `the chat could not be loaded: ${String(error)}`);
      })
      .finally(() => {
        this.loading = undefined;
        this.requestUpdate();
      });
    this.requestUpdate();
  }

  /**
   * Fetches the chat's file when the page is idle (once loaded), once a page, unless intent came
   * first. Only fetched and compiled, as a module preload, where the build knows the file's URL:
   * it runs on intent, so that a visitor who never opens the chat pays for no more than the
   * code's arrival (its evaluation took 2-36 ms at 4x CPU on every page view). Otherwise
   * imported, which evaluates it in a task of its own. A failed fetch is left to the intent's
   * own.
   */
  protected whenIdle(): void {
    if (preloading) return;
    preloading = true;
    whenPageIdle(() => {
      if (chatModule || !this.isConnected) return;
      if (chatUrl === undefined) {
        importChat().catch(() => undefined);
        return;
      }
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = chatUrl;
      document.head.append(link);
    });
  }
}
