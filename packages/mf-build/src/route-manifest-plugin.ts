import { pathToFileURL } from 'node:url';
import path from 'node:path';
import webpack from 'webpack';

export const ROUTE_MANIFEST_FILE = 'routes.json';

/** Reads an app's route manifest module (src/route-manifest.ts) at build time. */
export async function loadRouteManifest(appDir: string, file: string): Promise<unknown> {
  const url = pathToFileURL(path.join(appDir, file));
  // a query per build, so `mf-build dev` picks up an edited manifest on restart
  url.search = `?t=${Date.now()}`;
  const mod = (await import(url.href)) as { default: unknown };
  return mod.default;
}

/**
 * Publishes the app's route manifest as routes.json beside mf-manifest.json: the shell and
 * the server read it at run time, so a deploy of this app alone adds or changes its pages.
 */
export class RouteManifestPlugin {
  constructor(private readonly manifest: unknown) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = `${JSON.stringify(this.manifest, null, 2)}\n`;
          compilation.emitAsset(ROUTE_MANIFEST_FILE, new webpack.sources.RawSource(json));
        },
      );
    });
  }
}
