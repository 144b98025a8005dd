/**
 * Chromium trace reading shared by the bench's cases: every top-level task of one renderer main
 * thread. The thread is found by a time stamp the page writes into the trace: the busiest renderer
 * is not always the tab's (Chromium's own omnibox page runs in another and was, once, the busiest).
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  /** The thread's CPU time in the event, where the trace has it. */
  tdur?: number;
  args?: {name?: string; data?: {message?: string}};
}

/** The categories every case traces with: top-level tasks and the page's time stamps. */
export const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline'];

/**
 * And the display compositor's frames (`viz`), for {@link stampedThreadTasks}'s `drawMs`: where no
 * GPU draws them, as in this bench's headless Chromium, it does on the CPU the page needs too.
 */
export const DRAW_CATEGORY = 'viz';

/** A unique label for the page to stamp into the trace with `console.timeStamp`. */
export const traceLabel = (): string => `bench-${String(Math.random())}`;

/**
 * Every top-level task on the thread that stamped `label`: its length in ms (`wall`), and the CPU
 * time its thread spent in it (`cpu`). On a machine busy with other work, a task's wall time holds
 * the time the thread waited for a core; its CPU time is the page's own cost. And the time the
 * thread compiled and evaluated modules (`modulesMs`: what a module preload moves off it, or a
 * lazy import puts on it). And, traced with {@link DRAW_CATEGORY}, the CPU time the display
 * compositor spent drawing frames (`drawMs`; the browser draws the one tab a case opens). And
 * which task committed the navigation (`commit`, an index into `wall`; -1 if none did while
 * traced): the page's own, in which the browser also parses the HTML that came with it.
 */
export const stampedThreadTasks = (
  trace: Buffer | readonly unknown[],
  label: string,
): {wall: number[]; cpu: number[]; commit: number; modulesMs: number; drawMs: number} => {
  // Playwright's trace is a file's bytes; the lean browser's, the events themselves.
  const traceEvents = (
    Buffer.isBuffer(trace)
      ? (JSON.parse(trace.toString('utf8')) as {traceEvents: TraceEvent[]}).traceEvents
      : trace
  ) as TraceEvent[];
  const stamp = traceEvents.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === label);
  if (!stamp) throw new Error('the tab left no time stamp in the trace');
  const tasks = traceEvents.filter(
    (e) =>
      e.name === 'ThreadControllerImpl::RunTask' &&
      e.ph === 'X' &&
      e.pid === stamp.pid &&
      e.tid === stamp.tid,
  );
  const modules = traceEvents.filter(
    (e) =>
      (e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule') &&
      e.pid === stamp.pid &&
      e.tid === stamp.tid,
  );
  const draws = traceEvents.filter((e) => e.name === 'Display::DrawAndSwap' && e.ph === 'X');
  const committed = traceEvents.find(
    (e) => e.name === 'CommitLoad' && e.pid === stamp.pid && e.tid === stamp.tid,
  )?.ts;
  return {
    wall: tasks.map((e) => (e.dur ?? 0) / 1000),
    cpu: tasks.map((e) => (e.tdur ?? 0) / 1000),
    commit:
      committed === undefined
        ? -1
        : tasks.findIndex(({ts = 0, dur = 0}) => ts <= committed && committed <= ts + dur),
    modulesMs: modules.reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0),
    drawMs: draws.reduce((sum, e) => sum + (e.tdur ?? 0) / 1000, 0),
  };
};

/** Total blocking time of `tasks`: what each task spent past 50 ms, summed, as Lighthouse counts it. */
export const blockingMs = (tasks: readonly number[]): number =>
  tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0);

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};
