import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link } from '@dpu/router';
import './styles.css';

interface StandaloneOptions {
  remote: string;
  links: ReadonlyArray<{ to: string; title: string }>;
  Routes: ComponentType;
}

/**
 * A remote's own page for its team (`npm run dev -w mfe-…`): its routes in a minimal
 * frame, without the shell's header, footer, guard or tracking.
 */
export function renderStandalone({ remote, links, Routes }: StandaloneOptions): void {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <BrowserRouter>
          <nav
            style={{ display: 'flex', gap: 16, padding: 12, background: '#081F32', color: '#fff' }}
          >
            <strong>{remote} · standalone</strong>
            {links.map((link) => (
              <Link key={link.to} to={link.to}>
                {link.title}
              </Link>
            ))}
          </nav>
          <Routes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
