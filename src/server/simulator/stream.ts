import {ERROR_CODES, encodeSseEvent} from '../../protocol/index.js';
import type {Usage} from '../../protocol/index.js';
import type {ResponsePlan} from './engine/respond.js';
import {FAULT_AFTER_DELTAS, stallMs} from './faults.js';
import type {SimulatorFaults} from './faults.js';
import {sleep} from './pace.js';
import type {Pacing} from './pace.js';
import {chunkText, estimateTokens} from './tokens.js';

/** What the event stream of one answer needs. */
export interface AnswerStreamOptions {
  plan: ResponsePlan;
  pacing: Pacing;
  /** How many words the next delta holds. */
  chunkSize: () => number;
  faults: SimulatorFaults;
  promptTokens: number;
  cachedTokens: number;
  /** Spends completion tokens from the client's quota; `false` when it ran out. */
  charge: (tokens: number) => boolean;
  /** The client's request signal: when it aborts, generation stops at once. */
  signal: AbortSignal;
  /**
   * The request the signal belongs to, held for as long as the stream lives: undici's
   * `Request.signal` follows the caller's signal only while the `Request` is reachable, so once it
   * is garbage-collected an abort would no longer stop the answer.
   */
  request?: Request;
}

/** The pause between the last delta and a `drop`, so the deltas sent reach the client. */
const DROP_AFTER_MS = 50;

const QUOTA_MESSAGE = 'The daily token quota is used up; it resets at 00:00 UTC.';

const quotaError = () =>
  encodeSseEvent('error', {error: {code: ERROR_CODES.quotaExceeded, message: QUOTA_MESSAGE}});

/** Completion tokens as the text streams: ceil(characters / 4) of everything sent so far. */
const createMeter = (charge: (tokens: number) => boolean) => {
  let text = '';
  let charged = 0;
  return {
    spend(chunk: string): boolean {
      text += chunk;
      const total = estimateTokens(text);
      const ok = charge(total - charged);
      charged = total;
      return ok;
    },
    tokens: () => charged,
  };
};

/**
 * Thrown to cut the connection for the `drop` fault: the body stream errors, which a Node server
 * answers by destroying the socket, so the client sees the connection fail, not a clean end.
 */
export class ConnectionDropped extends Error {
  constructor() {
    super('Simulated dropped connection.');
    this.name = 'ConnectionDropped';
  }
}

async function* answerEvents(options: AnswerStreamOptions, signal: AbortSignal) {
  const {plan, pacing, chunkSize, faults} = options;
  const meter = createMeter(options.charge);
  let wait = pacing.firstToken();

  if (plan.kind === 'clarification') {
    if (!(await sleep(wait, signal))) return;
    if (!meter.spend(plan.questions.map((item) => item.question).join('\n'))) {
      yield quotaError();
      return;
    }
    yield encodeSseEvent('clarification', {questions: plan.questions});
    yield encodeSseEvent('done', {final_message: {role: 'assistant', content: ''}});
    return;
  }

  for (const [index, step] of plan.thinking.entries()) {
    if (index > 0) wait += pacing.betweenPhases();
    for (const chunk of chunkText(step.text, chunkSize)) {
      if (!(await sleep(wait, signal))) return;
      if (!meter.spend(chunk)) {
        yield quotaError();
        return;
      }
      yield encodeSseEvent('delta', {delta: {thinking: chunk, phase: step.phase, step: step.step}});
      wait = pacing.afterChunk(estimateTokens(chunk));
    }
  }
  if (plan.thinking.length > 0) wait += pacing.betweenPhases();

  const chunks = chunkText(plan.content, chunkSize);
  const faultAt = Math.min(FAULT_AFTER_DELTAS, chunks.length);
  let content = '';
  const stall = stallMs(faults);
  for (let sent = 0; sent <= chunks.length; sent++) {
    if (sent === faultAt) {
      if (faults['error-mid-stream'] === true) {
        yield encodeSseEvent('error', {
          error: {
            code: ERROR_CODES.internal,
            message: 'Simulated failure in the middle of the answer.',
          },
        });
        return;
      }
      if (faults.drop === true) {
        // Cut at once, the socket would take the deltas still in flight with it, and the client
        // would never see the partial answer a real network failure leaves on screen.
        if (!(await sleep(DROP_AFTER_MS, signal))) return;
        throw new ConnectionDropped();
      }
      if (faults.truncate === true) return;
      if (stall !== undefined && !(await sleep(stall, signal))) return;
    }
    const chunk = chunks[sent];
    if (chunk === undefined) break;
    if (!(await sleep(wait, signal))) return;
    if (!meter.spend(chunk)) {
      yield quotaError();
      return;
    }
    content += chunk;
    yield encodeSseEvent('delta', {delta: {content: chunk}});
    wait = pacing.afterChunk(estimateTokens(chunk));
  }

  const usage: Usage = {
    prompt_tokens: options.promptTokens,
    completion_tokens: meter.tokens(),
    cached_tokens: options.cachedTokens,
  };
  yield encodeSseEvent('metadata', {data: {markers: plan.markers, usage}});
  yield encodeSseEvent('done', {final_message: {role: 'assistant', content}});
}

/**
 * The SSE body of one answer. Pull-driven (nothing is generated before the client reads it), and
 * when the client goes away, the pending wait is cleared and nothing more is computed.
 */
export const createAnswerStream = (options: AnswerStreamOptions): ReadableStream<Uint8Array> => {
  const stop = new AbortController();
  const onAbort = () => {
    stop.abort();
  };
  options.signal.addEventListener('abort', onAbort, {once: true});
  const finish = () => {
    options.signal.removeEventListener('abort', onAbort);
    stop.abort();
  };
  const events = answerEvents(options, stop.signal);
  const encoder = new TextEncoder();

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await events.next();
          if (next.done || stop.signal.aborted) {
            finish();
            controller.close();
          } else {
            controller.enqueue(encoder.encode(next.value));
          }
        } catch (error) {
          // Closing a stream the client already cancelled throws; nobody is left to tell.
          if (!stop.signal.aborted) controller.error(error);
          finish();
        }
      },
      cancel() {
        finish();
        void events.return(undefined).catch(() => undefined);
      },
    },
    // No read-ahead: the next event is made only when the client asks for it.
    {highWaterMark: 0},
  );
};
