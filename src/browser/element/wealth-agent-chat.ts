import {DEFAULT_HISTORY_TURNS, DEFAULT_RESIDENCE} from '../../protocol/constants.js';
import {loaderStringsFor} from '../i18n/loader.js';
import {VERSION} from '../version.js';
import {ChatLoader} from './chat-loader.js';
import {languageOf} from './config.js';
import {LangController} from './controllers/lang-controller.js';
import {LauncherController} from './controllers/launcher-controller.js';
import {CHAT_ICON, CLOSE_ICON, element, icon} from './loader-dom.js';
import {loaderSheets} from './styles/sheets.js';
import type {AgentMessage, Effort, Language, Residence} from '../../protocol/index.js';
import type {LoaderStrings} from '../i18n/loader.js';
import type {ChatModule} from './chat-loader.js';
import type {ChatView} from './chat-view.js';
import type {TranscriptFormat} from './transcript.js';
import type {PropertyDeclarations} from 'lit';

/**
 * An embeddable chat with the Wealth Intelligence Agent: streamed, sourced answers on wealth, tax
 * and legislation, adapted to a tax residence, in six languages.
 *
 * @summary A white-label AI chat for wealth, tax and legislation questions.
 *
 * @slot header - Logo and title above the conversation.
 * @slot welcome - Shown while the conversation is empty, replacing the default welcome text; any
 *   element in it with a `data-question` attribute asks that question when clicked.
 * @slot disclaimer - A legal line under the conversation, e.g. "AI answers are not advice".
 *
 * @csspart log - The scrolling message list (`role="log"`).
 * @csspart message - Every message; also carries `user-message` or `assistant-message`.
 * @csspart user-message - A question.
 * @csspart assistant-message - An answer, with its thinking, sources, form or error.
 * @csspart thinking - The collapsible reasoning panel.
 * @csspart sources - The numbered list of an answer's sources.
 * @csspart message-actions - The row under a finished answer: copy, regenerate, thumbs up and down.
 * @csspart toolbar - The conversation's actions: a new conversation, print.
 * @csspart clarification - The form the agent asks to fill before answering.
 * @csspart error - A failure notice: a failed question with its retry button, or why nothing can be sent.
 * @csspart composer - The form holding the input and the buttons.
 * @csspart input - The question field.
 * @csspart send-button - The send button.
 * @csspart stop-button - The stop button, shown while an answer streams.
 * @csspart launcher - The floating button of the launcher layout.
 * @csspart panel - The panel the launcher opens.
 *
 * @cssproperty [--wac-accent=#1f4e79] - Brand colour: buttons, links, citations, focus ring.
 * @cssproperty [--wac-on-accent=black or white] - Text and icons on the brand colour; by default whichever reads better on it (white in browsers without relative colours).
 * @cssproperty [--wac-surface=#ffffff] - Background of the chat.
 * @cssproperty [--wac-text=#1b1f24] - Text colour; muted text and borders are mixed from it.
 * @cssproperty [--wac-surface-dark=#14181f] - Background in the dark theme.
 * @cssproperty [--wac-text-dark=#e8ebf0] - Text colour in the dark theme.
 * @cssproperty [--wac-danger=#b42318] - Error notices.
 * @cssproperty [--wac-danger-dark=#f97066] - Error notices in the dark theme.
 * @cssproperty [--wac-font-family=system-ui, sans-serif] - Font of the whole chat.
 * @cssproperty [--wac-font-family-mono=ui-monospace, Menlo, Consolas, monospace] - Font of code in answers.
 * @cssproperty [--wac-font-size=0.9375rem] - Base font size; everything scales from it.
 * @cssproperty [--wac-radius=12px] - Corner radius of messages, inputs and buttons.
 * @cssproperty [--wac-spacing=1rem] - Density: padding of the log and the composer.
 * @cssproperty [--wac-max-width=52rem] - Widest line length of the conversation on wide screens.
 * @cssproperty [--wac-shadow=a soft shadow] - Shadow of the input.
 * @cssproperty [--wac-panel-shadow=a soft shadow] - Shadow of the launcher's panel and button.
 * @cssproperty [--wac-z-index=2147483000] - Stacking order of the launcher and its panel.
 * @cssproperty [--wac-focus-color=the link colour] - Colour of the 2 px focus outline; keep it 3:1 against the surface.
 *
 * @cssstate streaming - An answer is streaming.
 * @cssstate error - The last question failed.
 * @cssstate empty - No message yet.
 *
 * @fires {WacSendEvent} wac-send - `{text, request}`, cancelable: before a question is sent; `preventDefault()` vetoes it.
 * @fires {WacDoneEvent} wac-done - `{question, answer, sources, session_id, usage?}`: once an answer is complete and rendered; on a hidden page, once it is complete.
 * @fires {WacErrorEvent} wac-error - `{kind, status?, code?, message, question, partial}`: when a question fails.
 * @fires {WacClarificationEvent} wac-clarification - `{question, questions}`: when the agent asks for details first.
 * @fires {WacFeedbackEvent} wac-feedback - `{index, session_id, rating, comment?, question, answer}`: when the user rates an answer.
 */
export class WealthAgentChat extends ChatLoader {
  /**
   * The reactive properties and their attributes, declared as Lit declares them (the manifest is
   * read from them). The loader reads them without Lit.
   */
  static override properties: PropertyDeclarations = {
    proxyUrl: {attribute: 'proxy-url'},
    residence: {},
    language: {},
    effort: {},
    extendedThinking: {type: Boolean, attribute: 'extended-thinking'},
    sessionId: {attribute: 'session-id'},
    historyTurns: {type: Number, attribute: 'history-turns'},
    allowImages: {attribute: 'allow-images'},
    theme: {reflect: true},
    layout: {reflect: true},
    persist: {},
    storageKey: {attribute: 'storage-key'},
  };

  /** The package version, read by the guarded registration. */
  static readonly version = VERSION;

  private readonly launcher = new LauncherController(
    this,
    () => this.button,
    () => this.renderRoot?.querySelector<HTMLElement>('[part~="input"]') ?? undefined,
  );
  private readonly internals = this.attachInternals();
  /** The node the chat renders before; the loader's own nodes come after it. */
  private readonly anchor = document.createTextNode('');
  /** The launcher was clicked before the chat was in: the panel opens as soon as it is. */
  private openOnLoad = false;
  private button: HTMLButtonElement | undefined;
  private buttonIcon = '';
  /** What the loader shows in the chat's place (the loading box, the failure notice) and its key. */
  private placeholder: {key: string; node: Element} | undefined;

  /**
   * Required: your proxy endpoint, POSTed the agent request body (never a key). Missing, nothing
   * is sent: the chat shows a notice, the console an error.
   */
  proxyUrl = '';

  /**
   * Tax residence the answers adapt to: `fr ch it be lu de es pt gb mc gr ad nl us mu ma intl`.
   * Default `fr`; aliases (`uk`) are read with a warning; an unknown value is never replaced:
   * nothing is sent, the chat shows a notice, the console an error.
   */
  residence: Residence = DEFAULT_RESIDENCE;

  /**
   * `fr en de es it pt`, or a BCP 47 tag of one (`en-GB`): the answers' language and the
   * interface's. Default: the nearest `lang` (element, ancestors, document) if supported, else `fr`,
   * followed when the element's or the document's `lang` changes.
   */
  language?: Language | `${Language}-${string}`;

  /** Reasoning depth: `low`, `medium`, `high`, `max`; absent or `auto` lets the agent choose. */
  effort?: Effort | 'auto';

  /** Shows the agent's reasoning, phase by phase, in a collapsible panel. Default off. */
  extendedThinking = false;

  /** A fixed session id; by default a random UUID per conversation, renewed by `reset()`. */
  sessionId?: string;

  /** Turns kept in each request once a conversation passes 10 turns. Default 6. */
  historyTurns = DEFAULT_HISTORY_TURNS;

  /** Space-separated origins whose images an answer may load; by default no image is ever fetched. */
  allowImages = '';

  /** Colour scheme: `auto` (follows the system), `light` or `dark`. Default `auto`. */
  theme: 'auto' | 'light' | 'dark' = 'auto';

  /** `inline` (default) fills its container; `launcher` floats a button that opens the chat. */
  layout: 'inline' | 'launcher' = 'inline';

  /** Keeps the conversation across reloads: `none`, `session` or `local` storage. Default `none`. */
  persist: 'none' | 'session' | 'local' = 'none';

  /** Scopes the stored conversation, e.g. one per signed-in user. Default: unscoped. */
  storageKey = '';

  constructor() {
    super();
    // Without a `language` attribute, the interface follows the page's `lang` as it changes.
    new LangController(this);
  }

  /**
   * The conversation as the next request would send it: `{role, content}` pairs, a copy. Empty
   * until the chat is loaded (the inline layout's `updateComplete`).
   */
  get messages(): AgentMessage[] {
    return this.view?.messages ?? [];
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The launcher's panel, open when the page last showed this element, needs the chat at once.
    if (this.layout === 'launcher' && !this.launcher.open) this.whenIdle();
    else this.load();
  }

  /**
   * Sends a question as if the user had typed it. Resolves once its answer finished, failed or
   * was stopped; does nothing while another answer streams. Asked before the chat is loaded, it
   * loads it and is sent as soon as it is in.
   */
  async send(text: string): Promise<void> {
    await (this.view ?? (await this.chat())).send(text);
  }

  /** Stops the answer in flight; what already arrived stays. */
  stop(): void {
    if (this.view) this.view.stop();
    else
      void this.chat().then((view) => {
        view.stop();
      });
  }

  /** Starts a new conversation: clears the messages, the stored copy, and renews the session id. */
  reset(): void {
    if (this.view) this.view.reset();
    else
      void this.chat().then((view) => {
        view.reset();
      });
  }

  /**
   * The conversation as a dated document, for filing: `'markdown'` (answers as written, `[n]`
   * citations, each answer's sources as a footnote list) or `'text'`. Empty until the chat is
   * loaded.
   */
  exportTranscript(format: TranscriptFormat = 'markdown'): string {
    return this.view?.exportTranscript(format) ?? '';
  }

  protected override update(): void {
    const root = this.renderRoot as ShadowRoot;
    if (!this.anchor.parentNode) {
      const sheets = loaderSheets();
      root.adoptedStyleSheets = [sheets.tokens, sheets.loader];
      root.append(this.anchor);
    }
    // The inline layout (and a layout switched to it) needs the chat at once; after a failed
    // fetch, only the retry button fetches it again.
    if (this.layout !== 'launcher' && !this.failed) this.load();
    const strings = loaderStringsFor(languageOf(this.language, this));
    this.renderButton(strings);
    if (this.view) this.view.update();
    else this.renderPlaceholder(strings);
  }

  protected override updated(): void {
    this.view?.updated();
  }

  protected makeView({ChatView}: ChatModule): ChatView {
    return new ChatView(this, {
      launcher: this.launcher,
      anchor: this.anchor,
      toggleState: this.toggleState,
    });
  }

  protected handOver(view: ChatView): void {
    const hadFocus = this.placeholder?.node.contains(this.renderRoot?.activeElement ?? null);
    this.placeholder?.node.remove();
    this.placeholder = undefined;
    this.failed = false;
    this.view = view;
    this.resolveView(view);
    if (this.openOnLoad) {
      this.openOnLoad = false;
      void this.launcher.toggle(true);
    } else if (hadFocus) {
      void this.updateComplete.then(() => {
        this.renderRoot?.querySelector<HTMLElement>('[part~="input"]')?.focus();
      });
    }
  }

  /** The launcher's button: the loader's own, so that it never changes under the pointer. */
  private renderButton(strings: LoaderStrings): void {
    if (this.layout !== 'launcher') {
      this.button?.remove();
      this.button = undefined;
      return;
    }
    const button = (this.button ??= this.createButton());
    if (!button.isConnected) this.anchor.after(button);
    const open = this.launcher.open && this.view !== undefined;
    const busy = (this.openOnLoad || this.launcher.open) && !this.view && !this.failed;
    button.lang = strings.locale;
    button.title = open ? strings.closeChat : strings.openChat;
    button.setAttribute('aria-expanded', String(open || (this.openOnLoad && this.failed)));
    if (busy) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    if (this.view || this.placeholder) button.setAttribute('aria-controls', 'panel');
    else button.removeAttribute('aria-controls');
    const path = open ? CLOSE_ICON : CHAT_ICON;
    if (path !== this.buttonIcon) {
      this.buttonIcon = path;
      button.replaceChildren(icon(path));
    }
  }

  private createButton(): HTMLButtonElement {
    const button = element('button', {part: 'launcher', class: 'launcher', type: 'button'});
    const intent = () => {
      this.load();
    };
    button.addEventListener('pointerenter', intent);
    button.addEventListener('touchstart', intent, {passive: true});
    button.addEventListener('focus', intent);
    button.addEventListener('click', this.handleLauncher);
    return button;
  }

  private readonly handleLauncher = (): void => {
    if (this.view) {
      void this.launcher.toggle();
    } else if (this.failed && this.openOnLoad) {
      // Its failure notice is open: the button closes it.
      this.openOnLoad = false;
      this.requestUpdate();
    } else {
      this.openOnLoad = true;
      this.load();
      this.requestUpdate();
    }
  };

  /** The loading box, or the failure notice with its retry, inline or in the launcher's panel. */
  private renderPlaceholder(strings: LoaderStrings): void {
    const inPanel = this.layout === 'launcher';
    const key = String([strings.locale, inPanel, this.failed, this.openOnLoad]);
    if (this.placeholder?.key !== key) {
      this.placeholder?.node.remove();
      const node = this.failed
        ? this.failureNotice(strings, inPanel)
        : inPanel
          ? undefined
          : element(
              'div',
              {class: 'loading', lang: strings.locale},
              element('span', {class: 'visually-hidden'}, strings.loading),
            );
      this.placeholder = node && {key, node};
      if (node) this.anchor.before(node);
    }
    // A retry under way: the button stays (and keeps the focus) but says it is busy.
    const retry = this.placeholder?.node.querySelector('.load-failure button');
    if (this.loading) retry?.setAttribute('aria-busy', 'true');
    else retry?.removeAttribute('aria-busy');
  }

  private failureNotice(strings: LoaderStrings, inPanel: boolean): Element | undefined {
    if (inPanel && !this.openOnLoad) return undefined;
    const retry = element('button', {type: 'button'}, strings.retry);
    retry.addEventListener('click', () => {
      this.load();
    });
    const notice = element(
      'div',
      {part: 'error', class: 'load-failure', role: 'alert', lang: strings.locale},
      element('p', {}, strings.loadFailed),
      retry,
    );
    if (!inPanel) return notice;
    const close = element('button', {type: 'button', class: 'close', title: strings.closeChat});
    close.append(icon(CLOSE_ICON));
    close.addEventListener('click', this.handleLauncher);
    return element(
      'div',
      {
        part: 'panel',
        id: 'panel',
        class: 'panel',
        role: 'dialog',
        'aria-label': strings.chatTitle,
        lang: strings.locale,
      },
      close,
      notice,
    );
  }

  private readonly toggleState = (state: string, on: boolean): void => {
    try {
      if (on) this.internals.states.add(state);
      else this.internals.states.delete(state);
    } catch {
      // Browsers before CustomStateSet: the states are a styling aid, never required.
    }
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'wealth-agent-chat': WealthAgentChat;
  }
}

export type {Effort, Language, Residence};
