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
  /** Extra entries emitted with a fixed name, e.g. the shell's service worker. */
  extraEntries?: Record<string, string>;
  /** Page title of the standalone/dev HTML page. */
  title: string;
}

/** The dev ports of every app, so the shell's dev server can point at the remotes. */
export const DEV_PORTS = {
  shell: 3000,
  marketing: 3001,
  products: 3002,
  careers: 3003,
  support: 3004,
} as const;

export type RemoteKey = Exclude<keyof typeof DEV_PORTS, 'shell'>;
export const REMOTE_KEYS: readonly RemoteKey[] = ['marketing', 'products', 'careers', 'support'];

export function defineApp(config: AppConfig): AppConfig {
  return config;
}
