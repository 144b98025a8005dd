/**
 * `wealth-agent-chat/react`: `<wealth-agent-chat>` as a React component, made with `@lit/react`.
 * Properties are set as properties, and the element's events are props: `onWacSend`, `onWacDone`,
 * `onWacError`, `onWacClarification`, `onWacFeedback`. Importing it registers the element.
 */
import {createComponent} from '@lit/react';
import * as React from 'react';
import {TAG_NAME} from '../browser/element/define.js';
import {WealthAgentChat as WealthAgentChatElement} from '../browser/element/wealth-agent-chat.js';
import {EVENTS} from './events.js';

/**
 * The chat as a React component: `<WealthAgentChat proxyUrl="/api/chat" onWacDone={...} />`.
 * A `ref` reaches the element itself, for `send()`, `stop()` and `reset()`.
 */
export const WealthAgentChat = createComponent({
  react: React,
  tagName: TAG_NAME,
  elementClass: WealthAgentChatElement,
  displayName: 'WealthAgentChat',
  events: EVENTS,
});

/** The props of {@link WealthAgentChat}. */
export type WealthAgentChatProps = React.ComponentProps<typeof WealthAgentChat>;

export {WealthAgentChatElement};
export type {
  WacClarificationDetail,
  WacClarificationEvent,
  WacDoneDetail,
  WacDoneEvent,
  WacErrorDetail,
  WacErrorEvent,
  WacFeedbackDetail,
  WacFeedbackEvent,
  WacSendDetail,
  WacSendEvent,
} from '../browser/events/index.js';
export type {
  WealthAgentChatAttributes,
  WealthAgentChatEventProps,
  WealthAgentChatJsxProps,
  WealthAgentChatProperties,
} from '../browser/jsx.js';
