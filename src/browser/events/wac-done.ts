import type {Source, Usage} from '../../protocol/index.js';

export interface WacDoneDetail {
  /** The question that was answered. */
  question: string;
  /** The whole answer as the API's `done` carries it: the concatenated `delta.content`. */
  answer: string;
  sources: Source[];
  session_id: string;
  /** Token usage, when the service reports it. */
  usage?: Usage;
}

/** Fired once an answer has finished streaming and is rendered. */
export class WacDoneEvent extends Event {
  static readonly eventName = 'wac-done';
  readonly detail: WacDoneDetail;

  constructor(detail: WacDoneDetail) {
    super(WacDoneEvent.eventName, {bubbles: true, composed: true});
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'wac-done': WacDoneEvent;
  }
}
