import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RemoteOnServer } from '@dpu/contracts';

// Everything the server reads of what a remote publishes — its manifests, its stylesheets,
// its Node build — comes through one source: this server's own remotes (/remotes/<name>/…,
// the local default) from their folders on disk, a remote hosted elsewhere (a CDN) by its
// URL. The server never asks itself over HTTP for any of it.

export interface RemoteSource {
  /** Text of a file a remote publishes, by the URL the browser uses (relative or absolute). */
  read: (url: string) => Promise<string>;
  /** The Node build (server/remoteEntry.js beside the browser manifest) of this version. */
  serverEntry: (name: string, manifestUrl: string, version: string) => RemoteOnServer;
}

/** 'https://cdn/x/mf-manifest.json' or '/remotes/x/mf-manifest.json' → its folder + file. */
export function besideManifest(manifestUrl: string, file: string): string {
  return manifestUrl.replace(/[^/]*$/, '') + file;
}

const LOCAL = /^\/remotes\/([a-z0-9-]+)\/(.+)$/i;

export function remoteSource(webRoot: string, timeoutMs: number): RemoteSource {
  /** The file on disk of one of this server's own remotes, or undefined for a URL elsewhere. */
  const localFile = (url: string): string | undefined => {
    const local = LOCAL.exec(url.split('?')[0] ?? '');
    if (!local) return undefined;
    const [, name, file] = local as unknown as [string, string, string];
    const root = path.join(webRoot, `mfe-${name}`, 'dist');
    const full = path.resolve(root, file);
    if (!full.startsWith(`${root}${path.sep}`)) throw new Error(`outside the remote: ${url}`);
    return full;
  };

  const read = async (url: string): Promise<string> => {
    const file = localFile(url);
    if (file) return readFile(file, 'utf8');
    if (!/^https?:\/\//i.test(url)) {
      throw new Error(`${url}: neither one of this server's remotes nor an http(s) URL`);
    }
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  };

  const serverEntry = (name: string, manifestUrl: string, version: string): RemoteOnServer => {
    const url = besideManifest(manifestUrl, 'server/remoteEntry.js');
    const file = localFile(url);
    if (file) {
      return {
        name,
        serverEntry: `${pathToFileURL(file).href}?v=${version}`,
        // its chunks are read from the same folder by the Node runtime
        readEntry: async () => ({
          code: await readFile(file, 'utf8'),
          directory: path.dirname(file),
        }),
      };
    }
    return {
      name,
      serverEntry: `${url}?v=${version}`,
      // not a folder on disk: the Node runtime fetches its chunks beside the entry's URL
      readEntry: async () => ({
        code: await read(url),
        directory: new URL('.', url).pathname.replace(/\/$/, ''),
      }),
    };
  };

  return { read, serverEntry };
}
