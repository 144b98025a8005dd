import assert from 'node:assert/strict';
import {mkdtemp, readFile, readdir, rm, stat, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {
  createFileKeyStore,
  createMemoryKeyStore,
  hashApiKey,
} from '../../../src/server/simulator/index.js';

let dir = '';
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wac-keys-'));
});
after(async () => {
  await rm(dir, {recursive: true, force: true});
});

describe('hashApiKey', () => {
  it('should give the SHA-256 of the key in lower-case hex', () => {
    assert.equal(
      hashApiKey('abc'),
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('createMemoryKeyStore', () => {
  it('should issue sk_live_ keys that verify as their client, and refuse others', async () => {
    const store = createMemoryKeyStore();
    const key = await store.issue('acme');
    assert.match(key, /^sk_live_[0-9A-Za-z]{32,}$/);
    assert.deepEqual(await store.verify(key), {client: 'acme'});
    assert.equal(await store.verify(`${key}x`), undefined);
    assert.equal(await store.verify(''), undefined);
    assert.notEqual(await store.issue('acme'), key, 'two keys must differ');
  });

  it('should revoke by client or by key and count only keys it revoked', async () => {
    const store = createMemoryKeyStore();
    const a1 = await store.issue('acme');
    const a2 = await store.issue('acme');
    const b = await store.issue('beta');
    assert.equal(await store.revoke(b), 1);
    assert.equal(await store.verify(b), undefined);
    assert.equal(await store.revoke('acme'), 2);
    assert.equal(await store.revoke('acme'), 0, 'revoking twice revokes nothing more');
    assert.equal(await store.verify(a1), undefined);
    assert.equal(await store.verify(a2), undefined);
    assert.equal(await store.revoke('nobody'), 0);
  });

  it('should list fingerprints, never keys or full hashes', async () => {
    const store = createMemoryKeyStore();
    const key = await store.issue('acme');
    const [info] = await store.list();
    assert.ok(info);
    assert.equal(info.client, 'acme');
    assert.equal(info.revoked, false);
    assert.equal(info.fingerprint, hashApiKey(key).slice(0, 8));
    assert.ok(!Number.isNaN(Date.parse(info.createdAt)));
    const shown = JSON.stringify(await store.list());
    assert.ok(!shown.includes(key) && !shown.includes(hashApiKey(key)));
  });

  it('should refuse an empty client name', async () => {
    await assert.rejects(createMemoryKeyStore().issue('  '), /client name/);
  });
});

describe('createFileKeyStore', () => {
  it('should store only hashes, in a 0600 file written atomically', async () => {
    const path = join(dir, 'sub', 'keys.json');
    const store = createFileKeyStore(path);
    assert.deepEqual(await store.list(), [], 'a missing file is an empty store');
    const key = await store.issue('acme');
    const text = await readFile(path, 'utf8');
    assert.ok(!text.includes(key), 'the key itself must never reach the disk');
    const data = JSON.parse(text) as {version: number; keys: Array<{sha256: string}>};
    assert.equal(data.version, 1);
    assert.equal(data.keys[0]?.sha256, hashApiKey(key));
    if (process.platform !== 'win32') assert.equal((await stat(path)).mode & 0o777, 0o600);
    assert.deepEqual(await readdir(join(dir, 'sub')), ['keys.json'], 'no temporary file left');
    assert.deepEqual(await store.verify(key), {client: 'acme'});
  });

  it('should see a revoke made by another instance without a restart', async () => {
    const path = join(dir, 'shared.json');
    const server = createFileKeyStore(path);
    const cli = createFileKeyStore(path);
    const key = await cli.issue('acme');
    assert.deepEqual(await server.verify(key), {client: 'acme'});
    assert.equal(await cli.revoke(key), 1);
    assert.equal(await server.verify(key), undefined, 'the revoked key must stop working at once');
    const other = await cli.issue('acme');
    assert.deepEqual(await server.verify(other), {client: 'acme'}, 'a new key works at once');
  });

  it('should keep every key when issuing concurrently', async () => {
    const store = createFileKeyStore(join(dir, 'concurrent.json'));
    const keys = await Promise.all(Array.from({length: 8}, (_, i) => store.issue(`c${String(i)}`)));
    for (const key of keys) assert.ok(await store.verify(key));
    assert.equal((await store.list()).length, 8);
  });

  it('should fail with an error naming the file when it is corrupt', async () => {
    const path = join(dir, 'corrupt.json');
    await writeFile(path, '{"version": 1, "keys": [');
    const store = createFileKeyStore(path);
    await assert.rejects(store.verify('sk_live_x'), (error: Error) => {
      assert.match(error.message, /corrupt/);
      assert.ok(error.message.includes(path));
      return true;
    });
    await writeFile(path, JSON.stringify({version: 1, keys: [{client: 'a', sha256: 'nope'}]}));
    await assert.rejects(store.list(), /keys\[0\]/);
    await writeFile(path, JSON.stringify({version: 9, keys: []}));
    await assert.rejects(store.issue('a'), /version/);
  });
});
