import {readErrorInfo} from './errors.js';
import {defined, firstString, isObject, own, parseJson} from './json.js';
import {readClarification, readSources, readUsage} from './readers.js';
import type {SseMessage} from './sse.js';
import type {AgentEvent} from './types.js';

const KNOWN = new Set(['delta', 'metadata', 'done', 'error', 'clarification']);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

const label = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim()
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : undefined;

const readDelta = (payload: Record<string, unknown>, event: string): AgentEvent => {
  const delta = own(payload, 'delta');
  const body = isObject(delta) ? delta : payload;
  const thinking = text(own(body, 'thinking'));
  if (thinking !== undefined) {
    const phase = label(own(body, 'phase') ?? own(payload, 'phase'));
    const step = label(own(body, 'step') ?? own(payload, 'step'));
    return defined({type: 'thinking', thinking, phase, step});
  }
  const content = typeof delta === 'string' ? delta : text(own(body, 'content'));
  return content === undefined
    ? {type: 'ignored', reason: 'empty', event}
    : {type: 'delta', content};
};

/**
 * What one SSE message from the agent means. Never throws: malformed JSON and unknown event names
 * come back as `ignored`, so the caller can skip them and keep the conversation going.
 */
export const decodeAgentEvent = ({event, data}: SseMessage): AgentEvent => {
  const parsed = parseJson(data);
  // The event name is authoritative; a payload's `type` stands in when the name is the default.
  const payloadType =
    parsed.ok && isObject(parsed.value) ? text(own(parsed.value, 'type')) : undefined;
  const name = event === 'message' && payloadType && KNOWN.has(payloadType) ? payloadType : event;
  if (!KNOWN.has(name)) return {type: 'ignored', reason: 'unknown-event', event};
  if (!parsed.ok) {
    // A bare error text is still worth showing; any other unparsable payload is skipped.
    return name === 'error' && data.trim()
      ? {type: 'error', error: {message: data.trim().slice(0, 300)}}
      : {type: 'ignored', reason: 'malformed-json', event};
  }
  const payload = parsed.value;
  switch (name) {
    case 'delta':
      if (isObject(payload)) return readDelta(payload, event);
      return typeof payload === 'string'
        ? {type: 'delta', content: payload}
        : {type: 'ignored', reason: 'empty', event};
    case 'metadata': {
      const usage = readUsage(payload);
      return defined({type: 'metadata', sources: readSources(payload), usage});
    }
    case 'done': {
      const final = isObject(payload) ? own(payload, 'final_message') : undefined;
      const content = isObject(final) ? text(own(final, 'content')) : undefined;
      return content === undefined ? {type: 'done'} : {type: 'done', content};
    }
    case 'error': {
      const info = readErrorInfo(payload);
      if (!info.code && isObject(payload)) {
        const code = firstString(payload, ['code']);
        if (code) info.code = code;
      }
      return {type: 'error', error: info};
    }
    default:
      return {type: 'clarification', questions: readClarification(payload)};
  }
};
