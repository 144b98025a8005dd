/** How long a page without `requestIdleCallback` (Safari) waits, once loaded, to fetch the chat. */
const FALLBACK_MS = 2_000;

/**
 * Runs `work` in an idle moment, or after `fallbackMs` where the browser has no
 * `requestIdleCallback` (Safari). Returns a function that cancels it.
 */
export const onIdle = (work: () => void, fallbackMs = 0): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work);
    return () => {
      cancelIdleCallback(id);
    };
  }
  const id = setTimeout(work, fallbackMs);
  return () => {
    clearTimeout(id);
  };
};

/**
 * Runs `work` in the page's first idle moment after its `load` event: a page still fetching its own
 * images and scripts is not idle, and what the chat fetched then would compete with them. Returns
 * a function that cancels it.
 */
export const whenPageIdle = (work: () => void): (() => void) => {
  let cancel: () => void;
  const schedule = () => {
    cancel = onIdle(work, FALLBACK_MS);
  };
  if (document.readyState === 'complete') schedule();
  else {
    addEventListener('load', schedule);
    cancel = () => {
      removeEventListener('load', schedule);
    };
  }
  return () => {
    cancel();
  };
};
