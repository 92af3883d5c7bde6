// The remotes map (/remotes.json): remote name → URL of its mf-manifest.json, read at start-up so a
// remote can move or roll out without rebuilding the host. The host's server also writes it into
// index.html (PAGE_GLOBALS.remotes), which saves a round trip before any remote loads; the file is
// the fallback for a page served without it.
import type { RemoteName } from '@storefront/contract';
import { PAGE_GLOBALS, REMOTES_MAP_PATH } from '@storefront/static-server/page-protocol';

export type RemotesMap = Record<RemoteName, string>;

// A federation name: the built-in remotes and any remote published since (decision 0963).
// A leading letter: `__proto__` is no name.
const FEDERATION_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export function isRemoteName(name: unknown): name is RemoteName {
  return typeof name === 'string' && FEDERATION_NAME.test(name);
}

/** Keeps the known remotes with a usable URL; anything else in the file is ignored. */
export function parseRemotesMap(raw: unknown): RemotesMap {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error(`${REMOTES_MAP_PATH} must be a JSON object of remote name → manifest URL`);
  }
  const map: RemotesMap = {};
  for (const [name, url] of Object.entries(raw)) {
    if (isRemoteName(name) && typeof url === 'string' && url.trim()) map[name] = url.trim();
  }
  return map;
}

/** The map index.html carries, or null when the page came without one. */
export function readInlineRemotesMap(): RemotesMap | null {
  const inline = window[PAGE_GLOBALS.remotes];
  return inline === undefined ? null : parseRemotesMap(inline);
}

/** The fallback versions the page carries; none when absent or unreadable (a fallback is optional). */
export function readInlineRemoteFallbacks(): RemotesMap {
  try {
    return parseRemotesMap(window[PAGE_GLOBALS.remoteFallbacks] ?? {});
  } catch {
    return {};
  }
}

/** Fetches the map without cache, so a changed remote URL is picked up on the next page load. */
export async function fetchRemotesMap(fetchImpl: typeof fetch = fetch): Promise<RemotesMap> {
  const response = await fetchImpl(REMOTES_MAP_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_MAP_PATH} answered HTTP ${response.status}`);
  return parseRemotesMap(await response.json());
}
