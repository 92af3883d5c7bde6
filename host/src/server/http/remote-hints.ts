// Preload hints for the host's page: the files the federation runtime would otherwise ask for one
// after another (the catalog's manifest, then its remote entry and first modules) are named in the
// page, so the browser fetches them alongside main.js. The server reads the catalog's manifest
// itself and re-reads it in the background once it is a few seconds old, so a new deploy of the
// remote is hinted within seconds and no page waits for it but the first; when the manifest
// cannot be read the page goes out with the manifest hint only. A server-rendered page also hints
// the other remotes' modules it was rendered with (the product page's Add to Cart), which the
// browser loads before hydrating.
import { serverReachableUrl } from './server-render';

// The remote every page loads first: its search box sits in the nav, and it owns the home page
// and the catalogue pages; these are the modules the host loads from it on every page (its
// runtime sends the opened catalogue page's first read, so it is wanted early too).
export const HINTED_REMOTE = 'catalog';
const HINTED_EXPOSES = ['./SearchBox', './routes', './runtime'];

/** How long a manifest read for hints is trusted before it is read again. */
const MANIFEST_TTL_MS = 5000;
/** The first page must not wait on a slow remote: past this, it goes out with fewer hints. */
const MANIFEST_TIMEOUT_MS = 500;
/** After a failed read, how long pages go out without the scripts before a page reads again. */
const FAILED_READ_RETRY_MS = 1000;

/** The parts of a remote's mf-manifest.json the hints are made of. */
export interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path: string; assets: { js: { sync: string[] } } }[];
}

/**
 * The scripts of `manifest` (served at `manifestUrl`) that the host loads first: the remote
 * entry and the first chunk of each of `exposes`, as absolute URLs.
 */
export function firstScriptsOf(
  manifestUrl: string,
  manifest: FederationManifest,
  exposes: readonly string[] = HINTED_EXPOSES,
): string[] {
  const publicPath = manifest.metaData?.publicPath;
  // 'auto' (what our builds emit): the files sit next to the manifest.
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const scripts = entry?.name ? [new URL(`${entry.path ?? ''}${entry.name}`, base).href] : [];
  for (const expose of manifest.exposes ?? []) {
    if (!exposes.includes(expose.path)) continue;
    for (const file of expose.assets.js.sync) scripts.push(new URL(file, base).href);
  }
  return [...new Set(scripts)];
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * `<link rel=preload>` tags the federation runtime's own requests match: the manifest as a CORS
 * fetch (the runtime fetches it), the scripts without crossorigin (it adds plain script tags),
 * except a remote entry with a published hash (`integrity`, url → hash), which the runtime loads
 * as a CORS request with that integrity (script-integrity-plugin.ts).
 * Low priority: requested at once, but after main.js and the host's chunks, which paint the page
 * first (at high priority they delayed the mobile first paint from 0.64 to 1.2 s in Lighthouse).
 */
export function preloadTags(
  manifestUrl: string,
  scripts: string[],
  integrity: Record<string, string> = {},
): string {
  const manifestTag = `<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="${escapeAttribute(manifestUrl)}">`;
  const checked = (url: string) => {
    const hash = integrity[url];
    return hash ? ` crossorigin integrity="${escapeAttribute(hash)}"` : '';
  };
  return (
    manifestTag +
    scripts
      .map(
        (url) =>
          `<link rel="preload" as="script"${checked(url)} fetchpriority="low" href="${escapeAttribute(url)}">`,
      )
      .join('')
  );
}

/**
 * A manifest read: `failed` is known once the read has ended, so that pages asking at the same
 * moment share one read again.
 */
interface CachedRead {
  readAt: number;
  manifest: Promise<FederationManifest | null>;
  failed?: boolean;
  refreshing?: Promise<void>;
}

/**
 * Reads manifests for hints, each at most once per MANIFEST_TTL_MS. A read that failed (a remote
 * down, or slow while its machine is busy) is not trusted for that long: the first page at least
 * FAILED_READ_RETRY_MS later reads again and waits for it, so one slow moment does not strip the
 * hints from every page for seconds, and a remote that stays down costs one read a second.
 */
export function createRemoteHints(fetchImpl: typeof fetch = fetch) {
  const cache = new Map<string, CachedRead>();

  function keep(manifestUrl: string, manifest: Promise<FederationManifest | null>): CachedRead {
    const entry: CachedRead = { readAt: Date.now(), manifest };
    void manifest.then((read) => {
      entry.failed = read === null;
    });
    cache.set(manifestUrl, entry);
    return entry;
  }

  function refresh(manifestUrl: string) {
    const cached = cache.get(manifestUrl);
    if (!cached || cached.refreshing) return;
    cached.refreshing = readManifest(manifestUrl).then((manifest) => {
      keep(manifestUrl, Promise.resolve(manifest));
    });
  }

  /** The manifest, or null when it could not be read. */
  async function readManifest(manifestUrl: string): Promise<FederationManifest | null> {
    try {
      const response = await fetchImpl(serverReachableUrl(manifestUrl), {
        signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
      });
      if (!response.ok) return null;
      return (await response.json()) as FederationManifest;
    } catch {
      // A remote that is down or slow: the page still goes out, and shows its fallback as before.
      return null;
    }
  }

  /** The remote's manifest as last read (read now when there is none, or the last one failed). */
  function manifestOf(manifestUrl: string): Promise<FederationManifest | null> {
    let cached = cache.get(manifestUrl);
    const age = cached ? Date.now() - cached.readAt : Infinity;
    if (!cached || (cached.failed && age > FAILED_READ_RETRY_MS)) {
      cached = keep(manifestUrl, readManifest(manifestUrl));
    } else if (age > MANIFEST_TTL_MS) {
      // This page gets the manifest read before; the next ones get the fresh read.
      refresh(manifestUrl);
    }
    return cached.manifest;
  }

  return {
    /**
     * The preload tags for the hinted remote of `remotes` (a remotes map) and for the modules of
     * other remotes in `pageModules` (those a server render used); '' when the map has none.
     * `integrity`: remote entry URL → its published hash.
     */
    async tagsFor(
      remotes: Record<string, string>,
      pageModules: ReadonlyArray<readonly [remote: string, expose: string]> = [],
      integrity: Record<string, string> = {},
    ): Promise<string> {
      const wanted = new Map<string, string[]>([[HINTED_REMOTE, [...HINTED_EXPOSES]]]);
      for (const [remote, expose] of pageModules) {
        if (remote !== HINTED_REMOTE) wanted.set(remote, [...(wanted.get(remote) ?? []), expose]);
      }
      const tags = await Promise.all(
        [...wanted].map(async ([remote, exposes]) => {
          const manifestUrl = remotes[remote];
          if (!manifestUrl) return '';
          const manifest = await manifestOf(manifestUrl);
          return preloadTags(
            manifestUrl,
            manifest ? firstScriptsOf(manifestUrl, manifest, exposes) : [],
            integrity,
          );
        }),
      );
      return tags.join('');
    },
  };
}
