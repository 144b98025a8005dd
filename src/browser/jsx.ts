/**
 * JSX typings for `<wealth-agent-chat>` written directly in a React 19 (or Preact with
 * `preact/compat` types) TSX file: its attributes, properties and `wac-*` events type-check.
 * `wealth-agent-chat/react` brings them along; without the wrapper, load them once with
 * `import type {} from 'wealth-agent-chat/jsx'`. Types only: nothing here runs.
 */
import type {DetailedHTMLProps, HTMLAttributes} from 'react';
import type {Effort, Language, Residence} from '../protocol/index.js';
import type {WealthAgentChat} from './element/wealth-agent-chat.js';
import type {
  WacClarificationEvent,
  WacDoneEvent,
  WacErrorEvent,
  WacFeedbackEvent,
  WacSendEvent,
} from './events/index.js';

/** The element's attributes as written in markup (kebab-case). */
export interface WealthAgentChatAttributes {
  /** Required: the client's proxy endpoint. */
  'proxy-url'?: string;
  residence?: Residence;
  language?: Language;
  effort?: Effort | 'auto';
  'extended-thinking'?: boolean;
  'session-id'?: string;
  'history-turns'?: number;
  'allow-images'?: string;
  theme?: 'auto' | 'light' | 'dark';
  /** `inline` fills its container; `launcher` is a floating button that opens a panel. */
  layout?: 'inline' | 'launcher';
  /** Keeps the conversation across reloads in that storage. Default `none`. */
  persist?: 'none' | 'session' | 'local';
  /** Scopes the stored conversation, e.g. one per signed-in user. */
  'storage-key'?: string;
}

/**
 * The element's events as React 19 props: React 19 adds a listener for a custom element's prop
 * named `on` + the exact event name (`onwac-send` listens to `wac-send`).
 */
export interface WealthAgentChatEventProps {
  'onwac-send'?: (event: WacSendEvent) => void;
  'onwac-done'?: (event: WacDoneEvent) => void;
  'onwac-error'?: (event: WacErrorEvent) => void;
  'onwac-clarification'?: (event: WacClarificationEvent) => void;
  'onwac-feedback'?: (event: WacFeedbackEvent) => void;
}

/** Everything `<wealth-agent-chat>` accepts in JSX: HTML attributes, its own, its properties. */
export type WealthAgentChatJsxProps = DetailedHTMLProps<
  HTMLAttributes<WealthAgentChat>,
  WealthAgentChat
> &
  WealthAgentChatAttributes &
  WealthAgentChatEventProps &
  Partial<
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

declare module 'react' {
  // React 19 reads intrinsic elements from `React.JSX`, a namespace only augmentation can extend.
  // eslint-disable-next-line no-restricted-syntax, @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'wealth-agent-chat': WealthAgentChatJsxProps;
    }
  }
}
