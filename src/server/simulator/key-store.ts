import {createHash, randomBytes, timingSafeEqual} from 'node:crypto';

/** What `list()` shows of a key: never the key, never its full hash. */
export interface KeyInfo {
  client: string;
  /** ISO 8601. */
  createdAt: string;
  revoked: boolean;
  /** The first 8 hex characters of the key's SHA-256, enough to tell keys apart in a listing. */
  fingerprint: string;
}

/** Where the simulator checks API keys. Keys themselves are never stored, only their SHA-256. */
export interface KeyStore {
  /** The client a key belongs to; `undefined` when it is unknown or revoked. */
  verify(apiKey: string): Promise<{client: string} | undefined>;
  /** Creates a key for `client` and returns it: the only time it is ever visible. */
  issue(client: string): Promise<string>;
  /** Revokes every key of a client, or one key given in full; returns how many were revoked. */
  revoke(target: string): Promise<number>;
  list(): Promise<KeyInfo[]>;
}

/** A stored key. @internal */
export interface KeyRecord {
  client: string;
  /** SHA-256 of the key, lower-case hex. */
  sha256: string;
  createdAt: string;
  revoked: boolean;
  revokedAt?: string;
}

/** The SHA-256 of an API key, lower-case hex: what a key store keeps instead of the key. */
export const hashApiKey = (key: string): string =>
  createHash('sha256').update(key, 'utf8').digest('hex');

export const KEY_PREFIX = 'sk_live_';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_CHARS = 40;

/** A new key: `sk_live_` and 40 base62 characters (about 238 random bits). @internal */
export const generateApiKey = (): string => {
  let key = KEY_PREFIX;
  while (key.length < KEY_PREFIX.length + KEY_CHARS) {
    for (const byte of randomBytes(64)) {
      // 248 = 4 * 62: dropping bytes above it keeps every character equally likely.
      if (byte < 248 && key.length < KEY_PREFIX.length + KEY_CHARS) key += BASE62.charAt(byte % 62);
    }
  }
  return key;
};

/** Finds the record of a key, comparing hashes in constant time. @internal */
export const findRecord = (
  records: readonly KeyRecord[],
  apiKey: string,
): KeyRecord | undefined => {
  const candidate = Buffer.from(hashApiKey(apiKey), 'hex');
  let found: KeyRecord | undefined;
  // Compare against every record, even after a match, so timing says nothing about the store.
  for (const record of records) {
    const stored = Buffer.from(record.sha256, 'hex');
    if (stored.length === candidate.length && timingSafeEqual(stored, candidate)) found = record;
  }
  return found;
};

/** A client name: what `keygen --client` accepts. @internal */
export const checkClient = (client: string): string => {
  const name = client.trim();
  if (name === '' || name.length > 200 || /[\p{Cc}]/u.test(name)) {
    throw new Error('A client name must be 1 to 200 printable characters.');
  }
  return name;
};

/** Marks the records `target` names (a client, or a key) revoked; returns how many. @internal */
export const revokeRecords = (records: KeyRecord[], target: string, now: Date): number => {
  const byKey = findRecord(records, target);
  let count = 0;
  for (const record of records) {
    if (record.revoked || (record !== byKey && record.client !== target)) continue;
    record.revoked = true;
    record.revokedAt = now.toISOString();
    count++;
  }
  return count;
};

/** @internal */
export const describeRecords = (records: readonly KeyRecord[]): KeyInfo[] =>
  records.map((record) => ({
    client: record.client,
    createdAt: record.createdAt,
    revoked: record.revoked,
    fingerprint: record.sha256.slice(0, 8),
  }));

/** Runs `fn` as a promise: a throw becomes a rejection, as from an async store. */
const settle = <T>(fn: () => T): Promise<T> =>
  new Promise((resolve) => {
    resolve(fn());
  });

/** A new record for a key. @internal */
export const newRecord = (client: string, key: string, now: Date): KeyRecord => ({
  client: checkClient(client),
  sha256: hashApiKey(key),
  createdAt: now.toISOString(),
  revoked: false,
});

/** A key store in memory, for tests and an embedded simulator. */
export const createMemoryKeyStore = (): KeyStore => {
  const records: KeyRecord[] = [];
  return {
    verify: (apiKey) =>
      settle(() => {
        const record = findRecord(records, apiKey);
        return record && !record.revoked ? {client: record.client} : undefined;
      }),
    issue: (client) =>
      settle(() => {
        const key = generateApiKey();
        records.push(newRecord(client, key, new Date()));
        return key;
      }),
    revoke: (target) => settle(() => revokeRecords(records, target, new Date())),
    list: () => settle(() => describeRecords(records)),
  };
};
