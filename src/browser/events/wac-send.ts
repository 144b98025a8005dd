import type {AgentRequest} from '../../protocol/index.js';

export interface WacSendDetail {
  /** The question as the user typed it, or as `send()` or a clarification form made it. */
  text: string;
  /** The request body about to be POSTed to `proxy-url`: a copy, changing it changes nothing. */
  request: AgentRequest;
}

/**
 * Fired before a question is sent. Cancelable: `preventDefault()` vetoes the question, which then
 * stays in the input.
 */
export class WacSendEvent extends Event {
  static readonly eventName = 'wac-send';
  readonly detail: WacSendDetail;

  constructor(detail: WacSendDetail) {
    super(WacSendEvent.eventName, {bubbles: true, composed: true, cancelable: true});
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'wac-send': WacSendEvent;
  }
}
