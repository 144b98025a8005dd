import {historyWindow} from '../../../protocol/index.js';
import {defined} from '../../../protocol/json.js';
import {WacClarificationEvent} from '../../events/wac-clarification.js';
import {WacDoneEvent} from '../../events/wac-done.js';
import {WacErrorEvent} from '../../events/wac-error.js';
import {WacSendEvent} from '../../events/wac-send.js';
import {AgentRequestError, kindForStreamError} from '../../transport/agent-error.js';
import {streamAgent} from '../../transport/agent-stream.js';
import type {StreamEnd} from '../../transport/agent-stream.js';
import {whenShown, yieldToBrowser} from '../../scheduler.js';
import {explainFailure} from '../config.js';
import {randomSessionId} from '../session-id.js';
import {assistantContent, createTurn} from '../turn.js';
import {RenderPace} from '../render-pace.js';
import {KeyFrameController} from './key-frame-controller.js';
import type {
  AgentEvent,
  AgentMessage,
  AgentRequest,
  Effort,
  Language,
  Residence,
} from '../../../protocol/index.js';
import type {UiStrings} from '../../i18n/index.js';
import type {ConfigProblem} from '../config.js';
import type {RenderBudget} from '../../markdown/stream.js';
import type {Turn} from '../turn.js';
import type {ReactiveController, ReactiveControllerHost} from 'lit';

/** The element's settings, read at the moment of each request. */
export interface RequestSettings {
  proxyUrl: string;
  residence: Residence;
  language: Language;
  effort: Effort | null;
  extendedThinking: boolean;
  sessionId: string | undefined;
  historyTurns: number;
  /** Set when the element must not send at all: a missing `proxy-url`, an unknown residence. */
  problem: ConfigProblem | undefined;
}

/** What the conversation reads from its element, passed in so that it stays private there. */
export interface ConversationSource {
  settings: () => RequestSettings;
  strings: () => UiStrings;
}

/** How a `send` ended, so the element can give a question back to the input when nothing came. */
export type SendOutcome =
  | 'answered'
  | 'vetoed'
  | 'misconfigured'
  | 'busy'
  | 'empty'
  | 'stopped'
  | 'clarification'
  | 'failed-before-answer'
  | 'failed';

/** Turns of a restored conversation rendered at once, its latest first. */
const TURNS = 4;

/**
 * Milliseconds between the renders that arriving deltas ask for on a visible page: 20 a second
 * keep the text flowing, and a 30 KB answer at a fast model's pace cost the page's main thread 40 %
 * less than a render per frame (4.0 s against 2.5 s in `npm run bench`), layout and paint included
 * (issue 17). A render that left text for later still goes on at the next frame.
 */
const STREAM_RENDER_MS = 50;

/**
 * Characters of a render above which the stream outruns any reader: about a line. A stream that
 * fast (2 KB a second and more; the bench's fast model sends 3) renders at half the rate, each
 * render still adding two lines or more: most of a render's cost is the frame's own (layout, paint),
 * whatever it adds, and the paced 30 KB answer's busy time fell by 17 % (issue 17). A model at a
 * usual pace (a few hundred characters a second) still renders 20 times a second.
 */
const LINE = 100;

/**
 * The conversation: its turns, its session, and the one stream in flight. Renders at most once per
 * frame however many events arrive (a stream, at most every {@link STREAM_RENDER_MS}), and never
 * more than a {@link budget} of answer text at once, as much as its {@link RenderPace} allows: the
 * rest follows in later renders, each after yielding to the browser, so no task nears 50 ms.
 */
export class ConversationController implements ReactiveController {
  private turnList: Turn[] = [];
  private nextId = 1;
  private generatedSessionId = randomSessionId();
  private abortController: AbortController | undefined;
  private pending = false;
  /** When the last render began, for {@link STREAM_RENDER_MS} and the pace. */
  private renderedAt = 0;
  private readonly pace = new RenderPace();
  /** What the last render's budget allowed, and then how much of it that render showed. */
  private allowed = 0;
  private shownChars = 0;
  /** Which frame paints a key press: renders stay out of it. */
  private readonly keys: KeyFrameController;
  /** What the render under way may still spend on answers; renewed before each render. */
  budget: RenderBudget = {chars: this.pace.chars};
  /**
   * Turns before this index are not rendered yet: a restored conversation shows none in the task
   * that restores it, then its latest turns, then older ones a few per render (50 turns at once
   * took one task of 60 ms, measured).
   */
  shownFrom = 0;

  constructor(
    private readonly host: ReactiveControllerHost & EventTarget,
    private readonly source: ConversationSource,
  ) {
    host.addController(this);
    this.keys = new KeyFrameController(host);
  }

  get turns(): readonly Turn[] {
    return this.turnList;
  }

  get busy(): boolean {
    return this.abortController !== undefined;
  }

  get sessionId(): string {
    return this.source.settings().sessionId || this.generatedSessionId;
  }

  /** The history as the next request would send it, before the new question. */
  get history(): AgentMessage[] {
    return historyWindow(this.fullHistory(), this.source.settings().historyTurns);
  }

  hostDisconnected(): void {
    this.stop();
  }

  hostUpdate(): void {
    this.allowed = this.pace.chars;
    this.budget = {chars: this.allowed};
    this.renderedAt = performance.now();
  }

  /**
   * A render that left answer text or turns for later renders again once the browser had its turn.
   * Older turns wait until the newer ones are whole: they are off screen, above them. The latest
   * comes alone, in a frame of its own: its render runs code a freshly loaded page has not compiled
   * yet (measured on a restore of 200,000 characters: a first task of 55–100 ms with 4 turns in the
   * restoring task, 45–50 ms like this).
   */
  hostUpdated(): void {
    // A budget overspent by text that fit (no answer behind) went below zero: all of it was shown.
    this.shownChars = this.allowed - Math.max(0, this.budget.chars);
    this.pace.record(this.shownChars, performance.now() - this.renderedAt);
    if (this.shownFrom > 0 && !this.budget.behind) {
      const turns = this.shownFrom < this.turnList.length ? TURNS : 1;
      this.shownFrom = Math.max(0, this.shownFrom - turns);
      this.budget.behind = true;
    }
    if (this.budget.behind) this.scheduleRender();
  }

  /** Asks `rawText`; with `replacing`, that turn gives way to the new one once the page allows it. */
  async send(rawText: string, replacing?: number): Promise<SendOutcome> {
    const text = rawText.trim();
    if (text === '') return 'empty';
    if (this.busy) return 'busy';
    const settings = this.source.settings();
    if (settings.problem) return this.refuse(text);
    const all = [...this.fullHistory(replacing), {role: 'user' as const, content: text}];
    const request: AgentRequest = {
      messages: historyWindow(all, settings.historyTurns),
      session_id: this.sessionId,
      residence: settings.residence,
      language: settings.language,
      extended_thinking: settings.extendedThinking,
      effort: settings.effort,
    };
    const event = new WacSendEvent({text, request: structuredClone(request)});
    if (!this.host.dispatchEvent(event)) return 'vetoed';

    for (const turn of this.turnList) if (turn.status === 'clarification') turn.clarified = true;
    const turn = createTurn(this.nextId++, text);
    this.turnList = [...this.turnList.filter((item) => item.id !== replacing), turn];
    const controller = new AbortController();
    this.abortController = controller;
    this.host.requestUpdate();

    // Written from the event callback: an object, so the check after the await is not narrowed away.
    const seen = {done: false, event: false};
    try {
      const end = await streamAgent({
        url: settings.proxyUrl,
        body: request,
        signal: controller.signal,
        // One per call of send(): a retry and a clarification answer are new actions and go
        // through here again, while a second click is refused above as 'busy' before any request.
        idempotencyKey: randomSessionId(),
        onEvent: (agentEvent) => {
          seen.event = true;
          if (this.apply(turn, agentEvent)) seen.done = true;
        },
      });
      settle(turn, end, seen.done);
    } catch (error) {
      const failure = error instanceof AgentRequestError ? error : new AgentRequestError('network');
      // Lost after the answer began (an instance behind the load balancer died): the network
      // worked, the answer was cut.
      turn.failure =
        failure.kind === 'network' && seen.event ? new AgentRequestError('interrupted') : failure;
      explainFailure(turn.failure, settings.proxyUrl);
      turn.status = 'error';
    } finally {
      turn.answered = Date.now();
      if (this.abortController === controller) this.abortController = undefined;
    }
    // Outcome events fire once the element is idle and the whole answer rendered, so that a listener
    // sees the final state and can ask the next question at once; on a hidden page, at once: the
    // rest of the answer is rendered once the page is shown (see scheduleRender).
    this.host.requestUpdate();
    while ((await this.host.updateComplete, this.budget.behind && !document.hidden)) {
      await yieldToBrowser();
    }
    return this.announce(turn);
  }

  /** Aborts the answer in flight; what arrived stays on screen. */
  stop(): void {
    this.abortController?.abort();
  }

  /**
   * Re-asks a turn's question as a new action (one request), replacing that turn: a failed turn
   * (retry), or the last answer (regenerate), whose later context would otherwise not match.
   */
  async retry(turnId: number): Promise<SendOutcome> {
    const turn = this.turnList.find((item) => item.id === turnId);
    if (!turn || (turn.status !== 'error' && turn !== this.turnList.at(-1)) || this.busy) {
      return 'busy';
    }
    return this.send(turn.question, turnId);
  }

  /** Forgets every turn and starts a new session. */
  reset(): void {
    this.restore();
  }

  /** Replaces the conversation with stored turns and their session, or with a new, empty one. */
  restore(turns: Turn[] = [], sessionId = randomSessionId()): void {
    this.stop();
    this.turnList = turns;
    this.shownFrom = turns.length;
    this.nextId = Math.max(0, ...turns.map((turn) => turn.id)) + 1;
    this.generatedSessionId = sessionId;
    this.host.requestUpdate();
  }

  /** The history before windowing: the window is applied once, with the new question in it. */
  private fullHistory(leaving?: number): AgentMessage[] {
    return this.turnList.flatMap((turn): AgentMessage[] => {
      const content = turn.id === leaving ? undefined : assistantContent(turn);
      return content === undefined
        ? []
        : [
            {role: 'user', content: turn.question},
            {role: 'assistant', content},
          ];
    });
  }

  /** Applies one event to the turn; returns true for `done`. */
  private apply(turn: Turn, event: AgentEvent): boolean {
    switch (event.type) {
      case 'delta':
        turn.answer += event.content;
        this.scheduleRender();
        return false;
      case 'thinking':
        // A new phase or step is a new paragraph, whatever whitespace the service sent between them.
        if (
          turn.thinking &&
          ((event.phase ?? turn.phase) !== turn.phase || (event.step ?? turn.step) !== turn.step)
        ) {
          turn.thinking = turn.thinking.trimEnd() + '\n\n';
        }
        turn.thinking += event.thinking;
        if (event.phase !== undefined) turn.phase = event.phase;
        if (event.step !== undefined) turn.step = event.step;
        this.scheduleRender();
        return false;
      case 'metadata':
        if (event.sources.length > 0) turn.sources = event.sources;
        if (event.usage) turn.usage = event.usage;
        this.scheduleRender();
        return false;
      case 'done':
        // Only when no delta came: the API defines the answer as the deltas' concatenation.
        if (turn.answer === '' && event.content) turn.answer = event.content;
        return true;
      case 'error':
        turn.failure = new AgentRequestError(kindForStreamError(event.error), event.error);
        turn.status = 'error';
        this.stop();
        return false;
      case 'clarification':
        if (event.questions.length === 0) return false;
        turn.clarification = event.questions;
        turn.status = 'clarification';
        return false;
      case 'ignored':
        return false;
    }
  }

  /**
   * Renders once the browser had its turn, for all the events that came meanwhile: a burst of 20,000
   * deltas is one render, not 20,000; a stream, at most one every {@link STREAM_RENDER_MS} on a
   * visible page. A hidden page renders nothing until it is shown, then a budget per frame: what it
   * rendered while hidden, the browser styled and laid out all at once in its first frame once
   * shown (measured: tasks of 30–124 ms).
   */
  private scheduleRender(): void {
    if (this.pending) return;
    this.pending = true;
    const wait =
      (this.shownChars > LINE ? 2 * STREAM_RENDER_MS : STREAM_RENDER_MS) -
      (performance.now() - this.renderedAt);
    const due = document.hidden
      ? whenShown()
      : wait > 0 && !this.budget.behind
        ? new Promise((resolve) => setTimeout(resolve, wait))
        : undefined;
    // A frame, not `yieldToBrowser`, which goes on when the page is hidden meanwhile: a render
    // waits until the page is shown.
    void Promise.resolve(due)
      .then(() => new Promise<number>(requestAnimationFrame))
      // The frame that paints a key press paints it alone. The next frame is not checked again: a
      // held key repeats about every other frame and would hold the answer back for good.
      .then((time) => (this.keys.paintsKey(time) ? new Promise(requestAnimationFrame) : undefined))
      .then(() => {
        this.pending = false;
        this.host.requestUpdate();
      });
  }

  /** Fires the event that tells the page how the turn ended. */
  private announce(turn: Turn): SendOutcome {
    switch (turn.status) {
      case 'done':
        this.host.dispatchEvent(
          new WacDoneEvent(
            defined({
              question: turn.question,
              answer: turn.answer,
              sources: turn.sources.map((source) => ({...source})),
              session_id: this.sessionId,
              usage: turn.usage && {...turn.usage},
            }),
          ),
        );
        return 'answered';
      case 'clarification':
        this.host.dispatchEvent(
          new WacClarificationEvent({
            question: turn.question,
            questions: turn.clarification.map((item) => ({...item, options: [...item.options]})),
          }),
        );
        return 'clarification';
      case 'error':
        return this.announceFailure(turn);
      default:
        return 'stopped';
    }
  }

  /** A question the settings forbid to send: no turn, no request, only the page is told. */
  private refuse(question: string): SendOutcome {
    this.host.dispatchEvent(
      new WacErrorEvent({
        kind: 'misconfigured',
        message: this.source.strings().errors.misconfigured,
        question,
        partial: false,
      }),
    );
    return 'misconfigured';
  }

  private announceFailure(turn: Turn): SendOutcome {
    const failure = turn.failure ?? new AgentRequestError('network');
    const partial = turn.answer !== '';
    this.host.dispatchEvent(
      new WacErrorEvent(
        defined({
          kind: failure.kind,
          status: failure.status,
          code: failure.info.code,
          message: this.source.strings().errors[failure.kind],
          question: turn.question,
          partial,
        }),
      ),
    );
    return partial ? 'failed' : 'failed-before-answer';
  }
}

/** How a stream that did not throw ended for its turn: answered, stopped, cut short, or as it said. */
const settle = (turn: Turn, end: StreamEnd, sawDone: boolean): void => {
  if (turn.status === 'error' || turn.status === 'clarification') return;
  if (end === 'aborted') {
    turn.status = 'stopped';
  } else if (sawDone) {
    turn.status = 'done';
  } else {
    turn.failure = new AgentRequestError('interrupted');
    turn.status = 'error';
  }
};
