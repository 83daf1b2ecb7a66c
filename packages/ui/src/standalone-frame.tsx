import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createLazyQueryLayer, importQueryLibrary, QueryLayerProvider } from '@dpu/api-client';
import { BrowserRouter, Link } from '@dpu/router';
import type { RouteManifest } from '@dpu/contracts';
import './styles.css';

/**
 * The pages a link can open as they are: no path parameter, and no detail page that needs
 * a document's id in the query (those are reached from their lists).
 */
function linkablePages(manifest: RouteManifest) {
  return manifest.routes.filter(
    (route) =>
      !route.path.includes(':') &&
      !(typeof route.sitemap === 'object' && route.sitemap.query !== undefined),
  );
}

/**
 * A remote's own page for its team (`npm run dev -w mfe-…`): its routes in a minimal
 * frame, without the shell's header, footer, guard or tracking, and a link to every page
 * of its route manifest.
 */
export function renderStandalone(manifest: RouteManifest, Routes: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <QueryLayerProvider
        layer={createLazyQueryLayer(undefined, importQueryLibrary, (lib) => new lib.QueryClient())}
      >
        <BrowserRouter>
          <nav
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 16,
              padding: 12,
              background: '#081F32',
              color: '#fff',
            }}
          >
            <strong>{manifest.app} · standalone</strong>
            {linkablePages(manifest).map((route) => (
              <Link key={route.path} to={route.path}>
                {route.head.title}
              </Link>
            ))}
          </nav>
          <Routes />
        </BrowserRouter>
      </QueryLayerProvider>
    </StrictMode>,
  );
}
