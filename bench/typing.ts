/**
 * Keys typed into the question field while a bench case runs, one every {@link KEY_MS} as a fast
 * typist would, and how long the slowest took to be painted (Event Timing), with the longest task
 * the page itself saw (Long Tasks API): what a bank's real-user monitoring would report (issue 17).
 */
import {setTimeout as sleep} from 'node:timers/promises';
import type {Tab} from './tab.ts';

/**
 * One key's Event Timing: from the key press to the paint that showed it, and where that time went:
 * waiting for the main thread, in the page's handlers, then from the handlers to the paint.
 */
export interface KeyTiming {
  ms: number;
  delayMs: number;
  handlersMs: number;
  paintMs: number;
}

export interface Typing {
  input?: KeyTiming;
  keys: number;
  kept: boolean;
  /** The longest task the page reported: a long run can overflow the trace's buffer. */
  longestMs?: number;
}

/** A task over 50 ms the page itself saw (Long Tasks API): when it began, and its length. */
export interface LongTask {
  startTime: number;
  ms: number;
}

interface BenchWindow {
  slowestInput: KeyTiming;
  /** Each task over 50 ms the page itself saw (Long Tasks API), in the order they ended. */
  longTasks: LongTask[];
  /**
   * Where the case's measure starts, on the page's clock (see {@link markLongTasksFrom}): a task
   * before it, such as the restoring of a conversation the case asks below, is not the case's.
   */
  longTasksFrom?: number;
  /** The question field: the element's `input` part, or the naive page's textarea. */
  questionField: () => HTMLTextAreaElement | null;
}

/**
 * Starts collecting Event Timing entries for key events, the interactions a user feels, and names
 * the question field for {@link typeDuring}.
 */
export const watchInput = (tab: Pick<Tab, 'evaluate'>) =>
  tab.evaluate(() => {
    const slowest = {ms: 0, delayMs: 0, handlersMs: 0, paintMs: 0};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        const key = entry.name.startsWith('key') || entry.name.endsWith('input');
        if (key && entry.duration > slowest.ms) {
          Object.assign(slowest, {
            ms: entry.duration,
            delayMs: entry.processingStart - entry.startTime,
            handlersMs: entry.processingEnd - entry.processingStart,
            paintMs: entry.startTime + entry.duration - entry.processingEnd,
          });
        }
      }
    }).observe({type: 'event', durationThreshold: 16} as PerformanceObserverInit);
    const longTasks: LongTask[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        longTasks.push({startTime: entry.startTime, ms: entry.duration});
      }
    }).observe({type: 'longtask'});
    const questionField = () =>
      document
        .querySelector('wealth-agent-chat')
        ?.shadowRoot?.querySelector<HTMLTextAreaElement>('[part~="input"]') ??
      document.querySelector('textarea');
    Object.assign(window, {slowestInput: slowest, longTasks, questionField});
  });

/**
 * Starts the case's Long Tasks figure here, where its trace starts: {@link typeDuring} reports the
 * longest task since.
 */
export const markLongTasksFrom = () => {
  (window as unknown as BenchWindow).longTasksFrom = performance.now();
};

/** A fast typist: about 7 keys a second. */
const KEY_MS = 150;

/**
 * Types a key into the question field every {@link KEY_MS} until `until` settles, then checks the field
 * holds every key typed: a render must never reset what the user is writing.
 */
export const typeDuring = async (
  tab: Pick<Tab, 'evaluate' | 'press'>,
  until: Promise<unknown>,
): Promise<Typing> => {
  // An object: TypeScript would narrow a plain `let` to false inside the loop.
  const state = {settled: false};
  void until.finally(() => {
    state.settled = true;
  });
  await tab.evaluate(() => {
    (window as unknown as BenchWindow).questionField()?.focus();
  });
  let typed = '';
  // At least a few keys: a burst may be over before the first one.
  while (!state.settled || typed.length < 3) {
    const key = String.fromCharCode(97 + (typed.length % 26));
    await tab.press(key);
    typed += key;
    await sleep(KEY_MS);
  }
  await until;
  await sleep(200);
  const {value, input, longestMs} = await tab.evaluate(() => {
    const bench = window as unknown as BenchWindow;
    const from = bench.longTasksFrom ?? 0;
    return {
      value: bench.questionField()?.value,
      input: bench.slowestInput,
      longestMs: Math.max(
        0,
        ...bench.longTasks.filter((task) => task.startTime >= from).map((task) => task.ms),
      ),
    };
  });
  return {
    input: input.ms > 0 ? input : undefined,
    keys: typed.length,
    kept: value === typed,
    longestMs,
  };
};
