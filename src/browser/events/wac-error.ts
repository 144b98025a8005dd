import type {FailureKind} from '../transport/agent-error.js';

export interface WacErrorDetail {
  /**
   * What went wrong, e.g. `quota`, `network` (the proxy cannot be reached), `offline`,
   * `unavailable`, `interrupted`, `stream-error`; `misconfigured` when the element's own settings
   * forbid sending (nothing was sent).
   */
  kind: FailureKind;
  /** The HTTP status when the request was refused before any answer. */
  status?: number;
  /** The service's error code, when it sent one. */
  code?: string;
  /** The message shown to the user, in the UI language. */
  message: string;
  /** The question that failed. */
  question: string;
  /** Whether part of an answer had arrived (it stays on screen). */
  partial: boolean;
}

/** Fired when a question fails, before or during its answer. */
export class WacErrorEvent extends Event {
  static readonly eventName = 'wac-error';
  readonly detail: WacErrorDetail;

  constructor(detail: WacErrorDetail) {
    super(WacErrorEvent.eventName, {bubbles: true, composed: true});
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'wac-error': WacErrorEvent;
  }
}
