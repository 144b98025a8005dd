import {LitElement, html, nothing} from 'lit';
import type {PropertyDeclarations} from 'lit';
import {DEFAULT_HISTORY_TURNS, DEFAULT_RESIDENCE, isEffort} from '../../protocol/index.js';
import {stringsFor} from '../i18n/index.js';
import {MarkdownStream} from '../markdown/index.js';
import {ActionsController} from './controllers/actions-controller.js';
import {ConversationController} from './controllers/conversation-controller.js';
import {LauncherController} from './controllers/launcher-controller.js';
import {PersistenceController} from './controllers/persistence-controller.js';
import {ScrollController} from './controllers/scroll-controller.js';
import {renderActions, renderTime, renderToolbar} from './templates/actions.js';
import {renderClarification} from './templates/clarification.js';
import {renderComposer} from './templates/composer.js';
import {renderFailure, renderUnavailable} from './templates/failure.js';
import {renderLauncher} from './templates/launcher.js';
import {renderFootnotes} from './templates/print.js';
import {renderSources} from './templates/sources.js';
import {renderThinking} from './templates/thinking.js';
import {announcement} from './announcement.js';
import {languageOf, reportProblem, resolveConfig} from './config.js';
import {heading, transcript} from './transcript.js';
import {itemView} from '../item-view.js';
import {VERSION} from '../version.js';
import {actions} from './styles/actions.js';
import {clarification} from './styles/clarification.js';
import {composer} from './styles/composer.js';
import {controls} from './styles/controls.js';
import {launcher} from './styles/launcher.js';
import {markdown} from './styles/markdown.js';
import {print} from './styles/print.js';
import {shell} from './styles/shell.js';
import {sources} from './styles/sources.js';
import {thinking} from './styles/thinking.js';
import {tokens} from './styles/tokens.js';
import {warn} from './warn.js';
import type {AgentMessage, Effort, Language, Residence} from '../../protocol/index.js';
import type {UiStrings} from '../i18n/index.js';
import type {RequestSettings, SendOutcome} from './controllers/conversation-controller.js';
import type {Turn} from './turn.js';
import type {TranscriptContext, TranscriptFormat} from './transcript.js';

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
export class WealthAgentChat extends LitElement {
  /** By concern, in cascade order: later partials win ties, print last. */
  static override styles = [
    tokens,
    shell,
    markdown,
    thinking,
    sources,
    clarification,
    controls,
    composer,
    launcher,
    actions,
    print,
  ];

  /**
   * The reactive properties and their attributes. Declared here rather than with decorators: the
   * decorators' runtime costs the script-tag bundle about 0.5 KB min+gzip (issue 7's budget).
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

  // Controllers get closures over what they need, so it all stays private here.
  private readonly conversation = new ConversationController(this, {
    settings: () => this.requestSettings,
    strings: () => this.strings,
  });
  private readonly scroller = new ScrollController(this, () => this.log);
  private readonly launcher = new LauncherController(
    this,
    () => this.partElement('launcher'),
    () => this.input,
  );
  private readonly actions = new ActionsController(
    this,
    this.conversation,
    () => this.strings,
    (text) => {
      this.announce(text);
    },
  );
  private readonly internals = this.attachInternals();
  private readonly markdown = new WeakMap<Turn, MarkdownStream>();
  private wasBusy = false;

  /**
   * The rendered element of a part, looked up on each read as Lit's `@query` does; `undefined`
   * before the first render, when there is no render root yet.
   */
  private partElement(name: string): HTMLElement | undefined {
    const root = this.renderRoot as ParentNode | undefined;
    return root?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? undefined;
  }

  private get log(): HTMLElement | undefined {
    return this.partElement('log');
  }

  private get input(): HTMLTextAreaElement | undefined {
    return this.partElement('input') as HTMLTextAreaElement | undefined;
  }

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
   * interface's. Default: the nearest `lang` (element, ancestors, document) if supported, else `fr`.
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
    // It hooks itself to the element's updates; nothing calls it.
    new PersistenceController(this, this.conversation);
  }

  /** The conversation as the next request would send it: `{role, content}` pairs, a copy. */
  get messages(): AgentMessage[] {
    return this.conversation.history;
  }

  /** What the conversation controller reads at each request. */
  private get requestSettings(): RequestSettings {
    return {
      ...resolveConfig(this, this),
      effort: this.effortValue,
      extendedThinking: this.extendedThinking,
      sessionId: this.sessionId || undefined,
      historyTurns: this.historyTurns > 0 ? this.historyTurns : DEFAULT_HISTORY_TURNS,
    };
  }

  /** The interface strings in the current language. */
  private get strings(): UiStrings {
    return stringsFor(languageOf(this.language, this));
  }

  private get effortValue(): Effort | null {
    const value = this.effort?.trim();
    if (!value || value === 'auto') return null;
    if (isEffort(value)) return value;
    warn('effort', `effort="${value}" is not supported: using "auto".`);
    return null;
  }

  override updated(): void {
    const problem = this.requestSettings.problem;
    if (problem) reportProblem(problem);
    const turns = this.conversation.turns;
    const last = turns.at(-1);
    const busy = this.conversation.busy;
    this.toggleState('streaming', busy);
    this.toggleState('error', last?.status === 'error');
    this.toggleState('empty', turns.length === 0);
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
    if (last.status === 'clarification') {
      this.renderRoot.querySelector<HTMLElement>('.clarification :is(input, select)')?.focus();
    }
  }

  /**
   * Sends a question as if the user had typed it. Resolves once its answer finished, failed or
   * was stopped; does nothing while another answer streams.
   */
  async send(text: string): Promise<void> {
    await this.ask(text);
  }

  /** Stops the answer in flight; what already arrived stays. */
  stop(): void {
    this.conversation.stop();
  }

  /** Starts a new conversation: clears the messages, the stored copy, and renews the session id. */
  reset(): void {
    this.conversation.reset();
  }

  /**
   * The conversation as a dated document, for filing: `'markdown'` (answers as written, `[n]`
   * citations, each answer's sources as a footnote list) or `'text'`.
   */
  exportTranscript(format: TranscriptFormat = 'markdown'): string {
    return transcript(this.conversation.turns, format, this.transcriptContext);
  }

  override render() {
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
      this.allowImages,
      this.conversation.busy,
      this.actions.copied,
      this.actions.commenting,
    ];
    const shell = html`<div class="shell" lang=${strings.locale}>
      <div class="header">
        <slot name="header"></slot>
        ${turns.length ? renderToolbar(strings, this.actions) : nothing}
        <p class="print-only">${heading(this.transcriptContext)}</p>
      </div>
      <div
        part="log"
        class="log"
        role="log"
        aria-live="off"
        aria-label=${strings.conversationLabel}
        tabindex="0"
      >
        ${turns.length === 0 && !unavailable ? this.renderWelcome(strings) : nothing}
        ${
          // Made latest first, so that a render's budget goes to the turns on screen, at the
          // bottom, before older ones: a restored conversation fills from where the reader is.
          [...turns]
            .reverse()
            .map((turn, i) =>
              turns.length - i <= this.conversation.shownFrom
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
    return this.layout === 'launcher'
      ? renderLauncher(shell, strings, this.launcher.open, this.handleToggle)
      : shell;
  }

  private renderWelcome(strings: UiStrings) {
    return html`<div class="welcome" @click=${this.handleSuggestion}>
      <slot name="welcome">
        <p class="welcome-title">${strings.welcomeTitle}</p>
        <p>${strings.welcomeText}</p>
      </slot>
    </div>`;
  }

  /**
   * A turn that Lit skips while nothing it shows changed: with 50 turns before it, each render of a
   * streamed answer walked all 50 (2.5 ms a render). An answer not yet whole is rendered at once, in
   * the order the turns come here, latest first: the render budget goes to the turns on screen
   * before older ones.
   */
  private turnView(turn: Turn, strings: UiStrings, reads: readonly unknown[]) {
    const view =
      turn.answer && !this.markdown.get(turn)?.whole ? this.renderTurn(turn, strings) : undefined;
    const key = [...(Object.values(turn) as unknown[]), ...reads, view];
    return itemView(
      turn,
      () => key,
      () => view ?? this.renderTurn(turn, strings),
    );
  }

  private renderTurn(turn: Turn, strings: UiStrings) {
    const streaming = turn.status === 'streaming';
    return html`<div part="message user-message" class="message user">
        <span class="visually-hidden">${strings.you}: </span
        ><span class="text">${turn.question}</span>${renderTime(turn.asked, strings)}
      </div>
      <div
        part="message assistant-message"
        class="message assistant"
        aria-busy=${streaming ? 'true' : 'false'}
      >
        <span class="visually-hidden">${strings.assistant}: </span>
        ${renderThinking(turn, strings)}
        <div class="answer">${this.renderAnswer(turn, strings)}</div>
        ${
          streaming && turn.answer === '' && turn.thinking === ''
            ? html`<div class="typing"><span></span><span></span><span></span></div>`
            : nothing
        }
        ${turn.status === 'stopped' ? html`<p class="status">${strings.stopped}</p>` : nothing}
        ${renderSources(turn.sources, strings)} ${renderFootnotes(turn.sources, strings)}
        ${renderActions(
          turn,
          strings,
          this.actions,
          turn === this.conversation.turns.at(-1) ? () => void this.handleRetry(turn) : undefined,
        )}
        ${renderClarification(turn, strings, this.conversation.busy, (message) => void this.ask(message))}
        ${renderFailure(turn, strings, !this.conversation.busy, () => void this.handleRetry(turn))}
      </div>`;
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
    return stream.update(turn.answer, {
      final: turn.status !== 'streaming',
      budget: this.conversation.budget,
    });
  }

  private readonly handleSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    const input = this.input;
    if (!input || this.conversation.busy) return;
    const text = input.value;
    if (text.trim() === '') return;
    input.value = '';
    void this.ask(text).then((outcome) => {
      // Nothing came back for this question: give it back to the user rather than lose it.
      const lost = ['failed-before-answer', 'vetoed', 'misconfigured'].includes(outcome);
      if (lost && input.value === '') input.value = text;
      if (outcome === 'misconfigured') this.announce(this.strings.errors.misconfigured);
    });
  };

  private readonly handleKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
    event.preventDefault();
    (event.currentTarget as HTMLTextAreaElement).form?.requestSubmit();
  };

  private readonly handleToggle = (): void => {
    void this.launcher.toggle();
  };

  /** A suggested question in the welcome slot: any element with `data-question` asks it. */
  private readonly handleSuggestion = (event: Event): void => {
    for (const target of event.composedPath()) {
      if (target === event.currentTarget) return;
      if (target instanceof HTMLElement && target.dataset['question']) {
        void this.ask(target.dataset['question']);
        return;
      }
    }
  };

  private readonly handleStop = (): void => {
    this.conversation.stop();
    this.input?.focus();
  };

  private async handleRetry(turn: Turn): Promise<void> {
    this.scroller.pin();
    const retrying = this.conversation.retry(turn.id);
    // The button goes with the turn it replaces: focus would fall to the page.
    await this.updateComplete;
    this.input?.focus();
    await retrying;
  }

  private async ask(text: string): Promise<SendOutcome> {
    this.scroller.pin();
    const sending = this.conversation.send(text);
    await this.updateComplete;
    this.input?.focus();
    return sending;
  }

  private get transcriptContext(): TranscriptContext {
    const {residence, language, strings} = {...this.requestSettings, strings: this.strings};
    const disclaimer = this.querySelector('[slot="disclaimer"]')?.textContent.trim();
    return {strings, residence, language, disclaimer};
  }

  private get allowedImageOrigins(): string[] {
    return this.allowImages.split(/\s+/).filter(Boolean);
  }

  /** Says `text` through the polite status region, again even when it is unchanged. */
  private announce(text: string): void {
    const region = this.renderRoot.querySelector('[role=status]');
    if (region) region.textContent = region.textContent === text ? `${text}\u00a0` : text;
  }

  private toggleState(state: string, on: boolean): void {
    try {
      if (on) this.internals.states.add(state);
      else this.internals.states.delete(state);
    } catch {
      // Browsers before CustomStateSet: the states are a styling aid, never required.
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'wealth-agent-chat': WealthAgentChat;
  }
}

export type {Effort, Language, Residence};
