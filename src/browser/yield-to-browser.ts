/**
 * A later task: `scheduler.yield()` where it exists, otherwise a `MessageChannel` message, which
 * unlike `setTimeout` is neither clamped to 4 ms nor throttled to once a second.
 * https://developer.mozilla.org/en-US/docs/Web/API/Scheduler/yield
 */
export const nextTask = (): Promise<unknown> =>
  (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler?.yield?.() ??
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(0);
  });

/**
 * How long a visible page waits for a frame before it goes on without one: frames come every 16 ms,
 * and a frame 150 ms late, on a page whose tasks stay under 50 ms, is one that is not coming.
 */
const FRAME_WAIT_MS = 150;

/**
 * Resolves in a later task, after the browser had its turn to handle input and paint. A visible page
 * waits for its next animation frame, then for a task after it: each frame holds one slice of
 * rendering, and the parsing that feeds the next one runs between frames, not in a frame's task (a
 * burst's frames are the page's longest tasks). Chained `scheduler.yield()` continuations alone
 * starve rendering (measured: a frame every ~130 ms, laying out ten slices at once, 35 to 80 ms). A
 * hidden page gets no frames: there a task alone. A page hidden while it waits for its frame gets
 * none until it is shown again: it goes on at once, or a stream arriving meanwhile would not be read
 * to its end until the user came back. A visible page may get no frames either (Chromium gives none
 * to an off-screen cross-origin iframe): it goes on after {@link FRAME_WAIT_MS}.
 * @internal
 */
export const yieldToBrowser = (): Promise<unknown> =>
  document.hidden
    ? nextTask()
    : new Promise<void>((resolve) => {
        const go = () => {
          document.removeEventListener('visibilitychange', go);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(go, FRAME_WAIT_MS);
        document.addEventListener('visibilitychange', go);
        requestAnimationFrame(go);
      }).then(nextTask);
