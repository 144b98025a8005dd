/**
 * Server-Sent Events framing, both ways, per the WHATWG HTML "event stream" grammar:
 * https://html.spec.whatwg.org/multipage/server-sent-events.html#parsing-an-event-stream
 */

/** One dispatched SSE message. `event` defaults to `message` as the spec says. */
export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

/**
 * Encodes one agent event: `event: NAME`, `data: JSON` with `type` = NAME first, blank line. A
 * payload's own `type` never overrides the name.
 */
export const encodeSseEvent = (type: string, payload: Record<string, unknown> = {}): string => {
  const body = Object.fromEntries([
    ['type', type],
    ...Object.entries(payload).filter(([key]) => key !== 'type'),
  ]);
  return `event: ${type}\ndata: ${JSON.stringify(body)}\n\n`;
};

/** A comment line: ignored by every SSE parser, it keeps idle connections alive. */
export const SSE_PING = ': ping\n\n';

export interface SseParser {
  /** Feeds decoded text; chunks may split lines anywhere, including between CR and LF. */
  feed(text: string): void;
  /** Ends the stream. An unterminated last message is dropped, as the spec requires. */
  end(): void;
}

/** Parses SSE text incrementally and calls `onMessage` for each complete message. */
export const createSseParser = (onMessage: (message: SseMessage) => void): SseParser => {
  let buffer = '';
  let first = true;
  let pendingCr = false;
  let event = '';
  let data: string[] = [];
  let id: string | undefined;

  const dispatch = () => {
    if (data.length > 0) {
      onMessage({
        event: event || 'message',
        data: data.join('\n'),
        ...(id === undefined ? {} : {id}),
      });
    }
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') {
      dispatch();
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return {
    feed(text) {
      // An empty read (a decoder holding half a character) must not end a pending CR's CRLF.
      if (text === '') return;
      if (first) {
        first = false;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      // A CR that ended the previous chunk already closed its line; a leading LF completes CRLF.
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      // What is left of the buffer holds no line end: scan only the new text, so a long line
      // arriving in many small chunks costs linear time, not quadratic.
      const from = buffer.length;
      buffer += text;
      let start = 0;
      for (let i = from; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, i));
        if (char === '\r') {
          if (i + 1 === buffer.length) pendingCr = true;
          else if (buffer[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      buffer = '';
      data = [];
      event = '';
    },
  };
};

/** Decodes bytes (split anywhere, even inside a UTF-8 character) and parses them as SSE. */
export const createSseByteParser = (onMessage: (message: SseMessage) => void) => {
  const decoder = new TextDecoder();
  const parser = createSseParser(onMessage);
  return {
    feed: (bytes: Uint8Array) => {
      parser.feed(decoder.decode(bytes, {stream: true}));
    },
    end: () => {
      parser.feed(decoder.decode());
      parser.end();
    },
  };
};
