import { renderApp, type RenderAppOptions } from '@dpu/test-utils';
import SupportRoutes from '../routes';

/** Renders the remote's routes at a URL, the way the shell mounts them. */
export function renderRoute(url: string, options: Omit<RenderAppOptions, 'url'> = {}) {
  return renderApp(<SupportRoutes />, { ...options, url });
}
