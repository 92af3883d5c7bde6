// The last resort for a page whose remote code is stale (a deleted chunk of an old deploy): one
// page reload, never a loop of them.
import { reloadPage } from './page-reload';

/** sessionStorage key holding the time of the last such reload in this tab. */
export const STALE_CODE_RELOAD_KEY = 'storefront:stale-code-reload-at';

/** A reload older than this is a new episode (another deploy), which may reload again. */
export const STALE_CODE_RELOAD_GUARD_MS = 60_000;

/** webpack's error for a chunk that could not be loaded (404 after a deploy, timeout). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/**
 * Reloads the page unless this tab already did within STALE_CODE_RELOAD_GUARD_MS; returns whether
 * it did. Without a storage to record the reload in, it does not reload (it could loop).
 */
export function reloadPageOnce(now: number = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(STALE_CODE_RELOAD_KEY));
    if (last > 0 && now >= last && now - last < STALE_CODE_RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(STALE_CODE_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reloadPage();
  return true;
}
