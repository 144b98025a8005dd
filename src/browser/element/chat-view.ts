import {html, nothing, render} from 'lit/html.js';
import {DEFAULT_HISTORY_TURNS, isEffort} from '../../protocol/index.js';
import {stringsFor} from '../i18n/index.js';
import {MarkdownStream, lexerWarmUps} from '../markdown/index.js';
import {ActionsController} from './controllers/actions-controller.js';
import {ConversationController} from './controllers/conversation-controller.js';
import {PacingController} from './controllers/pacing-controller.js';
import {PersistenceController} from './controllers/persistence-controller.js';
import {ScrollController} from './controllers/scroll-controller.js';
import {renderToolbar} from './templates/actions.js';
import {renderComposer} from './templates/composer.js';
import {renderUnavailable} from './templates/failure.js';
import {renderPanel} from './templates/launcher.js';
import {renderTurn, renderWelcome} from './templates/turn.js';
import {announcement} from './announcement.js';
import {onIdle} from './page-idle.js';
import {languageOf, reportProblem, resolveConfig} from './config.js';
import {formatTime, heading, transcript} from './transcript.js';
import {itemView} from '../item-view.js';
import {chatSheets} from './styles/chat-sheets.js';
import {warn} from './warn.js';
import type {AgentMessage, Effort} from '../../protocol/index.js';
import type {UiStrings} from '../i18n/index.js';
import type {LauncherController} from './controllers/launcher-controller.js';
import type {SendOutcome} from './controllers/conversation-controller.js';
import type {RequestSettings} from './config.js';
import type {Turn} from './turn.js';
import type {TranscriptContext, TranscriptFormat} from './transcript.js';
import type {WealthAgentChat} from './wealth-agent-chat.js';

/** What the host element gives its view besides its public face. */
export interface ViewPort {
  /** The launcher's open state, which the host keeps: its button is on screen before the view. */
  launcher: LauncherController;
  /** The node the view renders before: the host's own nodes (the launcher button) come after it. */
  anchor: ChildNode;
  /** Sets or clears one of the host's custom states. */
  toggleState: (state: string, on: boolean) => void;
}

/**
 * The chat itself, the module the loader imports when the chat is needed (issue 33): renders the
 * conversation into its host's shadow root with `lit-html`, through the host's update cycle, and
 * holds the conversation, the stream, persistence and scrolling as controllers of the host. The host
 * keeps the public face (attributes, properties, methods, events, parts and states), so nothing a
 * page sees changes when the view takes over.
 * @internal
 */
export class ChatView {
  // Controllers get closures over what they need, so it all stays private here.
  private readonly pacing: PacingController;
  private readonly conversation: ConversationController;
  private readonly scroller: ScrollController;
  private readonly launcher: LauncherController;
  private readonly actions: ActionsController;
  private readonly markdown = new WeakMap<Turn, MarkdownStream>();
  private wasBusy = false;
  /** Whether what a first question needs was made ahead (see {@link prepare}). */
  private prepared = false;

  constructor(
    private readonly host: WealthAgentChat,
    private readonly port: ViewPort,
  ) {
    this.launcher = port.launcher;
    this.pacing = new PacingController(host, () => this.conversation.turns.length);
    this.conversation = new ConversationController(
      host,
      {
        settings: () => this.requestSettings,
        strings: () => this.strings,
      },
      this.pacing,
    );
    // An empty log has nothing to keep at its bottom: reading its height would make the chat's
    // first render lay the page out in its own task (7 ms, 28 on a CPU slowed 4x), not the frame's.
    this.scroller = new ScrollController(host, () =>
      this.conversation.turns.length ? this.log : null,
    );
    this.actions = new ActionsController(
      host,
      this.conversation,
      () => this.strings,
      (text) => {
        this.announce(text);
      },
    );
    // It hooks itself to the element's updates; nothing calls it.
    new PersistenceController(host, this.conversation);
    this.root.adoptedStyleSheets = chatSheets();
  }

  private get root(): ShadowRoot {
    // The host creates it on connection, before any update, and the view comes with an update.
    return this.host.renderRoot as ShadowRoot;
  }

  /**
   * The rendered element of a part, looked up on each read as Lit's `@query` does.
   */
  private partElement(name: string): HTMLElement | null {
    return this.root.querySelector<HTMLElement>(`[part~="${name}"]`);
  }

  private get log(): HTMLElement | null {
    return this.partElement('log');
  }

  private get input(): HTMLTextAreaElement | null {
    return this.partElement('input') as HTMLTextAreaElement | null;
  }

  /** The conversation as the next request would send it: `{role, content}` pairs, a copy. */
  get messages(): AgentMessage[] {
    return this.conversation.history;
  }

  /** What the conversation controller reads at each request. */
  private get requestSettings(): RequestSettings {
    const host = this.host;
    return {
      ...resolveConfig(host, host),
      effort: this.effortValue,
      extendedThinking: host.extendedThinking,
      sessionId: host.sessionId || undefined,
      historyTurns: host.historyTurns > 0 ? host.historyTurns : DEFAULT_HISTORY_TURNS,
    };
  }

  /** The interface strings in the current language. */
  private get strings(): UiStrings {
    return stringsFor(languageOf(this.host.language, this.host));
  }

  private get effortValue(): Effort | null {
    const value = this.host.effort?.trim();
    if (!value || value === 'auto') return null;
    if (isEffort(value)) return value;
    warn('effort', `effort="${value}" is not supported: using "auto".`);
    return null;
  }

  /** Renders the chat into the host's shadow root, before the host's own nodes. */
  update(): void {
    render(this.render(), this.root, {renderBefore: this.port.anchor, host: this.host});
  }

  updated(): void {
    const problem = this.requestSettings.problem;
    if (problem) reportProblem(problem);
    const turns = this.conversation.turns;
    const last = turns.at(-1);
    const busy = this.conversation.busy;
    this.port.toggleState('streaming', busy);
    this.port.toggleState('error', last?.status === 'error');
    this.port.toggleState('empty', turns.length === 0);
    // The log is not live (aria-live="off"): updated in place per delta, it was read once per
    // token (issue 16). An answer is announced once, whole; an error by its own alert.
    if (busy === this.wasBusy || !last) return;
    this.wasBusy = busy;
    this.announce(
      busy
        ? this.strings.writing
        : last.status === 'done'
          ? announcement(last.answer, this.strings)
          : last.status === 'stopped'
            ? this.strings.stopped
            : '',
    );
    // A form the agent asks to fill takes the focus, as a dialog would; its fields are labelled.
    // It shows from the question it answers, and the focus scrolls only if its field is hidden.
    if (last.status === 'clarification') {
      const question = [...this.root.querySelectorAll('[part~="user-message"]')].at(-1);
      if (question) this.scroller.reveal(question);
      const field = this.root.querySelector<HTMLElement>('.clarification :is(input, select)');
      const box = this.log?.getBoundingClientRect();
      field?.focus({preventScroll: !!box && field.getBoundingClientRect().bottom <= box.bottom});
    }
  }

  /** Asks `text`: the outcome serves the view's own callers; the host's `send` drops it. */
  send(text: string): Promise<SendOutcome> {
    return this.start(() => this.conversation.send(text));
  }

  stop(): void {
    this.conversation.stop();
  }

  reset(): void {
    this.conversation.reset();
  }

  exportTranscript(format: TranscriptFormat): string {
    return transcript(this.conversation.turns, format, this.transcriptContext);
  }

  private render() {
    // Turns are placed by position, not moved as `repeat` would (0.6 KB): they are appended, or the
    // last or a failed one replaced; a turn after a replaced one is built again (see `itemView`).
    const strings = this.strings;
    const turns = this.conversation.turns;
    const unavailable = this.requestSettings.problem !== undefined;
    // What every turn shows besides its own fields: a change draws them all again, once. Each
    // question sets `busy`, so the turns learn which is the latest (its regenerate button), and
    // times of the day before ("10:32") are dated then ("26 Nov, 10:32").
    const reads = [
      strings,
      this.host.allowImages,
      this.conversation.busy,
      this.actions.copied,
      this.actions.commenting,
    ];
    const shell = html`<div class="shell" lang=${strings.locale}>
      <div class="header">
        <slot name="header"></slot>
        ${
          // Only a conversation has a toolbar and is printed (the toolbar holds the print button):
          // an empty chat's first render makes no `Intl` object, whose first costs tens of ms on a
          // phone's CPU.
          turns.length
            ? html`${renderToolbar(strings, this.actions)}
                <p class="print-only">${heading(this.transcriptContext)}</p>`
            : nothing
        }
      </div>
      <div
        part="log"
        class="log"
        role="log"
        aria-live="off"
        aria-label=${strings.conversationLabel}
        tabindex="0"
      >
        ${turns.length === 0 && !unavailable ? renderWelcome(strings, this.handleSuggestion) : nothing}
        ${
          // Made latest first, so that a render's budget goes to the turns on screen, at the
          // bottom, before older ones: a restored conversation fills from where the reader is.
          [...turns]
            .reverse()
            .map((turn, i) =>
              turns.length - i <= this.pacing.shownFrom
                ? nothing
                : this.turnView(turn, strings, reads),
            )
            .reverse()
        }
        ${unavailable ? renderUnavailable(strings) : nothing}
      </div>
      ${renderComposer(
        strings,
        this.conversation.busy,
        this.handleSubmit,
        this.handleKeydown,
        this.handleStop,
      )}
      <div class="disclaimer"><slot name="disclaimer"></slot></div>
      <div class="visually-hidden" role="status"></div>
    </div>`;
    return this.host.layout === 'launcher'
      ? renderPanel(shell, strings, this.launcher.open, this.handleClose)
      : shell;
  }

  /**
   * A turn that Lit skips while nothing it shows changed: with 50 turns before it, each render of a
   * streamed answer walked all 50 (2.5 ms a render). An answer not yet whole is rendered at once, in
   * the order the turns come here, latest first: the render budget goes to the turns on screen
   * before older ones.
   */
  private turnView(turn: Turn, strings: UiStrings, reads: readonly unknown[]) {
    const render = () =>
      renderTurn(
        turn,
        strings,
        this.renderAnswer(turn, strings),
        this.actions,
        this.conversation.busy,
        turn === this.conversation.turns.at(-1),
        () => void this.start(() => this.conversation.retry(turn.id)),
        (message) => void this.send(message),
      );
    const view = turn.answer && !this.markdown.get(turn)?.whole ? render() : undefined;
    const key = [...(Object.values(turn) as unknown[]), ...reads, view];
    return itemView(
      turn,
      () => key,
      () => view ?? render(),
    );
  }

  private renderAnswer(turn: Turn, strings: UiStrings) {
    if (turn.answer === '') return nothing;
    // The UI strings hold the markdown ones (citation, image, opensInNewTab) under the same names.
    const options = {sources: turn.sources, allowImages: this.allowedImageOrigins, strings};
    let stream = this.markdown.get(turn);
    if (!stream) {
      stream = new MarkdownStream(options);
      this.markdown.set(turn, stream);
    }
    stream.setOptions(options);
    return this.pacing.show(stream, turn.answer, turn.status !== 'streaming');
  }

  private readonly handleSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    const input = this.input;
    if (!input || this.conversation.busy) return;
    const text = input.value;
    if (text.trim() === '') return;
    input.value = '';
    void this.send(text).then((outcome) => {
      // Nothing came back for this question: give it back to the user rather than lose it.
      const lost = ['failed-before-answer', 'vetoed', 'misconfigured'].includes(outcome);
      if (lost && input.value === '') input.value = text;
      if (outcome === 'misconfigured') this.announce(this.strings.errors.misconfigured);
    });
  };

  /**
   * Makes, at the first key typed into the question field, what the first question and its answer
   * need: a page's first `Intl` object (it loads the locale's data: 17–150 ms on a phone-speed CPU,
   * once a page) and marked's grammar, which the script-tag build makes at its first lex. In idle
   * moments, each its own, while the reader types: not as the page loads, for a chat most visitors
   * never use, and not in the question's task, which dates it.
   */
  private readonly prepare = (): void => {
    if (this.prepared) return;
    this.prepared = true;
    onIdle(() => {
      heading(this.transcriptContext);
      formatTime(Date.now(), this.strings.locale);
    });
    for (const warmUp of lexerWarmUps) onIdle(warmUp);
  };

  private readonly handleKeydown = (event: KeyboardEvent): void => {
    this.prepare();
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
    event.preventDefault();
    (event.currentTarget as HTMLTextAreaElement).form?.requestSubmit();
  };

  private readonly handleClose = (): void => {
    void this.launcher.toggle(false);
  };

  /** A suggested question in the welcome slot: any element with `data-question` asks it. */
  private readonly handleSuggestion = (event: Event): void => {
    for (const target of event.composedPath()) {
      if (target === event.currentTarget) return;
      if (target instanceof HTMLElement && target.dataset['question']) {
        void this.send(target.dataset['question']);
        return;
      }
    }
  };

  private readonly handleStop = (): void => {
    this.conversation.stop();
    this.input?.focus();
  };

  /**
   * Starts a question, a new one or a retry, with the log following its answer, and gives the
   * question field the focus once it shows: a retry's button goes with the turn it replaces, and
   * the focus would fall to the page.
   */
  private async start(sending: () => Promise<SendOutcome>): Promise<SendOutcome> {
    this.scroller.pin();
    const outcome = sending();
    await this.host.updateComplete;
    this.input?.focus();
    return outcome;
  }

  private get transcriptContext(): TranscriptContext {
    const {residence, language} = this.requestSettings;
    const disclaimer = this.host.querySelector('[slot="disclaimer"]')?.textContent.trim();
    return {strings: this.strings, residence, language, disclaimer};
  }

  private get allowedImageOrigins(): string[] {
    return this.host.allowImages.split(/\s+/).filter(Boolean);
  }

  /** Says `text` through the polite status region, again even when it is unchanged. */
  private announce(text: string): void {
    const region = this.root.querySelector('[role=status]');
    if (region) region.textContent = region.textContent === text ? `${text}\u00a0` : text;
  }
}
