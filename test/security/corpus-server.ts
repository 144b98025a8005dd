/**
 * Plays the hostile corpus to the element as a hostile upstream (or a hostile gateway) would, one
 * input per request, through every untrusted channel:
 *
 * - `POST .../stream/ID`: the input as thinking (text, phase and step), as the answer (in three
 *   deltas, so the streaming renderer sees it half-written), as three markers (title, URL,
 *   publisher, jurisdiction, in the simulator's shape and two tolerated ones) cited by the answer,
 *   and as the message and code of the closing `error` event.
 * - `POST .../clarify/TECHNIQUE/BATCH`: up to ten inputs of a technique as clarification questions,
 *   each with other inputs as its options (none, a few for radio buttons, many for a select), in
 *   the three payload shapes DESIGN.md tolerates.
 * - `POST .../http/ID`: the input in an HTTP error body, rotating through statuses and every body
 *   shape the element reads (JSON of four shapes, plain text, HTML).
 *
 * An input with `pollute` gets those JSON members written first into every object sent for it.
 */
import {CORPUS} from './corpus.js';
import type {HostileInput, Technique} from './corpus.js';
import {once} from 'node:events';
import type {IncomingMessage, ServerResponse} from 'node:http';

/** Clarification questions per request, the most the element's reader keeps. */
export const CLARIFY_BATCH = 10;

/** The corpus inputs of one technique, in corpus order. */
export const inputsOf = (technique: Technique): HostileInput[] =>
  CORPUS.filter((input) => input.technique === technique);

/** JSON text in which every object starts with `pollute`'s members, as `JSON.stringify` cannot write. */
export const pollutedJson = (value: unknown, pollute: string | undefined): string => {
  if (pollute === undefined) return JSON.stringify(value);
  const write = (item: unknown): string => {
    if (Array.isArray(item)) return `[${item.map(write).join(',')}]`;
    if (typeof item === 'object' && item !== null) {
      const members = Object.entries(item).map(
        ([key, inner]) => `${JSON.stringify(key)}:${write(inner)}`,
      );
      return `{${[pollute, ...members].join(',')}}`;
    }
    return JSON.stringify(item);
  };
  return write(value);
};

const event = (name: string, payload: Record<string, unknown>, pollute?: string): string =>
  `event: ${name}\ndata: ${pollutedJson({type: name, ...payload}, pollute)}\n\n`;

const thirds = (text: string): string[] => {
  const a = Math.floor(text.length / 3);
  const b = Math.floor((2 * text.length) / 3);
  return [text.slice(0, a), text.slice(a, b), text.slice(b)].filter(Boolean);
};

/** The SSE text of one input through the streamed channels. */
export const streamFor = (input: HostileInput): string => {
  const {text, pollute} = input;
  const frames = [
    event('delta', {delta: {thinking: text, phase: text, step: text}}, pollute),
    ...thirds(text).map((content) => event('delta', {delta: {content}}, pollute)),
    event('delta', {delta: {content: '\n\nSources [1] [2] [3].'}}, pollute),
    event(
      'metadata',
      {
        data: {
          markers: [
            {id: 1, title: text, url: text, publisher: text, jurisdiction: text},
            {id: 2, label: text, href: text, source: {name: text, link: text}},
            text,
          ],
        },
      },
      pollute,
    ),
    event('error', {error: {code: text, message: text}}, pollute),
  ];
  return frames.join('');
};

/** The clarification payload of one batch: three tolerated shapes, taken in turn. */
export const clarificationFor = (technique: Technique, batch: number): string => {
  const inputs = inputsOf(technique);
  const chosen = inputs.slice(batch * CLARIFY_BATCH, (batch + 1) * CLARIFY_BATCH);
  const pollute = chosen.find((input) => input.pollute !== undefined)?.pollute;
  const questions = chosen.map((input, index) => {
    const at = batch * CLARIFY_BATCH + index;
    // No options, three (radio buttons) or seven (a select): every input is an option somewhere.
    const count = [0, 3, 7][at % 3] ?? 0;
    const options = Array.from(
      {length: count},
      (_, k) => inputs[(at + 1 + k) % inputs.length]?.text ?? '',
    );
    return batch % 3 === 1
      ? {id: input.text, text: input.text, choices: options}
      : {id: `q${index}`, question: input.text, options};
  });
  const payload =
    batch % 3 === 2
      ? {clarification: {questions}}
      : batch % 3 === 1
        ? {data: {questions}}
        : {questions};
  return event('clarification', payload, pollute);
};

const HTTP_STATUSES = [400, 401, 422, 429, 500, 502, 503] as const;

/** The status, content type and body of one input as an HTTP error. */
export const httpErrorFor = (input: HostileInput): {status: number; type: string; body: string} => {
  const {id, text, pollute} = input;
  const status = HTTP_STATUSES[id % HTTP_STATUSES.length] ?? 500;
  const json = (value: unknown) => ({
    status,
    type: 'application/json',
    body: pollutedJson(value, pollute),
  });
  switch (id % 6) {
    case 0:
      return json({error: {status, code: text, message: text, field: text}});
    case 1:
      return json({message: text, code: text});
    case 2:
      return json({detail: text});
    case 3:
      return json({detail: [{loc: ['body', text], msg: text}]});
    case 4:
      return {status, type: 'text/plain; charset=utf-8', body: text};
    default:
      return {status, type: 'text/html; charset=utf-8', body: `<html><body>${text}</body></html>`};
  }
};

const drain = async (req: IncomingMessage): Promise<void> => {
  // The body is not needed, only read to its end so the connection stays usable.
  req.resume();
  await once(req, 'end');
};

const notFound = (res: ServerResponse) => {
  res.writeHead(404, {'content-type': 'text/plain'});
  res.end('no such corpus input');
};

/** Serves `/…/corpus/stream/ID`, `/…/corpus/clarify/TECHNIQUE/BATCH` and `/…/corpus/http/ID`. */
export const handleCorpus = async (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> => {
  await drain(req);
  const [channel = '', first = '', second = ''] = path.split('/').filter(Boolean);
  const sse = (text: string) => {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
    });
    res.end(text);
  };
  if (channel === 'clarify') {
    sse(clarificationFor(first as Technique, Number(second)));
    return;
  }
  const input = CORPUS[Number(first)];
  if (!input) {
    notFound(res);
    return;
  }
  if (channel === 'stream') {
    sse(streamFor(input));
  } else if (channel === 'http') {
    const {status, type, body} = httpErrorFor(input);
    res.writeHead(status, {'content-type': type});
    res.end(body);
  } else {
    notFound(res);
  }
};
