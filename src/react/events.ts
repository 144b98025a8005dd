// Generated from custom-elements.json by `npm run api` (scripts/generate-api.ts). Edit the
// element's JSDoc instead: `npm test` fails when this file is not what the manifest gives.
import type {EventName} from '@lit/react';
import type {
  WacClarificationEvent,
  WacDoneEvent,
  WacErrorEvent,
  WacFeedbackEvent,
  WacSendEvent,
} from '../browser/events/index.js';

/** The wrapper's event props, each naming the element event it listens to. */
export const EVENTS = {
  /** `{text, request}`, cancelable: before a question is sent; `preventDefault()` vetoes it. */
  onWacSend: 'wac-send' as EventName<WacSendEvent>,
  /** `{question, answer, sources, session_id, usage?}`: once an answer is complete and rendered; on a hidden page, once it is complete. */
  onWacDone: 'wac-done' as EventName<WacDoneEvent>,
  /** `{kind, status?, code?, message, question, partial}`: when a question fails. */
  onWacError: 'wac-error' as EventName<WacErrorEvent>,
  /** `{question, questions}`: when the agent asks for details first. */
  onWacClarification: 'wac-clarification' as EventName<WacClarificationEvent>,
  /** `{index, session_id, rating, comment?, question, answer}`: when the user rates an answer. */
  onWacFeedback: 'wac-feedback' as EventName<WacFeedbackEvent>,
};
