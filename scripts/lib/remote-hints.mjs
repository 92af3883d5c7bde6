// Preload hints for the host's index.html: the files the federation runtime would otherwise ask
// for one after another (the catalog's manifest, then its remote entry and first modules) are
// named in the page, so the browser fetches them alongside main.js. The host's static server
// reads the catalog's manifest itself and re-reads it in the background once it is a few seconds
// old, so a new deploy of the remote is hinted within seconds and no page waits for it but the
// first; when the manifest cannot be read the page goes out with the manifest hint only.

// The remote every page loads first: its search box sits in the nav, and it owns the home page
// and the catalogue pages; these are the modules the host loads from it on every page (its
// runtime sends the opened catalogue page's first read, so it is wanted early too).
import { serverReachableUrl } from './server-render.mjs';

export const HINTED_REMOTE = 'catalog';
const HINTED_EXPOSES = ['./SearchBox', './routes', './runtime'];

/** How long a manifest read for hints is trusted before it is read again. */
const MANIFEST_TTL_MS = 5000;
/** The first page must not wait on a slow remote: past this, it goes out with fewer hints. */
const MANIFEST_TIMEOUT_MS = 500;
/** After a failed read, how long pages go out without the scripts before a page reads again. */
const FAILED_READ_RETRY_MS = 1000;

/**
 * @typedef {object} FederationManifest
 * @property {{ publicPath?: string, remoteEntry?: { name?: string, path?: string } }} [metaData]
 * @property {{ path: string, assets: { js: { sync: string[] } } }[]} [exposes]
 */

/**
 * The scripts of `manifest` (served at `manifestUrl`) that the host loads first: the remote
 * entry and the first chunk of each hinted module, as absolute URLs.
 * @param {string} manifestUrl
 * @param {FederationManifest} manifest
 * @returns {string[]}
 */
export function firstScriptsOf(manifestUrl, manifest) {
  const publicPath = manifest.metaData?.publicPath;
  // 'auto' (what our builds emit): the files sit next to the manifest.
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const scripts = entry?.name ? [new URL(`${entry.path ?? ''}${entry.name}`, base).href] : [];
  for (const expose of manifest.exposes ?? []) {
    if (!HINTED_EXPOSES.includes(expose.path)) continue;
    for (const file of expose.assets.js.sync) scripts.push(new URL(file, base).href);
  }
  return [...new Set(scripts)];
}

/** @param {string} value */
function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * `<link rel=preload>` tags the federation runtime's own requests match: the manifest as a CORS
 * fetch (the runtime fetches it), the scripts without crossorigin (it adds plain script tags).
 * Low priority: requested at once, but after main.js and the host's chunks, which paint the page
 * first (at high priority they delayed the mobile first paint from 0.64 to 1.2 s in Lighthouse).
 * @param {string} manifestUrl
 * @param {string[]} scripts
 */
export function preloadTags(manifestUrl, scripts) {
  const manifestTag = `<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="${escapeAttribute(manifestUrl)}">`;
  return (
    manifestTag +
    scripts
      .map(
        (url) =>
          `<link rel="preload" as="script" fetchpriority="low" href="${escapeAttribute(url)}">`,
      )
      .join('')
  );
}

/**
 * Reads manifests for hints, each at most once per MANIFEST_TTL_MS. A read that failed (a remote
 * down, or slow while its machine is busy) is not trusted for that long: the first page at least
 * FAILED_READ_RETRY_MS later reads again and waits for it, so one slow moment does not strip the
 * hints from every page for seconds, and a remote that stays down costs one read a second.
 * @param {typeof fetch} [fetchImpl]
 */
export function createRemoteHints(fetchImpl = fetch) {
  /**
   * `failed` is known once the read has ended, so that pages asking at the same moment share one
   * read again.
   * @typedef {{ readAt: number, scripts: Promise<string[] | null>, failed?: boolean, refreshing?: Promise<void> }} CachedRead
   * @type {Map<string, CachedRead>}
   */
  const cache = new Map();

  /** @param {string} manifestUrl @param {Promise<string[] | null>} scripts */
  function keep(manifestUrl, scripts) {
    /** @type {CachedRead} */
    const entry = { readAt: Date.now(), scripts };
    void scripts.then((read) => {
      entry.failed = read === null;
    });
    cache.set(manifestUrl, entry);
    return entry;
  }

  /** @param {string} manifestUrl */
  function refresh(manifestUrl) {
    const cached = cache.get(manifestUrl);
    if (!cached || cached.refreshing) return;
    cached.refreshing = readFirstScripts(manifestUrl).then((scripts) => {
      keep(manifestUrl, Promise.resolve(scripts));
    });
  }

  /**
   * The manifest's first scripts, or null when it could not be read.
   * @param {string} manifestUrl
   */
  async function readFirstScripts(manifestUrl) {
    try {
      const response = await fetchImpl(serverReachableUrl(manifestUrl), {
        signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
      });
      if (!response.ok) return null;
      return firstScriptsOf(manifestUrl, /** @type {FederationManifest} */ (await response.json()));
    } catch {
      // A remote that is down or slow: the page still goes out, and shows its fallback as before.
      return null;
    }
  }

  return {
    /**
     * The preload tags for the hinted remote of `remotes` (a remotes map), '' when it has none.
     * @param {Record<string, string>} remotes
     */
    async tagsFor(remotes) {
      const manifestUrl = remotes[HINTED_REMOTE];
      if (!manifestUrl) return '';
      let cached = cache.get(manifestUrl);
      const age = cached ? Date.now() - cached.readAt : Infinity;
      if (!cached || (cached.failed && age > FAILED_READ_RETRY_MS)) {
        cached = keep(manifestUrl, readFirstScripts(manifestUrl));
      } else if (age > MANIFEST_TTL_MS) {
        // This page gets the hints read before; the next ones get the fresh read.
        refresh(manifestUrl);
      }
      return preloadTags(manifestUrl, (await cached.scripts) ?? []);
    },
  };
}
