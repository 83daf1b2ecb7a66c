import type { RemoteName } from '@dpu/contracts';

// What each app declares about itself in its `mf.config.ts`; the factory does the rest.

export type AppKind = 'host' | 'remote';

export interface AppConfig {
  /** Module Federation container name; also the key in /mf/remotes.json for remotes. */
  name: string;
  kind: AppKind;
  /** Port of `npm run dev` for this app. */
  devPort: number;
  /** Remote only: modules the shell loads, e.g. { './Routes': './src/routes.tsx' }. */
  exposes?: Record<string, string>;
  /** Extra entries emitted with a fixed name. */
  extraEntries?: Record<string, string>;
  /**
   * Host only: a service worker source compiled on its own into dist/sw.js (not a webpack
   * entry of the app: Module Federation injects its runtime into every entry), with
   * `__SW_VERSION__` replaced by a hash of the build, so every deploy replaces the worker.
   */
  serviceWorker?: string;
  /** The module whose default export is the app's route manifest (published as routes.json). */
  routeManifest: string;
  /** Host only: the module the server build starts from (exports the page renderer). */
  serverEntry?: string;
  /** Page title of the standalone/dev HTML page. */
  title: string;
}

/** The dev ports of every app, so the shell's dev server can point at the remotes. */
export const DEV_PORTS: Readonly<Record<'shell' | RemoteName, number>> = {
  shell: 3000,
  marketing: 3001,
  products: 3002,
  careers: 3003,
  support: 3004,
};

export function defineApp(config: AppConfig): AppConfig {
  return config;
}
