/**
 * JSX typings for `<wealth-agent-chat>` written directly in a React 19 (or Preact with
 * `preact/compat` types) TSX file: its attributes, properties and `wac-*` events type-check.
 * `wealth-agent-chat/react` brings them along; without the wrapper, load them once with
 * `import type {} from 'wealth-agent-chat/jsx'`. Types only: nothing here runs.
 */
import type {DetailedHTMLProps, HTMLAttributes} from 'react';
import type {WealthAgentChat} from './element/wealth-agent-chat.js';
import type {
  WealthAgentChatAttributes,
  WealthAgentChatEventProps,
  WealthAgentChatProperties,
} from './generated/element-api.js';

export type {WealthAgentChatAttributes, WealthAgentChatEventProps, WealthAgentChatProperties};

/** Everything `<wealth-agent-chat>` accepts in JSX: HTML attributes, its own, its properties. */
export type WealthAgentChatJsxProps = DetailedHTMLProps<
  HTMLAttributes<WealthAgentChat>,
  WealthAgentChat
> &
  WealthAgentChatAttributes &
  WealthAgentChatEventProps &
  WealthAgentChatProperties;

declare module 'react' {
  // React 19 reads intrinsic elements from `React.JSX`, a namespace only augmentation can extend.
  // eslint-disable-next-line no-restricted-syntax, @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'wealth-agent-chat': WealthAgentChatJsxProps;
    }
  }
}
