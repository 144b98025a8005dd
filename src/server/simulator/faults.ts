/**
 * Failures the simulator can stage on purpose, so the element, the proxy, the demo and clients' own
 * integrations can be tested against an upstream that misbehaves:
 *
 * - `error-mid-stream`: an `error` event after a few content deltas, then the stream ends (no `done`).
 * - `http-429`: a `429` quota error (JSON body, `Retry-After`) instead of a stream, as when a
 *   client's daily quota is used up.
 * - `http-500`: a `500` JSON error instead of a stream.
 * - `stall`: after a few content deltas nothing more is sent, but the connection stays open, until
 *   the client gives up; `stall=MS` resumes the answer after that long.
 * - `drop`: after a few content deltas the connection is cut: no `done`, no `error`, and over HTTP
 *   no clean end of the chunked body either, as when a load balancer or the network fails.
 * - `truncate`: after a few content deltas the stream ends cleanly, with no `done` and no `error`.
 * - `slow-first-byte`: a delay (3 s, or `slow-first-byte=MS`) before the response headers.
 *
 * Faults strike after authentication and validation, so a wrong request is still refused as usual.
 * The mid-stream ones strike answers, not clarifications. Set them with the `faults` option, with
 * `serve --fault NAME[=MS]`, or per request with the header `x-simulator-fault: drop` (a
 * comma-separated list) when the simulator was created with `allowFaultHeader: true`.
 */
export const SIMULATOR_FAULTS = [
  'error-mid-stream',
  'http-429',
  'http-500',
  'stall',
  'drop',
  'truncate',
  'slow-first-byte',
] as const;
export type SimulatorFault = (typeof SIMULATOR_FAULTS)[number];

/** The faults that take a duration in milliseconds. */
const TIMED_FAULTS = ['stall', 'slow-first-byte'] as const;
type TimedFault = (typeof TIMED_FAULTS)[number];

/**
 * Faults to stage: `true` turns one on; `stall` and `slow-first-byte` also take a duration in
 * milliseconds.
 */
export type SimulatorFaults = {[F in Exclude<SimulatorFault, TimedFault>]?: boolean} & {
  [F in TimedFault]?: boolean | number;
};

/** The request header that stages faults when `allowFaultHeader` is on. */
export const FAULT_HEADER = 'x-simulator-fault';

/** Content deltas sent before a mid-stream fault strikes. */
export const FAULT_AFTER_DELTAS = 5;

const DEFAULT_SLOW_FIRST_BYTE_MS = 3000;
/** A longer wait would outlast every client timeout worth testing. */
export const MAX_FAULT_MS = 600_000;

const isFault = (name: string): name is SimulatorFault =>
  (SIMULATOR_FAULTS as readonly string[]).includes(name);

const isTimed = (name: SimulatorFault): name is TimedFault =>
  (TIMED_FAULTS as readonly string[]).includes(name);

/**
 * Reads fault specs such as `drop` or `stall=2000`. Throws a message naming the problem for an
 * unknown name or a bad duration, unless `lenient`, which skips them (for a request header).
 */
export const parseFaults = (specs: readonly string[], lenient = false): SimulatorFaults => {
  const faults: SimulatorFaults = {};
  const refuse = (message: string) => {
    if (!lenient) throw new Error(message);
  };
  for (const spec of specs) {
    const [rawName = '', rawValue] = spec.split('=', 2);
    const name = rawName.trim().toLowerCase();
    if (name === '') continue;
    if (!isFault(name)) {
      refuse(`Unknown fault "${name}": use one of ${SIMULATOR_FAULTS.join(', ')}.`);
      continue;
    }
    if (rawValue === undefined) {
      faults[name] = true;
    } else if (!isTimed(name)) {
      refuse(`The fault "${name}" takes no value.`);
    } else if (/^\s*\d+\s*$/.test(rawValue) && Number(rawValue) <= MAX_FAULT_MS) {
      faults[name] = Number(rawValue);
    } else {
      refuse(
        `"${name}=${rawValue}": give a whole number of milliseconds up to ${String(MAX_FAULT_MS)}.`,
      );
    }
  }
  return faults;
};

/** The faults named in a header value (a comma-separated list); unknown names are ignored. */
export const parseFaultHeader = (value: string | null): SimulatorFaults =>
  parseFaults((value ?? '').split(','), true);

const duration = (value: boolean | number | undefined, fallback: number): number => {
  if (value === true) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(Math.max(0, value), MAX_FAULT_MS);
};

/** The delay before headers that `slow-first-byte` asks for, or 0. */
export const slowFirstByteMs = (faults: SimulatorFaults): number =>
  duration(faults['slow-first-byte'], DEFAULT_SLOW_FIRST_BYTE_MS);

/**
 * How `stall` stalls: `undefined` when it is off, `Infinity` to hold the stream until the client
 * leaves, or a pause in milliseconds.
 */
export const stallMs = (faults: SimulatorFaults): number | undefined => {
  const value = faults.stall;
  if (value === undefined || value === false) return undefined;
  return value === true ? Number.POSITIVE_INFINITY : duration(value, 0);
};
