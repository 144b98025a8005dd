import {randomBytes} from 'node:crypto';
import {mkdir, open, rename, rm} from 'node:fs/promises';
import {basename, dirname, join, resolve} from 'node:path';
import {
  describeRecords,
  findRecord,
  generateApiKey,
  newRecord,
  revokeRecords,
} from './key-store.js';
import type {KeyRecord, KeyStore} from './key-store.js';

/** The key file's format version. */
export const KEY_FILE_VERSION = 1;

/** The content of a key file: `{version: 1, keys: [...]}`, hashes only. */
export interface KeyFile {
  version: typeof KEY_FILE_VERSION;
  keys: KeyRecord[];
}

const isErrno = (error: unknown, code: string): boolean =>
  error instanceof Error && 'code' in error && error.code === code;

const parseKeyFile = (text: string, path: string): KeyRecord[] => {
  // A file created empty (`touch`) is an empty store, not a corrupt one.
  if (text.trim() === '') return [];
  const corrupt = (why: string) => new Error(`Key file ${path} is corrupt: ${why}.`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw corrupt(`not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw corrupt('expected an object {version, keys}');
  }
  const {version, keys} = data as {version?: unknown; keys?: unknown};
  if (version !== KEY_FILE_VERSION) {
    throw corrupt(`unsupported version ${JSON.stringify(version ?? null)}, expected 1`);
  }
  if (!Array.isArray(keys)) throw corrupt('"keys" must be an array');
  return keys.map((item: unknown, index): KeyRecord => {
    const record = (typeof item === 'object' && item !== null ? item : {}) as Partial<
      Record<keyof KeyRecord, unknown>
    >;
    const {client, sha256, createdAt, revoked, revokedAt} = record;
    if (
      typeof client !== 'string' ||
      typeof sha256 !== 'string' ||
      !/^[0-9a-f]{64}$/.test(sha256) ||
      typeof createdAt !== 'string' ||
      typeof revoked !== 'boolean' ||
      (revokedAt !== undefined && typeof revokedAt !== 'string')
    ) {
      throw corrupt(`keys[${String(index)}] needs client, sha256 (64 hex), createdAt and revoked`);
    }
    return {client, sha256, createdAt, revoked, ...(revokedAt === undefined ? {} : {revokedAt})};
  });
};

/**
 * A key store in a JSON file (`{version: 1, keys: [...]}`) that holds only SHA-256 hashes.
 *
 * Writes are atomic (a temporary file in the same folder, mode 0600, then a rename), so a reader
 * never sees half a file. The file is re-read whenever it changed on disk, so a `revoke` run from
 * another process applies to the next request without a restart. A missing file is an empty store
 * and is created by the first `issue`. A corrupt file makes every call fail with an error naming it.
 */
export const createFileKeyStore = (path: string): KeyStore => {
  const file = resolve(path);
  let cache: {stamp: string; records: KeyRecord[]} | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const read = async (): Promise<KeyRecord[]> => {
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isErrno(error, 'ENOENT')) {
        cache = undefined;
        return [];
      }
      throw new Error(`Cannot read key file ${file}: ${String(error)}`, {cause: error});
    }
    try {
      const stats = await handle.stat();
      // An atomic rename gives the file a new inode, so this notices every write, even within 1 ms.
      const stamp = `${String(stats.ino)}:${String(stats.size)}:${String(stats.mtimeMs)}`;
      if (cache?.stamp === stamp) return cache.records;
      const records = parseKeyFile(await handle.readFile('utf8'), file);
      cache = {stamp, records};
      return records;
    } finally {
      await handle.close();
    }
  };

  const write = async (records: readonly KeyRecord[]): Promise<void> => {
    const folder = dirname(file);
    await mkdir(folder, {recursive: true});
    const temp = join(folder, `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
    const body: KeyFile = {version: KEY_FILE_VERSION, keys: [...records]};
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(`${JSON.stringify(body, null, 2)}\n`, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(temp, file);
    } catch (error) {
      await rm(temp, {force: true});
      throw new Error(`Cannot write key file ${file}: ${String(error)}`, {cause: error});
    }
    cache = undefined;
  };

  /** Read, change, write, one change at a time within this process. */
  const mutate = <T>(change: (records: KeyRecord[]) => {result: T; changed: boolean}) => {
    const run = queue.then(async () => {
      const records = (await read()).map((record) => ({...record}));
      const {result, changed} = change(records);
      if (changed) await write(records);
      return result;
    });
    queue = run.catch(() => undefined);
    return run;
  };

  return {
    async verify(apiKey) {
      const record = findRecord(await read(), apiKey);
      return record && !record.revoked ? {client: record.client} : undefined;
    },
    issue: (client) =>
      mutate((records) => {
        const key = generateApiKey();
        records.push(newRecord(client, key, new Date()));
        return {result: key, changed: true};
      }),
    revoke: (target) =>
      mutate((records) => {
        const count = revokeRecords(records, target, new Date());
        return {result: count, changed: count > 0};
      }),
    list: async () => describeRecords(await read()),
  };
};
