import type {AgentMessage} from '../../protocol/index.js';
import {estimateTokens} from './tokens.js';

/** Sessions remembered for prompt caching; the least recently used is forgotten first. */
export const PROMPT_CACHE_SESSIONS = 10_000;

/** Prompt tokens of a request: each message's content estimated on its own, then summed. */
export const promptTokens = (messages: readonly AgentMessage[]): number =>
  messages.reduce((sum, message) => sum + estimateTokens(message.content), 0);

export interface PromptCache {
  /** The tokens of `messages` already sent as the session's previous request (0 when it differs). */
  cachedTokens(sessionKey: string, messages: readonly AgentMessage[]): number;
  /** Remembers `messages` as the session's latest request. */
  remember(sessionKey: string, messages: readonly AgentMessage[]): void;
}

const startsWith = (messages: readonly AgentMessage[], prefix: readonly AgentMessage[]) =>
  prefix.length <= messages.length &&
  prefix.every(
    (message, index) =>
      message.role === messages[index]?.role && message.content === messages[index].content,
  );

/**
 * Prompt caching as hosted models do it: when a request repeats the previous request's history as
 * its prefix (the normal case for a growing conversation), that prefix is served from the cache.
 * A trimmed history (past ten turns) no longer matches, so it is charged in full, as upstream.
 */
export const createPromptCache = (capacity: number = PROMPT_CACHE_SESSIONS): PromptCache => {
  const sessions = new Map<string, readonly AgentMessage[]>();
  return {
    cachedTokens(sessionKey, messages) {
      const previous = sessions.get(sessionKey);
      return previous && startsWith(messages, previous) ? promptTokens(previous) : 0;
    },
    remember(sessionKey, messages) {
      // Map keeps insertion order: re-inserting marks the session as the most recently used.
      sessions.delete(sessionKey);
      sessions.set(
        sessionKey,
        messages.map((message) => ({...message})),
      );
      if (sessions.size > capacity) {
        const oldest = sessions.keys().next();
        if (oldest.done !== true) sessions.delete(oldest.value);
      }
    },
  };
};
