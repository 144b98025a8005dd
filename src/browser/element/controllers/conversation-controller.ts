import {historyWindow} from '../../../protocol/index.js';
import {defined} from '../../../protocol/json.js';
import {WacClarificationEvent} from '../../events/wac-clarification.js';
import {WacDoneEvent} from '../../events/wac-done.js';
import {WacErrorEvent} from '../../events/wac-error.js';
import {WacSendEvent} from '../../events/wac-send.js';
import {AgentRequestError, kindForStreamError} from '../../transport/agent-error.js';
import {streamAgent} from '../../transport/agent-stream.js';
import {explainFailure} from '../config.js';
import {randomSessionId} from '../session-id.js';
import {createTurn, historyOf, settleTurn} from '../turn.js';
import type {AgentEvent, AgentMessage, AgentRequest} from '../../../protocol/index.js';
import type {UiStrings} from '../../i18n/index.js';
import type {RequestSettings} from '../config.js';
import type {Turn} from '../turn.js';
import type {PacingController} from './pacing-controller.js';
import type {ReactiveController, ReactiveControllerHost} from 'lit';

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

/**
 * The conversation: its turns, its session, and the one stream in flight. What arrives is rendered
 * when its {@link PacingController} decides.
 */
export class ConversationController implements ReactiveController {
  private turnList: Turn[] = [];
  private nextId = 1;
  private generatedSessionId = randomSessionId();
  private abortController: AbortController | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & EventTarget,
    private readonly source: ConversationSource,
    private readonly pacing: PacingController,
  ) {
    host.addController(this);
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
    return historyWindow(historyOf(this.turnList), this.source.settings().historyTurns);
  }

  hostDisconnected(): void {
    this.stop();
  }

  /** Asks `rawText`; with `replacing`, that turn gives way to the new one once the page allows it. */
  async send(rawText: string, replacing?: number): Promise<SendOutcome> {
    const text = rawText.trim();
    if (text === '') return 'empty';
    if (this.busy) return 'busy';
    const settings = this.source.settings();
    if (settings.problem) {
      // No turn, no request: only the page is told.
      this.host.dispatchEvent(
        new WacErrorEvent({
          kind: 'misconfigured',
          message: this.source.strings().errors.misconfigured,
          question: text,
          partial: false,
        }),
      );
      return 'misconfigured';
    }
    const all = [...historyOf(this.turnList, replacing), {role: 'user' as const, content: text}];
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
      settleTurn(turn, end, seen.done);
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
    // rest of the answer is rendered once the page is shown.
    this.host.requestUpdate();
    await this.pacing.settled();
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
    this.pacing.shownFrom = turns.length;
    this.nextId = Math.max(0, ...turns.map((turn) => turn.id)) + 1;
    this.generatedSessionId = sessionId;
    this.host.requestUpdate();
  }

  /** Applies one event to the turn; returns true for `done`. */
  private apply(turn: Turn, event: AgentEvent): boolean {
    switch (event.type) {
      case 'delta':
        turn.answer += event.content;
        break;
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
        break;
      case 'metadata':
        if (event.sources.length > 0) turn.sources = event.sources;
        if (event.usage) turn.usage = event.usage;
        break;
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
    // An answer's text, its reasoning or its sources: shown at the render the pace allows.
    this.pacing.schedule();
    return false;
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
      case 'error': {
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
      default:
        return 'stopped';
    }
  }
}
