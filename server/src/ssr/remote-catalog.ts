import { createHash } from 'node:crypto';
import {
  buildRouteTable,
  type RemoteOnServer,
  type RouteEntry,
  type RouteManifest,
  type SiteRoute,
} from '@dpu/contracts';
import { besideManifest, type RemoteSource } from '../remotes/remote-source';
import { styleSheet, type StyleSheet } from './style-index';

// The composed site as the remotes in remotes.json publish it NOW: each remote's route
// manifest (routes.json), its version (a hash of its manifests, which name every content-
// hashed chunk), its Node build and its stylesheets. Re-read when remotes.json changes and
// every few seconds otherwise, so deploying one remote changes the site without a restart.

export interface RemoteInCatalog {
  name: string;
  /** The browser manifest URL, as the page's browser gets it (from remotes.json). */
  manifestUrl: string;
  version: string;
  routes: RouteManifest;
  /** The Node build, read through the same source (its entry names the version). */
  server: RemoteOnServer;
  stylesheets: StyleSheet[];
}

export interface Catalog {
  /** Changes whenever any remote or the remotes map changes (part of the page cache key). */
  version: string;
  remotes: Readonly<Record<string, string>>;
  entries: readonly RemoteInCatalog[];
  routes: readonly SiteRoute[];
}

export interface CatalogSource {
  /** The remotes map of remotes.json (name → browser manifest URL). */
  readRemotes: () => Promise<Record<string, string>>;
  /** Changes when remotes.json changes (cheap: checked on every request). */
  remotesStamp: () => string;
  /** The shell's own route manifest. */
  readShellRoutes: () => Promise<RouteManifest>;
  /** What the remotes publish: manifests, stylesheets and Node builds (disk or URL). */
  remoteFiles: Pick<RemoteSource, 'read' | 'serverEntry'>;
  log: (message: string, error?: unknown) => void;
}

interface MfManifest {
  exposes?: Array<{ assets?: { css?: { sync?: string[]; async?: string[] } } }>;
}

function isRouteManifest(value: unknown): value is RouteManifest {
  const manifest = value as RouteManifest | null;
  return (
    typeof manifest === 'object' &&
    manifest !== null &&
    typeof manifest.app === 'string' &&
    Array.isArray(manifest.routes) &&
    manifest.routes.every(
      (route: RouteEntry) =>
        typeof route?.path === 'string' &&
        route.path.startsWith('/') &&
        typeof route.head?.title === 'string' &&
        (route.query === undefined ||
          (Array.isArray(route.query) && route.query.every((name) => typeof name === 'string'))),
    )
  );
}

function cssFilesOf(manifest: MfManifest): string[] {
  const files = new Set<string>();
  for (const expose of manifest.exposes ?? []) {
    for (const file of [
      ...(expose.assets?.css?.sync ?? []),
      ...(expose.assets?.css?.async ?? []),
    ]) {
      files.add(file);
    }
  }
  return [...files];
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 12);

export class RemoteCatalog {
  private current: Catalog | undefined;
  private refreshing: Promise<Catalog> | undefined;
  private checkedAt = 0;
  private stamp = '';
  private readonly lastGood = new Map<string, RemoteInCatalog>();
  private readonly sheets = new Map<string, StyleSheet>();

  constructor(
    private readonly source: CatalogSource,
    private readonly refreshMs: number,
  ) {}

  /** The catalog, re-read when older than the refresh interval (one read at a time). */
  async get(now = Date.now()): Promise<Catalog> {
    const fresh =
      now - this.checkedAt < this.refreshMs && this.source.remotesStamp() === this.stamp;
    if (this.current && fresh) return this.current;
    this.refreshing ??= this.load().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  /** Forget the age of the catalog: the next get() reads the remotes again. */
  invalidate(): void {
    this.checkedAt = 0;
  }

  private async load(): Promise<Catalog> {
    this.stamp = this.source.remotesStamp();
    const remotes = await this.source.readRemotes();
    const shell = await this.source.readShellRoutes();
    const entries: RemoteInCatalog[] = [];
    for (const [name, manifestUrl] of Object.entries(remotes)) {
      const entry = await this.loadRemote(name, manifestUrl);
      if (entry) entries.push(entry);
    }
    const version = sha1(JSON.stringify([remotes, entries.map((e) => e.version)]));
    this.current = {
      version,
      remotes,
      entries,
      routes: buildRouteTable([shell, ...entries.map((entry) => entry.routes)]),
    };
    this.checkedAt = Date.now();
    return this.current;
  }

  private async loadRemote(
    name: string,
    manifestUrl: string,
  ): Promise<RemoteInCatalog | undefined> {
    try {
      const [routesText, mfText] = await Promise.all([
        this.source.remoteFiles.read(besideManifest(manifestUrl, 'routes.json')),
        this.source.remoteFiles.read(manifestUrl),
      ]);
      const version = sha1(`${manifestUrl}\n${routesText}\n${mfText}`);
      const known = this.lastGood.get(name);
      if (known?.version === version) return known;
      const routes: unknown = JSON.parse(routesText);
      if (!isRouteManifest(routes)) throw new Error('routes.json is not a route manifest');
      const entry: RemoteInCatalog = {
        name,
        manifestUrl,
        version,
        routes: { ...routes, app: name },
        server: this.source.remoteFiles.serverEntry(name, manifestUrl, version),
        stylesheets: await this.loadStylesheets(manifestUrl, JSON.parse(mfText) as MfManifest),
      };
      this.lastGood.set(name, entry);
      return entry;
    } catch (error) {
      this.source.log(`remote ${name}: cannot read its manifests at ${manifestUrl}`, error);
      // a remote that cannot be reached keeps the pages it last published
      return this.lastGood.get(name);
    }
  }

  private async loadStylesheets(manifestUrl: string, manifest: MfManifest): Promise<StyleSheet[]> {
    const sheets: StyleSheet[] = [];
    for (const file of cssFilesOf(manifest)) {
      const href = besideManifest(manifestUrl, file);
      let sheet = this.sheets.get(href);
      if (!sheet) {
        // content-hashed file names: a sheet read once never changes
        sheet = styleSheet(href, await this.source.remoteFiles.read(href));
        this.sheets.set(href, sheet);
      }
      sheets.push(sheet);
    }
    return sheets;
  }
}
