/**
 * Failures the simulator can stage on purpose, so the element, the proxy and the demo can show how
 * they behave when the upstream misbehaves:
 *
 * - `error-mid-stream`: an `error` event after a few content deltas, then the stream ends (no `done`).
 * - `http-500`: a `500` JSON error instead of a stream (after authentication and validation).
 * - `drop`: the stream just ends after a few content deltas, with no `done` and no `error`.
 * - `slow-first-byte`: a delay (3 s, or the number given) before the response headers.
 *
 * Set them with the `faults` option, or per request with the header
 * `x-simulator-fault: drop` (a comma-separated list; `slow-first-byte=1500` sets the delay) when
 * the simulator was created with `allowFaultHeader: true`.
 */
export const SIMULATOR_FAULTS = [
  'error-mid-stream',
  'http-500',
  'drop',
  'slow-first-byte',
] as const;
export type SimulatorFault = (typeof SIMULATOR_FAULTS)[number];

/** Faults to stage: `true` turns one on; `slow-first-byte` also takes a delay in milliseconds. */
export interface SimulatorFaults {
  'error-mid-stream'?: boolean;
  'http-500'?: boolean;
  drop?: boolean;
  'slow-first-byte'?: boolean | number;
}

/** The request header that stages faults when `allowFaultHeader` is on. */
export const FAULT_HEADER = 'x-simulator-fault';

/** Content deltas sent before `error-mid-stream` or `drop` strikes. */
export const FAULT_AFTER_DELTAS = 5;

const DEFAULT_SLOW_FIRST_BYTE_MS = 3000;
const MAX_SLOW_FIRST_BYTE_MS = 60_000;

/** The faults named in a header value; unknown names are ignored. */
export const parseFaultHeader = (value: string | null): SimulatorFaults => {
  const faults: SimulatorFaults = {};
  for (const item of (value ?? '').split(',')) {
    const [rawName = '', rawValue] = item.split('=', 2);
    const name = rawName.trim().toLowerCase();
    if (name === 'slow-first-byte') {
      const ms = Number(rawValue);
      faults[name] = rawValue !== undefined && Number.isFinite(ms) ? ms : true;
    } else if (name === 'error-mid-stream' || name === 'http-500' || name === 'drop') {
      faults[name] = true;
    }
  }
  return faults;
};

/** The delay before headers that `slow-first-byte` asks for, or 0. */
export const slowFirstByteMs = (faults: SimulatorFaults): number => {
  const value = faults['slow-first-byte'];
  if (value === true) return DEFAULT_SLOW_FIRST_BYTE_MS;
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(Math.max(0, value), MAX_SLOW_FIRST_BYTE_MS);
};
