// The shell's Node build (dist/server/main.js), which the site server loads to render
// pages. An async boundary, so the federation runtime negotiates shared modules first.
// Its contract with the server (RenderRequest, RenderResult, the API transport) is in
// @dpu/contracts (page-render.ts).
import type { RenderRequest, RenderResult } from '@dpu/contracts';

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { renderPage: render } = await import('./render');
  return render(request);
}
