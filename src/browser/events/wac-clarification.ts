import type {ClarificationQuestion} from '../../protocol/index.js';

export interface WacClarificationDetail {
  /** The question the agent needs more details for. */
  question: string;
  /** What the agent asks, normalised: `{id, question, options}`. */
  questions: ClarificationQuestion[];
}

/** Fired when the agent asks for details before answering; the element shows a form. */
export class WacClarificationEvent extends Event {
  static readonly eventName = 'wac-clarification';
  readonly detail: WacClarificationDetail;

  constructor(detail: WacClarificationDetail) {
    super(WacClarificationEvent.eventName, {bubbles: true, composed: true});
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'wac-clarification': WacClarificationEvent;
  }
}
