export interface WacFeedbackDetail {
  /** The position of the answer in the conversation, from 0. */
  index: number;
  session_id: string;
  rating: 'up' | 'down';
  /** The user's own words, given only with a thumbs down and only when typed. */
  comment?: string;
  /** The question that was answered. */
  question: string;
  /** The answer rated, as the API sent it. */
  answer: string;
}

/**
 * Fired when the user rates an answer. The element sends nothing to any server on its own: the page
 * or its proxy records the feedback.
 */
export class WacFeedbackEvent extends Event {
  static readonly eventName = 'wac-feedback';
  readonly detail: WacFeedbackDetail;

  constructor(detail: WacFeedbackDetail) {
    super(WacFeedbackEvent.eventName, {bubbles: true, composed: true});
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'wac-feedback': WacFeedbackEvent;
  }
}
