import { renderApp } from '@dpu/test-utils';
import MarketingRoutes from '../routes';

/** Renders the remote's routes at a URL, the way the shell mounts them. */
export function renderRoute(url: string) {
  return renderApp(<MarketingRoutes />, { url });
}
