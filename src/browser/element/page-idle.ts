/** How long a page without `requestIdleCallback` (Safari) waits, once loaded, to fetch the chat. */
const FALLBACK_MS = 2_000;

/**
 * Runs `work` in an idle moment, or after `fallbackMs` where the browser has no
 * `requestIdleCallback` (Safari).
 */
export const onIdle = (work: () => void, fallbackMs = 0): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work);
  else setTimeout(work, fallbackMs);
};

/**
 * Runs `work` in the page's first idle moment after its `load` event: a page still fetching its own
 * images and scripts is not idle, and what the chat fetched then would compete with them.
 */
export const whenPageIdle = (work: () => void): void => {
  const schedule = () => {
    onIdle(work, FALLBACK_MS);
  };
  if (document.readyState === 'complete') schedule();
  else addEventListener('load', schedule, {once: true});
};
