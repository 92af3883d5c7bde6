// The remotes map (/remotes.json): remote name → URL of its mf-manifest.json, read at start-up so a
// remote can move or roll out without rebuilding the host. The host's static server also writes
// it into index.html (window.__STOREFRONT_REMOTES__), which saves a round trip before any remote
// loads; the file is the fallback for a page served without it.
import { REMOTE_NAMES, type RemoteName } from '@storefront/shared';

export type RemotesMap = Partial<Record<RemoteName, string>>;

export const REMOTES_MAP_URL = '/remotes.json';

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** Keeps the known remotes with a usable URL; anything else in the file is ignored. */
export function parseRemotesMap(raw: unknown): RemotesMap {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error(`${REMOTES_MAP_URL} must be a JSON object of remote name → manifest URL`);
  }
  const map: RemotesMap = {};
  for (const [name, url] of Object.entries(raw)) {
    if (isRemoteName(name) && typeof url === 'string' && url.trim()) map[name] = url.trim();
  }
  return map;
}

declare global {
  interface Window {
    __STOREFRONT_REMOTES__?: unknown;
    /** Per remote, the manifest URL of the version to load when the served one fails. */
    __STOREFRONT_REMOTE_FALLBACKS__?: unknown;
  }
}

/** The map index.html carries, or null when the page came without one. */
export function readInlineRemotesMap(): RemotesMap | null {
  const inline = window.__STOREFRONT_REMOTES__;
  return inline === undefined ? null : parseRemotesMap(inline);
}

/** The fallback versions the page carries; none when absent or unreadable (a fallback is optional). */
export function readInlineRemoteFallbacks(): RemotesMap {
  try {
    return parseRemotesMap(window.__STOREFRONT_REMOTE_FALLBACKS__ ?? {});
  } catch {
    return {};
  }
}

/** Fetches the map without cache, so a changed remote URL is picked up on the next page load. */
export async function fetchRemotesMap(fetchImpl: typeof fetch = fetch): Promise<RemotesMap> {
  const response = await fetchImpl(REMOTES_MAP_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_MAP_URL} answered HTTP ${response.status}`);
  return parseRemotesMap(await response.json());
}
