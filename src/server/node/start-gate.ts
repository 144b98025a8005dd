/**
 * Lets a few request starts through per tick of the event loop, in arrival order.
 *
 * Starting a request (its `Request`, body, validation, the upstream call) costs about half a
 * millisecond of the one thread. A burst of new requests, such as a thousand browsers reconnecting
 * after a deploy, would all be started in the tick they arrive in: hundreds of milliseconds in
 * which no answer in flight moves an event. Started a few per tick, the answers in flight are read
 * and written between them; the burst takes as long as before, since the work is the same.
 *
 * @internal
 */
export type StartGate = (start: () => void) => void;

/**
 * Starts per tick: about 4 ms of work, so an answer in flight waits no longer than that for a burst.
 * Measured at 1,000 streams opened at once (docs/proxy.md): 4 a tick held the events' p99 as well
 * but made the last streams wait longer for their first event; 8 did both.
 */
export const STARTS_PER_TICK = 8;

/** A gate letting `startsPerTick` starts through per tick of the event loop. @internal */
export const createStartGate = (startsPerTick: number = STARTS_PER_TICK): StartGate => {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const tick = () => {
    const starts = waiting.splice(0, startsPerTick);
    // The next tick is settled before any start runs, so none can leave the others waiting.
    if (waiting.length > 0) setImmediate(tick);
    else scheduled = false;
    for (const start of starts) start();
  };
  return (start) => {
    waiting.push(start);
    if (scheduled) return;
    scheduled = true;
    setImmediate(tick);
  };
};
