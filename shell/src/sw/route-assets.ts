// Which of a remote's files the service worker keeps for a returning visitor (issue 25,
// repeat visit): read from the remote's federation manifest, so a remote that deploys or
// moves on its own is followed through /mf/remotes.json, never through a list built here.

/** The expose every remote gives the shell: its pages (packages/ui remote template). */
export const ROUTES_EXPOSE = 'Routes';

interface AssetGroup {
  sync?: unknown;
  async?: unknown;
}

interface ExposeShape {
  name?: unknown;
  assets?: { js?: AssetGroup; css?: AssetGroup };
}

interface ManifestShape {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: unknown;
}

const names = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];

function assets(expose: ExposeShape, kind: keyof AssetGroup): string[] {
  return [...names(expose.assets?.js?.[kind]), ...names(expose.assets?.css?.[kind])];
}

/**
 * Where the remote's chunks are served from: its publicPath, or with 'auto' (webpack finds
 * it from the script's address at run time) the folder of its remoteEntry.js.
 */
function chunkBase(manifestUrl: string, manifest: ManifestShape): string | undefined {
  const meta = manifest.metaData;
  if (typeof meta?.publicPath === 'string' && meta.publicPath !== 'auto') {
    return new URL(meta.publicPath, manifestUrl).href;
  }
  if (meta?.publicPath !== 'auto') return undefined;
  const path = typeof meta.remoteEntry?.path === 'string' ? meta.remoteEntry.path : '';
  return new URL(path ? `${path.replace(/\/$/, '')}/` : './', manifestUrl).href;
}

/**
 * The scripts and styles of a remote's pages, absolute: what its Routes expose loads at once
 * and on demand. What only another expose loads (the staff console's sections, the content
 * studio, a dialog opened on demand) is left to its first use: a visitor never needs it,
 * and it is most of the remote's weight.
 */
export function routeAssetUrls(manifestUrl: string, manifest: unknown): string[] {
  const shape = (manifest ?? {}) as ManifestShape;
  const base = chunkBase(manifestUrl, shape);
  const exposes = Array.isArray(shape.exposes) ? (shape.exposes as ExposeShape[]) : [];
  const routes = exposes.find((expose) => expose.name === ROUTES_EXPOSE);
  if (!base || !routes) return [];
  const elsewhere = new Set(
    exposes.filter((expose) => expose !== routes).flatMap((expose) => assets(expose, 'sync')),
  );
  const files = new Set([
    ...assets(routes, 'sync'),
    ...assets(routes, 'async').filter((name) => !elsewhere.has(name)),
  ]);
  return [...files].map((name) => new URL(name, base).href);
}
