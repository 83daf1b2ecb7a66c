import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { waitFor } from '../../test/wait';
import { freshDatabase, skipReason, type TestDatabase } from '../../test/databases';
import { migrate } from '../db/migrate';
import { BlobTooLargeError, type BlobStore } from './blob-store';
import { folderBlobStore } from './folder-store';
import { CHUNK_BYTES, postgresBlobStore } from './postgres-store';

// One contract for every implementation: the data folder, and the PostgreSQL store on both
// engines (PGlite runs the same SQL, so its bugs show without a server).

async function* pieces(data: Buffer, size = 64 * 1024) {
  for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size);
}
async function read(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

interface Opened {
  /** With the default grace time, and one that sweeps at once. */
  store: BlobStore;
  sweeping: BlobStore;
  /** How many versions' bytes of the sweeping store's keys (s/…) are kept, live or not. */
  versions: () => Promise<number>;
  close: () => Promise<void>;
}

const stores: { name: string; skip: () => Promise<string | false>; open: () => Promise<Opened> }[] =
  [
    {
      name: 'the data folder',
      skip: async () => false,
      open: async () => {
        const root = mkdtempSync(path.join(tmpdir(), 'dpu-blobs-'));
        const sweepRoot = mkdtempSync(path.join(tmpdir(), 'dpu-blobs-'));
        const dataFiles = async () =>
          (
            await readdir(path.join(sweepRoot, 'data'), { recursive: true, withFileTypes: true })
          ).filter((entry) => entry.isFile()).length;
        return {
          store: folderBlobStore(root),
          sweeping: folderBlobStore(sweepRoot, { graceMs: 0 }),
          versions: async () => dataFiles().catch(() => 0),
          close: async () => undefined,
        };
      },
    },
    ...(['pglite', 'postgres'] as const).map((engine) => ({
      name: `PostgreSQL chunks on ${engine}`,
      skip: () => skipReason(engine),
      open: async (): Promise<Opened> => {
        const database: TestDatabase = await freshDatabase(engine);
        await migrate(database.db);
        const objects = async () =>
          (
            await database.db.query<{ n: number }>(
              `select count(*)::int as n from blob_objects where key is null or key like 's/%'`,
            )
          )[0]!.n;
        return {
          store: postgresBlobStore(database.db),
          sweeping: postgresBlobStore(database.db, { graceMs: 0 }),
          versions: objects,
          close: database.drop,
        };
      },
    })),
  ];

for (const { name, skip: skipOf, open } of stores) {
  describe(`blob store: ${name}`, async () => {
    const skip = await skipOf();
    let opened: Opened;
    let store: BlobStore;
    before(async () => {
      if (skip) return;
      opened = await open();
      store = opened.store;
    });
    after(() => opened?.close());
    // two and a half chunks: ranges cross chunk edges
    const data = randomBytes(CHUNK_BYTES * 2 + CHUNK_BYTES / 2);

    test(
      'when a body is put, then get and stat give its bytes, size and SHA-256',
      { skip },
      async () => {
        const meta = await store.put('t/whole.bin', pieces(data), {
          contentType: 'application/pdf',
        });
        assert.equal(meta.size, data.length);
        assert.equal(meta.sha256, sha256(data));
        assert.equal(meta.contentType, 'application/pdf');
        assert.ok(!Number.isNaN(Date.parse(meta.createdAt)));
        assert.deepEqual(await store.stat('t/whole.bin'), meta);
        const blob = await store.get('t/whole.bin');
        assert.deepEqual(await read(blob!.stream()), data);
        assert.equal(await store.get('t/none.bin'), undefined);
        assert.equal(await store.stat('t/none.bin'), undefined);
      },
    );

    test(
      'when a range is read, then exactly those bytes come, across chunk edges',
      { skip },
      async () => {
        await store.put('t/ranges.bin', pieces(data, 100_000), { contentType: 'x/y' });
        const blob = (await store.get('t/ranges.bin'))!;
        const edge = CHUNK_BYTES;
        for (const [start, end] of [
          [0, 0],
          [edge - 1, edge],
          [edge - 10, edge * 2 + 10],
          [data.length - 1, data.length - 1],
          [5, data.length - 1],
        ] as const) {
          assert.deepEqual(await read(blob.stream({ start, end })), data.subarray(start, end + 1));
        }
      },
    );

    test(
      'when a key is put again, then readers see the new bytes; one that found the old keeps it',
      { skip },
      async () => {
        await store.put('t/replace.bin', pieces(Buffer.from('old bytes')), { contentType: 'a/b' });
        const old = (await store.get('t/replace.bin'))!;
        const next = Buffer.from('new bytes, longer');
        const meta = await store.put('t/replace.bin', pieces(next), { contentType: 'c/d' });
        assert.equal(meta.contentType, 'c/d');
        assert.deepEqual(await read((await store.get('t/replace.bin'))!.stream()), next);
        assert.equal((await read(old.stream())).toString(), 'old bytes');
        assert.equal((await store.list('t/replace')).length, 1);
      },
    );

    test(
      'when a body passes maxBytes or fails, then nothing is stored and the old blob stays',
      { skip },
      async () => {
        await store.put('t/limit.bin', pieces(Buffer.from('kept')), { contentType: 'a/b' });
        await assert.rejects(
          store.put('t/limit.bin', pieces(data), { contentType: 'a/b', maxBytes: CHUNK_BYTES }),
          BlobTooLargeError,
        );
        async function* broken() {
          yield data.subarray(0, CHUNK_BYTES + 1);
          throw new Error('client went away');
        }
        await assert.rejects(
          store.put('t/limit.bin', broken(), { contentType: 'a/b' }),
          /went away/,
        );
        const kept = (await store.get('t/limit.bin'))!;
        assert.equal((await read(kept.stream())).toString(), 'kept');
        await assert.rejects(
          store.put('t/fresh.bin', broken(), { contentType: 'a/b' }),
          /went away/,
        );
        assert.equal(await store.stat('t/fresh.bin'), undefined);
      },
    );

    test('when an empty body is put, then it reads back empty', { skip }, async () => {
      const meta = await store.put('t/empty', pieces(Buffer.alloc(0)), { contentType: 'a/b' });
      assert.equal(meta.size, 0);
      assert.equal(meta.sha256, sha256(Buffer.alloc(0)));
      assert.equal((await read((await store.get('t/empty'))!.stream())).length, 0);
    });

    test(
      'when blobs are listed by prefix, then only that prefix comes, in key order, paged',
      { skip },
      async () => {
        for (const key of ['m/10/a', 'm/1/b', 'm/1/a', 'm/1/c/d', 'm/2/a']) {
          await store.put(key, pieces(Buffer.from(key)), { contentType: 'text/plain' });
        }
        const keys = async (prefix: string, options = {}) =>
          (await store.list(prefix, options)).map((meta) => meta.key);
        assert.deepEqual(await keys('m/1/'), ['m/1/a', 'm/1/b', 'm/1/c/d']);
        assert.deepEqual(await keys('m/1'), ['m/1/a', 'm/1/b', 'm/1/c/d', 'm/10/a']);
        assert.deepEqual(await keys('m/1/', { after: 'm/1/a', limit: 1 }), ['m/1/b']);
        assert.deepEqual(await keys('nothing/'), []);
        const [first] = await store.list('m/2/');
        assert.equal(first!.size, 5);
        assert.equal(first!.sha256, sha256(Buffer.from('m/2/a')));
      },
    );

    test(
      'when a blob is deleted, then it is gone and a second delete says so',
      { skip },
      async () => {
        await store.put('t/gone', pieces(Buffer.from('x')), { contentType: 'a/b' });
        assert.equal(await store.delete('t/gone'), true);
        assert.equal(await store.get('t/gone'), undefined);
        assert.equal(await store.delete('t/gone'), false);
        assert.deepEqual(await store.list('t/gone'), []);
      },
    );

    test(
      'when a key could leave its folder or is malformed, then the call throws',
      { skip },
      async () => {
        for (const key of ['../x', 'a/../b', '/a', 'a//b', '.hidden', 'a b', '']) {
          await assert.rejects(store.stat(key), /invalid blob key/, key);
        }
      },
    );

    test(
      'when versions are replaced or deleted, then their bytes go once the grace time is over',
      { skip },
      async () => {
        const { sweeping, versions } = opened;
        await sweeping.put('s/a', pieces(Buffer.from('1')), { contentType: 'a/b' });
        await sweeping.put('s/a', pieces(Buffer.from('2')), { contentType: 'a/b' });
        await sweeping.put('s/b', pieces(Buffer.from('3')), { contentType: 'a/b' });
        assert.equal(await sweeping.delete('s/b'), true);
        // the next write sweeps (in the background): s/a's last version and s/c are left
        await sweeping.put('s/c', pieces(Buffer.from('4')), { contentType: 'a/b' });
        await waitFor(async () => ((await versions()) === 2 ? true : undefined));
        assert.equal((await read((await sweeping.get('s/a'))!.stream())).toString(), '2');
      },
    );
  });
}
