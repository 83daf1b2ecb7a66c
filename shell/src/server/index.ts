// The shell's Node build (dist/server/main.js), which the site server loads to render
// pages. An async boundary, so the federation runtime negotiates shared modules first.
import type { RenderRequest, RenderResult } from './render';

export type { RenderRequest, RenderResult } from './render';
export type { ApiRequest, ApiResponse, ApiTransport } from './api-transport';
export type { RemoteOnServer } from './remote-modules';

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { renderPage: render } = await import('./render');
  return render(request);
}
