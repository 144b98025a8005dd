import {readClarification, readSources} from '../../../protocol/index.js';
import {isObject} from '../../../protocol/json.js';
import {AgentRequestError, FAILURE_KINDS} from '../../transport/agent-error.js';
import {warn} from '../warn.js';
import {createTurn} from '../turn.js';
import type {FailureKind} from '../../transport/agent-error.js';
import type {ConversationController} from './conversation-controller.js';
import type {Turn} from '../turn.js';
import type {ReactiveController, ReactiveControllerHost} from 'lit';

/** The version of the stored format; data of any other version is left alone. */
const VERSION = 1;

/**
 * The most a stored conversation may take, in UTF-16 code units (twice as many bytes): the oldest
 * turns are dropped to fit, and a larger value found in storage is not ours and is ignored. Well
 * under the 5 MB most browsers give an origin, which the host page shares.
 * @internal
 */
export const MAX_STORED = 200_000;

/** The storage key of a conversation: one per `storage-key`, e.g. one per signed-in user. */
export const storageName = (storageKey: string): string =>
  `wealth-agent-chat:${storageKey || 'default'}`;

/** What the persistence reads from its element. */
export interface PersistenceHost extends ReactiveControllerHost {
  readonly persist: string;
  readonly storageKey: string;
}

/** A stored turn back as a turn; one that was streaming when the page went shows as cut short. */
const readTurn = (item: unknown, index: number): Turn[] => {
  if (!isObject(item) || typeof item['question'] !== 'string') return [];
  const {asked, answered, answer, status, failure, rating} = item;
  const turn = createTurn(index + 1, item['question'], Number(asked) || 0);
  if (typeof answered === 'number') turn.answered = answered;
  if (typeof answer === 'string') turn.answer = answer;
  if (rating === 'up' || rating === 'down') turn.rating = rating;
  turn.sources = readSources(item);
  turn.clarification = readClarification({questions: item['clarification']});
  turn.clarified = item['clarified'] === true;
  turn.status =
    status === 'done' ||
    status === 'stopped' ||
    (status === 'clarification' && turn.clarification[0])
      ? status
      : 'error';
  if (turn.status === 'error') {
    turn.failure = new AgentRequestError(
      FAILURE_KINDS.includes(failure as FailureKind) ? (failure as FailureKind) : 'interrupted',
    );
  }
  return [turn];
};

/** The stored conversation, or `undefined` with a dev warning when what is there is not one. */
const read = (raw: string): {turns: Turn[]; sessionId: string} | undefined => {
  try {
    const data: unknown = raw.length <= MAX_STORED && JSON.parse(raw);
    if (isObject(data) && data['v'] === VERSION && typeof data['session_id'] === 'string') {
      return {turns: [data['turns']].flat().flatMap(readTurn), sessionId: data['session_id']};
    }
  } catch {
    // Falls through to the warning: a corrupt value must never break the chat.
  }
  warn('stored', 'the stored conversation is corrupt, foreign or too large: ignored.');
  return undefined;
};

/**
 * Keeps the conversation (messages, sources, times, ratings, `session_id`) in `sessionStorage` or
 * `localStorage` when `persist` asks for it, under a key scoped by `storage-key`; writes when a
 * turn starts or ends and when the page goes, so a reload mid-answer finds it interrupted.
 */
export class PersistenceController implements ReactiveController {
  private key: string | undefined;
  private saved = '';
  private leaving = false;

  constructor(
    private readonly host: PersistenceHost,
    private readonly conversation: ConversationController,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    addEventListener('pagehide', this.page);
    addEventListener('pageshow', this.page);
  }

  hostDisconnected(): void {
    removeEventListener('pagehide', this.page);
    removeEventListener('pageshow', this.page);
    this.save();
  }

  /** Loads the stored conversation before the first render, and again when the key changes. */
  hostUpdate(): void {
    const storage = this.storage;
    const key = storage && storageName(this.host.storageKey);
    if (key === this.key) return;
    const switched = this.key !== undefined;
    this.key = key;
    const raw = storage && key && this.access(() => storage.getItem(key));
    const stored = raw ? read(raw) : undefined;
    // Another user's key must never show the previous user's conversation.
    if (stored || switched) this.conversation.restore(stored?.turns, stored?.sessionId);
    this.saved = this.signature;
  }

  hostUpdated(): void {
    if (!this.leaving && this.signature !== this.saved) this.save();
  }

  /**
   * Saves as the page goes, then writes no more until it shows again: the unload aborts the stream,
   * and its failure would overwrite the answer in flight, which must come back as interrupted.
   */
  private readonly page = (event: Event): void => {
    this.leaving = false;
    if (event.type !== 'pagehide') return;
    this.save();
    this.leaving = true;
  };

  /** Writes the conversation, oldest turns dropped to fit; an empty conversation removes the key. */
  private readonly save = (): void => {
    const storage = this.storage;
    const key = this.key;
    this.saved = this.signature;
    if (!storage || !key) return;
    // Thinking is not kept: it can be long, and the history never sends it back. Each turn is
    // serialized once: the whole history again for each turn dropped took one task of 60-90 ms as
    // an answer ended below 50 turns at the bound.
    const turns = this.conversation.turns.map(({failure, ...turn}) =>
      JSON.stringify({...turn, thinking: undefined, failure: failure?.kind}),
    );
    // The whole as JSON.stringify writes it, the turns put in its empty list, the oldest dropped
    // until it fits.
    const head = JSON.stringify({
      v: VERSION,
      session_id: this.conversation.sessionId,
      turns: [],
    }).slice(0, -2);
    let raw;
    while ((raw = `${head}${turns.join()}]}`).length > MAX_STORED && turns.shift());
    this.access(() => {
      if (turns[0]) storage.setItem(key, raw);
      else storage.removeItem(key);
    });
  };

  private get storage(): Storage | undefined {
    const {persist} = this.host;
    if (persist !== 'local' && persist !== 'session') {
      if (persist && persist !== 'none')
        warn('persist', `persist="${persist}" is not supported: using "none".`);
      return undefined;
    }
    return this.access(() => (persist === 'local' ? localStorage : sessionStorage));
  }

  /** What changes when a write is due: a turn added, settled, rated or removed, or a new session. */
  private get signature(): string {
    return `${this.conversation.sessionId} ${this.conversation.turns
      .map((turn) => `${turn.id}${turn.status}${turn.rating ?? ''}`)
      .join()}`;
  }

  /** Storage throws when it is blocked (sandboxed frames, privacy settings) or full. */
  private access<T>(action: () => T): T | undefined {
    try {
      return action();
    } catch (error) {
      warn('storage', String(error));
      return undefined;
    }
  }
}
