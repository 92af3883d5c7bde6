// The host's server build entry (dist/server/render-page.js), required by its static server. An
// async boundary, as in the browser: the share scope the remotes' server builds join is set up
// before any shared library is imported.
import type { ServerRenderRequest, ServerRenderResult } from './render-request';

export type { ServerRenderRequest, ServerRenderResult } from './render-request';

export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const { renderPage: render } = await import('./render-page');
  return render(request);
}
