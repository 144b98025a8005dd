/**
 * The browser entry: importing it registers `<wealth-agent-chat>` and exposes its class, events
 * and the protocol types a host page needs.
 */
import './browser/element/define.js';

export {WealthAgentChat} from './browser/element/wealth-agent-chat.js';
export {TAG_NAME, defineWealthAgentChat} from './browser/element/define.js';
export * from './browser/events/index.js';
export {FAILURE_KINDS} from './browser/transport/agent-error.js';
export {VERSION} from './browser/version.js';
export {EFFORTS, LANGUAGES, RESIDENCES} from './protocol/constants.js';
export type {FailureKind} from './browser/transport/agent-error.js';
export type {
  AgentMessage,
  AgentRequest,
  ClarificationQuestion,
  Effort,
  Language,
  Residence,
  Source,
  Usage,
} from './protocol/index.js';
