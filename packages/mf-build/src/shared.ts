import { createRequire } from 'node:module';
import path from 'node:path';

// Shared singletons (docs/decisions.md): one instance on the page, whoever loads first.
// The stateful workspace packages are shared too, or host and remote would each create
// their own zustand store and their state would diverge (docs/toolchain.md); zustand itself is
// used only inside @dpu/session, so it travels in that package's shared chunk.
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  // the routing facade, not react-router-dom itself: a shared module ships whole
  '@dpu/router',
  'axios',
  '@tanstack/react-query',
  // antd stays per app, but its style cache must be one: on the server the shell collects
  // every app's antd styles into the page (and the browser reuses them)
  '@ant-design/cssinjs',
  '@dpu/session',
  '@dpu/api-client',
  '@dpu/page-context',
  // loaded only where rich text renders in the browser (@dpu/ui RichText): once for all apps
  'dompurify',
];

interface SharedEntry {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
}

function installedVersion(appDir: string, pkg: string): string | undefined {
  const require = createRequire(path.join(appDir, 'package.json'));
  const root = pkg
    .split('/')
    .slice(0, pkg.startsWith('@') ? 2 : 1)
    .join('/');
  try {
    return (require(`${root}/package.json`) as { version: string }).version;
  } catch {
    return undefined;
  }
}

/**
 * The `shared` map of every app. antd is shared only when MF_SHARE_ANTD=1: shared modules
 * are not tree-shaken, so a shared antd ships whole; by default each app bundles the
 * parts it uses (figures in docs/decisions.md and `npm run bench`).
 */
export function sharedModules(appDir: string, shareAntd: boolean): Record<string, SharedEntry> {
  const names = shareAntd ? [...SINGLETONS, 'antd'] : SINGLETONS;
  return Object.fromEntries(
    names.map((name) => {
      const version = installedVersion(appDir, name);
      const entry: SharedEntry = version
        ? { singleton: true, requiredVersion: `^${version}`, version }
        : { singleton: true, requiredVersion: false };
      return [name, entry];
    }),
  );
}
