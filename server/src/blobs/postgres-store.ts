import { Readable } from 'node:stream';
import type { Database, Queryable } from '../db/database';
import {
  checkKey,
  checkPrefix,
  DEFAULT_LIST_LIMIT,
  type BlobMeta,
  type BlobStore,
  type ByteRange,
  type StoredBlob,
} from './blob-store';
import { measured, rechunked } from './measure';

// The blob store in PostgreSQL (migration 0007): a blob_objects row per version and its
// bytes as blob_chunks rows of CHUNK_BYTES. Writing inserts one chunk per statement as the
// body arrives; reading fetches a few chunks per statement as the reader asks for them. So
// no statement holds a file, none runs long (the query deadline holds for any size), and no
// connection is held between two statements. A new version is written unkeyed and takes the
// key in one short transaction; the old one is detached and swept later, so a download
// already under way finishes with the bytes it started with.

export const CHUNK_BYTES = 256 * 1024;
const CHUNKS_PER_READ = 4;
/** Detached versions kept for readers still streaming them; unfinished writes for a day. */
const GRACE_MS = 10 * 60_000;
const UNFINISHED_GRACE = '1 day';

const META = `key, size::float8 as size, sha256, content_type as "contentType",
  to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;

interface ObjectRow extends BlobMeta {
  id: string;
  chunkBytes: number;
}

async function writeChunks(
  db: Queryable,
  id: string,
  pieces: AsyncIterable<Buffer>,
  chunkBytes: number,
) {
  let seq = 0;
  for await (const chunk of rechunked(pieces, chunkBytes)) {
    await db.query('insert into blob_chunks (object_id, seq, data) values ($1, $2, $3)', [
      id,
      seq++,
      chunk,
    ]);
  }
}

/** The bytes of [start, end] of one object, a few chunks per query, as the reader pulls. */
async function* readChunks(db: Queryable, object: ObjectRow, range: ByteRange) {
  const { chunkBytes } = object;
  const last = Math.floor(range.end / chunkBytes);
  for (let seq = Math.floor(range.start / chunkBytes); seq <= last; seq += CHUNKS_PER_READ) {
    const rows = await db.query<{ seq: number; data: Buffer }>(
      `select seq, data from blob_chunks where object_id = $1 and seq between $2 and $3
        order by seq`,
      [object.id, seq, Math.min(seq + CHUNKS_PER_READ - 1, last)],
    );
    if (rows.length === 0) throw new Error(`blob ${object.key}: chunks missing from ${seq}`);
    for (const row of rows) {
      const offset = row.seq * chunkBytes;
      const from = Math.max(range.start - offset, 0);
      const to = Math.min(range.end - offset + 1, row.data.length);
      yield row.data.subarray(from, to);
    }
  }
}

export interface PostgresStoreOptions {
  /** How long a replaced or deleted version stays readable (tests shorten it). */
  graceMs?: number;
}

export function postgresBlobStore(db: Database, options: PostgresStoreOptions = {}): BlobStore {
  const graceMs = options.graceMs ?? GRACE_MS;
  let lastSweep = 0;
  /** Removes detached and abandoned versions, at most once per grace time per process. */
  const sweepNow = async () => {
    await db.query(
      `delete from blob_objects where key is null
          and (detached_at <= now() - make_interval(secs => $1::float8 / 1000)
               or (completed_at is null and created_at < now() - interval '${UNFINISHED_GRACE}'))`,
      [graceMs],
    );
  };
  const sweepSometimes = () => {
    if (Date.now() - lastSweep < graceMs) return;
    lastSweep = Date.now();
    // a failed sweep is retried by a later put; it never fails the write that ran it
    void sweepNow().catch(() => undefined);
  };

  const objectOf = async (key: string): Promise<ObjectRow | undefined> => {
    const [row] = await db.query<ObjectRow>(
      `select id::text as id, chunk_bytes as "chunkBytes", ${META}
         from blob_objects where key = $1`,
      [checkKey(key)],
    );
    return row;
  };
  const metaOf = ({ id: _id, chunkBytes: _c, ...meta }: ObjectRow): BlobMeta => meta;

  /** The finished object takes the key; the version it replaces is detached. */
  const publish = (key: string, id: string, size: number, sha256: string) =>
    db.transaction(async (tx) => {
      await tx.query(
        'update blob_objects set key = null, detached_at = now() where key = $1 and id <> $2',
        [key, id],
      );
      const [row] = await tx.query<ObjectRow>(
        `update blob_objects set key = $1, size = $2, sha256 = $3, completed_at = now()
          where id = $4 returning id::text as id, chunk_bytes as "chunkBytes", ${META}`,
        [key, size, sha256, id],
      );
      return metaOf(row!);
    });

  return {
    kind: 'postgres',

    async put(key, body, options) {
      checkKey(key);
      sweepSometimes();
      const [created] = await db.query<{ id: string }>(
        `insert into blob_objects (content_type, chunk_bytes) values ($1, $2)
         returning id::text as id`,
        [options.contentType, CHUNK_BYTES],
      );
      const id = created!.id;
      const { pieces, measurement } = measured(body, options.maxBytes);
      try {
        await writeChunks(db, id, pieces, CHUNK_BYTES);
        return await publishRetrying(() =>
          publish(key, id, measurement.size, measurement.sha256()),
        );
      } catch (error) {
        await db.query('delete from blob_objects where id = $1', [id]).catch(() => undefined);
        throw error;
      }
    },

    async get(key) {
      const object = await objectOf(key);
      if (!object) return undefined;
      const blob: StoredBlob = {
        ...metaOf(object),
        stream: (range) => {
          const whole = { start: 0, end: object.size - 1 };
          if (object.size === 0) return Readable.from([]);
          // a slow client holds back the reads: at most one chunk waits in the stream
          return Readable.from(readChunks(db, object, range ?? whole), {
            objectMode: false,
            highWaterMark: object.chunkBytes,
          });
        },
      };
      return blob;
    },

    async stat(key) {
      const object = await objectOf(key);
      return object && metaOf(object);
    },

    async delete(key) {
      const rows = await db.query(
        `update blob_objects set key = null, detached_at = now() where key = $1 returning id`,
        [checkKey(key)],
      );
      return rows.length > 0;
    },

    async list(prefix, options = {}) {
      checkPrefix(prefix);
      return db.query<BlobMeta>(
        `select ${META} from blob_objects
          where starts_with(key, $1) and ($2::text is null or key collate "C" > $2)
          order by key collate "C" limit $3`,
        [prefix, options.after ?? null, options.limit ?? DEFAULT_LIST_LIMIT],
      );
    },
  };
}

/** Two puts of one key at once: the second to publish meets the unique key; once more. */
async function publishRetrying<T>(publish: () => Promise<T>): Promise<T> {
  try {
    return await publish();
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    return publish();
  }
}
