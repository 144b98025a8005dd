// Generated from custom-elements.json by `npm run api` (scripts/generate-api.ts). Edit the
// element's JSDoc instead: `npm test` fails when this file is not what the manifest gives.
import type {Effort, Language, Residence} from '../../protocol/index.js';
import type {WealthAgentChat} from '../element/wealth-agent-chat.js';
import type {
  WacClarificationEvent,
  WacDoneEvent,
  WacErrorEvent,
  WacFeedbackEvent,
  WacSendEvent,
} from '../events/index.js';

/** The element's attributes as written in markup (kebab-case). */
export interface WealthAgentChatAttributes {
  /** Required: your proxy endpoint, POSTed the agent request body (never a key). Missing, nothing is sent: the chat shows a notice, the console an error. */
  'proxy-url'?: string;
  /** Tax residence the answers adapt to: `fr ch it be lu de es pt gb mc gr ad nl us mu ma intl`. Default `fr`; aliases (`uk`) are read with a warning; an unknown value is never replaced: nothing is sent, the chat shows a notice, the console an error. */
  residence?: Residence;
  /** `fr en de es it pt`, or a BCP 47 tag of one (`en-GB`): the answers' language and the interface's. Default: the nearest `lang` (element, ancestors, document) if supported, else `fr`, followed when the element's or the document's `lang` changes. */
  language?: Language | `${Language}-${string}`;
  /** Reasoning depth: `low`, `medium`, `high`, `max`; absent or `auto` lets the agent choose. */
  effort?: Effort | 'auto';
  /** Shows the agent's reasoning, phase by phase, in a collapsible panel. Default off. */
  'extended-thinking'?: boolean;
  /** A fixed session id; by default a random UUID per conversation, renewed by `reset()`. */
  'session-id'?: string;
  /** Turns kept in each request once a conversation passes 10 turns. Default 6. */
  'history-turns'?: number;
  /** Space-separated origins whose images an answer may load; by default no image is ever fetched. */
  'allow-images'?: string;
  /** Colour scheme: `auto` (follows the system), `light` or `dark`. Default `auto`. */
  theme?: 'auto' | 'light' | 'dark';
  /** `inline` (default) fills its container; `launcher` floats a button that opens the chat. */
  layout?: 'inline' | 'launcher';
  /** Keeps the conversation across reloads: `none`, `session` or `local` storage. Default `none`. */
  persist?: 'none' | 'session' | 'local';
  /** Scopes the stored conversation, e.g. one per signed-in user. Default: unscoped. */
  'storage-key'?: string;
}

/**
 * The element's events as React 19 props: React 19 adds a listener for a custom element's prop
 * named `on` + the exact event name (`onwac-send` listens to `wac-send`).
 */
export interface WealthAgentChatEventProps {
  /** `{text, request}`, cancelable: before a question is sent; `preventDefault()` vetoes it. */
  'onwac-send'?: (event: WacSendEvent) => void;
  /** `{question, answer, sources, session_id, usage?}`: once an answer is complete and rendered; on a hidden page, once it is complete. */
  'onwac-done'?: (event: WacDoneEvent) => void;
  /** `{kind, status?, code?, message, question, partial}`: when a question fails. */
  'onwac-error'?: (event: WacErrorEvent) => void;
  /** `{question, questions}`: when the agent asks for details first. */
  'onwac-clarification'?: (event: WacClarificationEvent) => void;
  /** `{index, session_id, rating, comment?, question, answer}`: when the user rates an answer. */
  'onwac-feedback'?: (event: WacFeedbackEvent) => void;
}

/** The element's properties, set as properties (camelCase). */
export type WealthAgentChatProperties = Partial<
  Pick<
    WealthAgentChat,
    | 'proxyUrl'
    | 'residence'
    | 'language'
    | 'effort'
    | 'extendedThinking'
    | 'sessionId'
    | 'historyTurns'
    | 'allowImages'
    | 'theme'
    | 'layout'
    | 'persist'
    | 'storageKey'
  >
>;
