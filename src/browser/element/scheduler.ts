/**
 * Resolves in a later task, after the browser had its turn to handle input and paint:
 * `scheduler.yield()` where it exists (its continuation runs before other queued tasks), otherwise a
 * `MessageChannel` message, which unlike `setTimeout` is neither clamped to 4 ms nor throttled to once
 * a second in a hidden tab. https://developer.chrome.com/blog/introducing-scheduler-yield-origin-trial
 * @internal
 */
export const yieldToBrowser = (): Promise<unknown> =>
  (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler?.yield?.() ??
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(0);
  });
