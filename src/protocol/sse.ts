/**
 * Server-Sent Events framing, both ways, per the WHATWG HTML "event stream" grammar:
 * https://html.spec.whatwg.org/multipage/server-sent-events.html#parsing-an-event-stream
 */

/**
 * One dispatched SSE message. `event` defaults to `message` as the spec says. The `id` and `retry`
 * fields are read past as unknown ones: they serve a reconnection, and nothing here reconnects (an
 * agent's answer is a POST's, which is never sent twice).
 */
export interface SseMessage {
  event: string;
  data: string;
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
  /** The unfinished last line of the text fed so far. */
  let rest = '';
  let first = true;
  let pendingCr = false;
  let event = '';
  /** The message's data lines, joined with LF; undefined before its first. */
  let data: string | undefined;

  const line = (text: string) => {
    if (text === '') {
      if (data !== undefined) onMessage({event: event || 'message', data});
      event = '';
      data = undefined;
      return;
    }
    // A comment (`: ping`) has the empty field name, which is ignored.
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(text[colon + 1] === ' ' ? colon + 2 : colon + 1);
    if (field === 'data') data = data === undefined ? value : `${data}\n${value}`;
    else if (field === 'event') event = value;
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
      // Each line end is found once, by `indexOf` from the last: linear in the text however it is
      // split. Read a character at a time, with an array per message's data lines and a slice of
      // its field and two of its value, a 200 KB answer's 40,000 messages took 28 MB of allocation
      // and 70-140 ms in Node, and the page's garbage collector took its share from the answer's
      // frames (issue 33); now 8 MB and 15-25 ms.
      let start = 0;
      let lf = text.indexOf('\n');
      let cr = text.indexOf('\r');
      while (lf !== -1 || cr !== -1) {
        const end = cr === -1 || (lf !== -1 && lf < cr) ? lf : cr;
        line(rest + text.slice(start, end));
        rest = '';
        start = end + 1;
        if (end === cr) {
          if (start === text.length) pendingCr = true;
          else if (text[start] === '\n') start++;
          cr = text.indexOf('\r', start);
        }
        if (lf !== -1 && lf < start) lf = text.indexOf('\n', start);
      }
      rest += text.slice(start);
    },
    end() {
      rest = '';
      data = undefined;
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
