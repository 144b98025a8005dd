import {
  DEFAULT_LANGUAGE,
  DEFAULT_RESIDENCE,
  EFFORTS,
  LANGUAGES,
  RESIDENCES,
  ROLES,
  isEffort,
  isLanguage,
  isResidence,
  isRole,
} from './constants.js';
import {ERROR_CODES} from './errors.js';
import {isObject, own} from './json.js';
import type {AgentMessage, AgentRequest} from './types.js';

/** Why a request was refused: `422` when a required field is absent, `400` when a value is wrong. */
export interface ValidationProblem {
  status: 400 | 422;
  code: typeof ERROR_CODES.invalidValue | typeof ERROR_CODES.missingField;
  /** The offending field as a path, e.g. `messages[2].role`. */
  field: string;
  message: string;
}

export type ValidationResult =
  {ok: true; request: AgentRequest} | {ok: false; problem: ValidationProblem};

const missing = (field: string): {ok: false; problem: ValidationProblem} => ({
  ok: false,
  problem: {
    status: 422,
    code: ERROR_CODES.missingField,
    field,
    message: `Field '${field}' is required.`,
  },
});

const invalid = (field: string, expected: string): {ok: false; problem: ValidationProblem} => ({
  ok: false,
  problem: {
    status: 400,
    code: ERROR_CODES.invalidValue,
    field,
    message: `Field '${field}' ${expected}.`,
  },
});

const oneOf = (values: readonly string[]) => `must be one of: ${values.join(', ')}`;

/**
 * Checks a parsed request body against the agent API and applies its defaults.
 *
 * Never throws, whatever `body` is. Tells a missing required field (`422`) from a wrong value
 * (`400`) and always names the field. Unknown fields are not an error: they are left out of the
 * returned request, so forwarding `result.request` forwards only what the API takes.
 */
export const validateAgentRequest = (body: unknown): ValidationResult => {
  if (!isObject(body)) return invalid('body', 'must be a JSON object');

  const rawMessages = own(body, 'messages');
  if (rawMessages === undefined) return missing('messages');
  if (!Array.isArray(rawMessages)) return invalid('messages', 'must be an array');
  if (rawMessages.length === 0) return invalid('messages', 'must not be empty');

  const messages: AgentMessage[] = [];
  for (const [index, item] of (rawMessages as unknown[]).entries()) {
    const path = `messages[${index}]`;
    if (!isObject(item)) return invalid(path, 'must be an object with role and content');
    const role = own(item, 'role');
    const content = own(item, 'content');
    if (role === undefined) return missing(`${path}.role`);
    if (content === undefined) return missing(`${path}.content`);
    if (!isRole(role)) return invalid(`${path}.role`, oneOf(ROLES));
    if (typeof content !== 'string') return invalid(`${path}.content`, 'must be a string');
    const expected = index % 2 === 0 ? 'user' : 'assistant';
    if (role !== expected) {
      return invalid(
        `${path}.role`,
        index === 0
          ? "must be 'user': a conversation starts with the user"
          : `must be '${expected}': roles alternate`,
      );
    }
    messages.push({role, content});
  }

  const sessionId = own(body, 'session_id');
  if (sessionId === undefined) return missing('session_id');
  if (typeof sessionId !== 'string' || sessionId.trim() === '') {
    return invalid('session_id', 'must be a non-empty string');
  }

  const residence = own(body, 'residence') ?? DEFAULT_RESIDENCE;
  if (!isResidence(residence)) return invalid('residence', oneOf(RESIDENCES));

  const language = own(body, 'language') ?? DEFAULT_LANGUAGE;
  if (!isLanguage(language)) return invalid('language', oneOf(LANGUAGES));

  const extendedThinking = own(body, 'extended_thinking') ?? false;
  if (typeof extendedThinking !== 'boolean')
    return invalid('extended_thinking', 'must be a boolean');

  const effort = own(body, 'effort') ?? null;
  if (effort !== null && !isEffort(effort)) {
    return invalid('effort', `${oneOf(EFFORTS)}, or null for automatic`);
  }

  return {
    ok: true,
    request: {
      messages,
      session_id: sessionId,
      residence,
      language,
      extended_thinking: extendedThinking,
      effort,
    },
  };
};
