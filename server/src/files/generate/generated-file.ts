// One file made by a committed generator: where it goes, what decides its bytes (the cache
// key), and how to make them.

export interface FileSource {
  /** JSON-serialisable description of everything that decides the bytes. */
  inputs: () => Promise<unknown> | unknown;
  render: () => Promise<Buffer>;
}

export interface GeneratedFile {
  /** Relative to FILES_DIR; public/... is also served at /data/file/... */
  storagePath: string;
  source: FileSource;
}

const PUBLIC_URL = '/data/file/';

/** '/data/file/video/a.mp4' → 'public/video/a.mp4' (undefined for other URLs). */
export function storagePathOfPublicUrl(url: string): string | undefined {
  if (!url.startsWith(PUBLIC_URL)) return undefined;
  const relative = url.slice(PUBLIC_URL.length);
  if (!relative || relative.split('/').some((part) => part === '..' || part === '')) {
    return undefined;
  }
  return `public/${relative}`;
}
