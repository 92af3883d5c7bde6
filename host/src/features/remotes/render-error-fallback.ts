// Issue 39, build 1 in the browser: a remote version that throws while rendering falls back like
// one that fails to load, to the version the page names (the newest the server knows healthy) or
// the last one that loaded on this browser, never one that failed on this page. The failure is
// reported as before (POST /remote-failures), where the host's server marks the version broken.
import type { RemoteName } from '@storefront/contract';
import { fallBackAfterRenderError } from './federation';
import { failureKindOf } from './remote-failure-report';
import type { RemoteModules } from './remote-modules';
import { isChunkLoadError } from './stale-code-reload';

/**
 * For a RemoteErrorBoundary's `recover`: after a render error, registers the remote's fallback
 * version and drops its loaded modules, so the area renders again with that version; null (the
 * panel) for any other failure or when no version is left to try. A chunk that still does not
 * load once the stale-code recovery is spent (its one reload done) falls back the same way: the
 * browser refuses a chunk changed after publish on every try (decision 0986).
 */
export function renderErrorFallback(
  remote: RemoteName,
  modules: RemoteModules,
  error: unknown,
): Promise<boolean> | null {
  const fallsBack = failureKindOf(error) === 'render-error' || isChunkLoadError(error);
  if (!fallsBack || !fallBackAfterRenderError(remote)) return null;
  modules.drop(remote);
  return Promise.resolve(true);
}
