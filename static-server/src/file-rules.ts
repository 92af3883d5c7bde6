// Which answer a path gets: the cache policy of a built file (Module Federation's moving targets
// revalidate, content-hashed chunks are kept for a year) and whether a path that matched no file
// is a page (the shell answers) or a missing asset (404).
import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// Files that name a moving target: a new deploy must be picked up on the next load.
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'mf-manifest.json',
  'remoteEntry.js',
  'remotes.json',
]);
// webpack's [contenthash] (hex, 8+ chars) next to the extension: safe to cache forever.
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
// What a build emits. A request for one of these that matched no file is a missing asset (a stale
// chunk, a remote not deployed) and must fail as one, so the federation runtime sees the error.
const ASSET_EXTENSIONS = new Set(
  'js mjs cjs css map json txt html xml ico png jpg jpeg gif svg webp avif woff woff2 ttf otf wasm br gz webmanifest'
    .split(' ')
    .map((extension) => `.${extension}`),
);
// A browser navigation asks for HTML; a script, style or fetch request does not.
const ACCEPTS_HTML = /\btext\/html\b/i;
// NAME_MAX: a longer path segment cannot name a file (the file lookup answers 403 for it).
const MAX_FILE_NAME_BYTES = 255;

export function cacheControlFor(fileName: string): string {
  if (ALWAYS_REVALIDATE.has(fileName) || fileName.endsWith('.html')) return NO_CACHE;
  return CONTENT_HASHED.test(fileName) ? IMMUTABLE : NO_CACHE;
}

/**
 * Whether a GET that matched no file gets the shell (the SPA then shows its own 404 or 'Invalid
 * product ID'): any navigation, and any path that is not shaped like a build asset. So
 * /product/1.5 and /brands/a.b are pages, while a missing chunk.js or mf-manifest.json stays 404.
 */
export function answersWithShell(accept: string | undefined, pathname: string): boolean {
  if (ACCEPTS_HTML.test(accept ?? '')) return true;
  return !ASSET_EXTENSIONS.has(path.posix.extname(pathname).toLowerCase());
}

/** A path segment too long to name a file: the file lookup is skipped for it. */
export function hasOverlongSegment(pathname: string): boolean {
  return pathname.split('/').some((segment) => {
    if (segment.length <= MAX_FILE_NAME_BYTES / 3) return false;
    try {
      return Buffer.byteLength(decodeURIComponent(segment)) > MAX_FILE_NAME_BYTES;
    } catch {
      return false;
    }
  });
}
