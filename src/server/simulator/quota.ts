/** The day a quota counts against: the UTC calendar date, so every client resets at UTC midnight. */
const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Each client's token spend for the current UTC day. */
export interface QuotaLedger {
  /** Tokens left today, never negative. */
  remaining(client: string): number;
  /**
   * Spends `tokens`. When they do not fit, spends what is left (so the next request gets a `429`)
   * and returns `false`.
   */
  charge(client: string, tokens: number): boolean;
  /** Seconds until the quota resets, for `Retry-After`. */
  secondsUntilReset(): number;
}

/**
 * A per-client, per-UTC-day token ledger held in memory: `limit` tokens a day for every client,
 * except those `limits` names.
 */
export const createQuotaLedger = (
  limit: number,
  now: () => Date,
  limits: Readonly<Record<string, number>> = {},
): QuotaLedger => {
  const spent = new Map<string, {day: string; used: number}>();
  const limitOf = (client: string) =>
    Object.prototype.hasOwnProperty.call(limits, client) ? (limits[client] ?? limit) : limit;

  const entry = (client: string) => {
    const day = utcDay(now());
    let current = spent.get(client);
    if (current?.day !== day) {
      current = {day, used: 0};
      spent.set(client, current);
    }
    return current;
  };

  return {
    remaining: (client) => Math.max(0, limitOf(client) - entry(client).used),
    charge(client, tokens) {
      const current = entry(client);
      const max = limitOf(client);
      if (current.used + tokens > max) {
        current.used = Math.max(current.used, max);
        return false;
      }
      current.used += tokens;
      return true;
    },
    secondsUntilReset() {
      const date = now();
      const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1);
      return Math.max(1, Math.ceil((midnight - date.getTime()) / 1000));
    },
  };
};
