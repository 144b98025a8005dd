import {DEFAULT_HISTORY_TURNS, MAX_FULL_HISTORY_TURNS} from './constants.js';
import type {AgentMessage} from './types.js';

/**
 * The messages to send for a conversation, as the API asks: the whole history up to
 * {@link MAX_FULL_HISTORY_TURNS} turns, then only the most recent `keepTurns` turns. A turn is one
 * user message and the answer to it, so the window always starts with a `user` message.
 */
export const historyWindow = (
  messages: readonly AgentMessage[],
  keepTurns: number = DEFAULT_HISTORY_TURNS,
): AgentMessage[] => {
  const starts = messages.flatMap((message, index) => (message.role === 'user' ? [index] : []));
  if (starts.length <= MAX_FULL_HISTORY_TURNS) return messages.map((message) => ({...message}));
  const keep = Math.max(
    1,
    Math.min(Math.floor(keepTurns) || DEFAULT_HISTORY_TURNS, MAX_FULL_HISTORY_TURNS),
  );
  const from = starts[starts.length - keep] ?? 0;
  return messages.slice(from).map((message) => ({...message}));
};
