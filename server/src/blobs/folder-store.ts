import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  checkKey,
  checkPrefix,
  DEFAULT_LIST_LIMIT,
  type BlobBody,
  type BlobMeta,
  type BlobStore,
  type ListOptions,
  type PutOptions,
  type StoredBlob,
} from './blob-store';
import { measured } from './measure';

// The blob store on the embedded database (one process: PGlite never runs as several), in
// the data folder (BLOB_DIR). Layout:
//   keys/<key>.json   the blob's metadata and the name of its data file
//   data/<ab>/<uuid>  the bytes; a new version gets a new file, so a replace is one rename
//                     of the metadata
//   trash/<ms>-<ab>_<uuid>  a data file replaced or deleted at <ms>: removed after a grace
//                     time, so a download that found the old version still finishes.

interface Entry extends BlobMeta {
  /** The data file, relative to data/. */
  data: string;
}

const SUFFIX = '.json';
const GRACE_MS = 10 * 60_000;

export interface FolderStoreOptions {
  /** How long a replaced or deleted version stays readable (tests shorten it). */
  graceMs?: number;
}

export function folderBlobStore(root: string, options: FolderStoreOptions = {}): BlobStore {
  const keysDir = path.join(root, 'keys');
  const dataDir = path.join(root, 'data');
  const metaPath = (key: string) => path.join(keysDir, `${checkKey(key)}${SUFFIX}`);
  // one process writes this folder: a lock per key orders the metadata swaps of one key
  const locks = new Map<string, Promise<unknown>>();
  const underLock = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const previous = locks.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => undefined);
    locks.set(key, settled);
    void settled.then(() => locks.get(key) === settled && locks.delete(key));
    return next;
  };

  const readEntry = async (key: string): Promise<Entry | undefined> => {
    try {
      return JSON.parse(await readFile(metaPath(key), 'utf8')) as Entry;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  const metaOf = ({ data: _data, ...meta }: Entry): BlobMeta => meta;
  const trash = trashBin(root, dataDir, options.graceMs ?? GRACE_MS);

  const writeData = async (body: BlobBody, options: PutOptions) => {
    const id = randomUUID();
    const data = path.join(id.slice(0, 2), id);
    await mkdir(path.join(dataDir, id.slice(0, 2)), { recursive: true });
    const { pieces, measurement } = measured(body, options.maxBytes);
    const file = path.join(dataDir, data);
    try {
      await pipeline(Readable.from(pieces), createWriteStream(file, { flags: 'wx' }));
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    return { data, size: measurement.size, sha256: measurement.sha256() };
  };

  return {
    kind: 'folder',

    async put(key, body, options) {
      trash.sweepSometimes();
      const target = metaPath(key);
      const written = await writeData(body, options);
      const entry: Entry = {
        key,
        contentType: options.contentType,
        createdAt: new Date().toISOString(),
        ...written,
      };
      await underLock(key, async () => {
        const old = await readEntry(key);
        await mkdir(path.dirname(target), { recursive: true });
        const temp = `${target}.${randomUUID()}.tmp`;
        await writeFile(temp, JSON.stringify(entry));
        await rename(temp, target);
        if (old) await trash.discard(old.data);
      });
      return metaOf(entry);
    },

    async get(key) {
      const entry = await readEntry(key);
      if (!entry) return undefined;
      const file = path.join(dataDir, entry.data);
      const blob: StoredBlob = {
        ...metaOf(entry),
        stream: (range) =>
          createReadStream(file, range ? { start: range.start, end: range.end } : {}),
      };
      return blob;
    },

    async stat(key) {
      const entry = await readEntry(key);
      return entry && metaOf(entry);
    },

    async delete(key) {
      return underLock(key, async () => {
        const entry = await readEntry(key);
        if (!entry) return false;
        await rm(metaPath(key), { force: true });
        await trash.discard(entry.data);
        return true;
      });
    },

    async list(prefix, options: ListOptions = {}) {
      checkPrefix(prefix);
      // the folder holding every key of the prefix: 'media/12/v' → keys/media/12
      const base = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const keys = (await keysUnder(keysDir, base))
        .filter((key) => key.startsWith(prefix) && (!options.after || key > options.after))
        .sort()
        .slice(0, options.limit ?? DEFAULT_LIST_LIMIT);
      const entries = await Promise.all(keys.map(readEntry));
      return entries.filter((entry): entry is Entry => !!entry).map(metaOf);
    },
  };
}

/** Every key stored under keys/<base>, walking its folders. */
async function keysUnder(keysDir: string, base: string): Promise<string[]> {
  let names;
  try {
    names = await readdir(path.join(keysDir, base), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const nested = await Promise.all(
    names.map(async (entry) => {
      const relative = base ? `${base}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return keysUnder(keysDir, relative);
      return entry.name.endsWith(SUFFIX) ? [relative.slice(0, -SUFFIX.length)] : [];
    }),
  );
  return nested.flat();
}

/** Data files no key points to any more, removed once no reader can still be on them. */
function trashBin(root: string, dataDir: string, graceMs: number) {
  const dir = path.join(root, 'trash');
  let lastSweep = 0;
  const sweep = async () => {
    const now = Date.now();
    for (const name of await readdir(dir).catch(() => [])) {
      const [at, data] = [Number(name.split('-', 1)[0]), name.slice(name.indexOf('-') + 1)];
      if (!(now - at >= graceMs)) continue;
      await rm(path.join(dataDir, data.replace('_', '/')), { force: true });
      await rm(path.join(dir, name), { force: true });
    }
  };
  return {
    async discard(data: string) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${Date.now()}-${data.replace(/[\\/]/, '_')}`), '');
    },
    sweepSometimes() {
      if (Date.now() - lastSweep < graceMs) return;
      lastSweep = Date.now();
      // a failed sweep is tried again by a later put; it never fails the write that ran it
      void sweep().catch(() => undefined);
    },
  };
}
