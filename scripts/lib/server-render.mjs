// The host's server render, seen from its static server: which requests get one, the server
// entries of the remote versions the shopper is assigned, and the rendered page put into
// index.html. The render itself is the host's server build (host/src/server, built to
// dist/server/render-page.js); a build without it, or a render that fails, leaves the page to the
// browser as before, never a 500.
import { existsSync } from 'node:fs';
import { LRUCache } from 'lru-cache';
import { createRequire } from 'node:module';
import path from 'node:path';

import { scriptJson } from './inline-script.mjs';

/** The server build's directory in dist, beside the browser build (build/create-webpack-config.cjs). */
export const SERVER_BUILD_DIR = 'server';
/** How long a render may wait for a remote's code or the API: past it, that part renders in the browser. */
export const DEFAULT_SERVER_RENDER_DEADLINE_MS = 300;
/**
 * How long a rendered page is given to the next shoppers of the same page, store and remote
 * versions: a burst costs one render, and a price or stock change shows within seconds.
 */
export const DEFAULT_SERVER_RENDER_CACHE_MS = 10_000;
/** Pages kept at most (a page is some 30–60 KB). */
const CACHED_PAGES_MAX = 500;
/** Kept in the cache for a page the server leaves to the browser (the cache holds no null). */
const NOT_RENDERED = Object.freeze({ rendered: false });

/**
 * A URL this server can reach: `*.localhost` names (the local stores, DESIGN §8) resolve in the
 * browser, not through Node's resolver, and name the same machine as `localhost`.
 * @param {string} url
 */
export function serverReachableUrl(url) {
  const parsed = new URL(url);
  if (parsed.hostname.endsWith('.localhost')) parsed.hostname = 'localhost';
  return parsed.href;
}

/**
 * Each remote's server entry for a remotes map (manifest URLs): `server/remoteEntry.js` beside the
 * version's manifest, so a published version carries its server build with its browser build.
 * @param {Record<string, string>} remotes
 */
export function serverEntriesOf(remotes) {
  return Object.fromEntries(
    Object.entries(remotes).map(([remote, manifestUrl]) => [
      remote,
      serverReachableUrl(new URL(`${SERVER_BUILD_DIR}/remoteEntry.js`, manifestUrl).href),
    ]),
  );
}

// index.html's mount point, as html-webpack-plugin's minifier writes it (quotes dropped) or not.
const EMPTY_ROOT = /<div id=(?:"root"|root)><\/div>/;

/**
 * index.html with the rendered page in #root, its title and meta, its styles (under the
 * response's nonce) in <head>, and what the browser hydrates with.
 * @param {string} html index.html, the runtime env already injected
 * @param {{ html: string, styleTags: string, state: unknown, head?: { title: string, head: string } | null }} rendered
 * @param {string} nonce
 */
export function injectServerRender(html, rendered, nonce) {
  const styles = rendered.styleTags.replace(/<style /g, `<style nonce="${nonce}" `);
  const state = `<script nonce="${nonce}">window.__STOREFRONT_SSR__=${scriptJson(rendered.state)};</script>`;
  const head = rendered.head;
  const titled = head
    ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${head.title}</title>`)
    : html;
  return titled
    .replace('</head>', () => `${head?.head ?? ''}${styles}${state}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${rendered.html}</div>`);
}

/**
 * @param {{ rootDir: string, deadlineMs?: number, cacheMs?: number, log?: (line: string) => void }} options
 *   `rootDir`: the host's dist directory; `cacheMs` 0 renders every request anew
 */
export function createServerRender({
  rootDir,
  deadlineMs = DEFAULT_SERVER_RENDER_DEADLINE_MS,
  cacheMs = DEFAULT_SERVER_RENDER_CACHE_MS,
  log = console.warn,
}) {
  const entry = path.join(rootDir, SERVER_BUILD_DIR, 'render-page.js');
  /** @type {{ renderPage: (request: object) => Promise<any> } | null | undefined} */
  let renderer;
  function load() {
    if (renderer === undefined) {
      renderer = existsSync(entry) ? createRequire(import.meta.url)(entry) : null;
      if (!renderer) log(`server render: ${entry} is missing; pages render in the browser`);
    }
    return renderer;
  }

  /** @param {{ url: string, hostname: string, env: object, nonce: string, serverEntries: Record<string, string> }} request */
  async function renderUncached(request) {
    const module = load();
    if (!module) return NOT_RENDERED;
    try {
      return await module.renderPage({ ...request, deadlineMs });
    } catch (error) {
      log(
        `server render of ${request.url} failed: ${error instanceof Error ? error.stack : error}`,
      );
      return NOT_RENDERED;
    }
  }

  // Shoppers asking for a page while it renders wait for that render (lru-cache's fetch); a
  // partial page (a remote or the API late) is theirs but not kept for the next ones.
  const cache =
    cacheMs > 0
      ? new LRUCache({
          max: CACHED_PAGES_MAX,
          ttl: cacheMs,
          /** @type {(key: string, stale: unknown, options: { options: { ttl?: number }, context: any }) => Promise<any>} */
          fetchMethod: async (_key, _stale, { options, context }) => {
            const result = await renderUncached(context);
            if (!result.rendered || !result.complete) options.ttl = 1;
            return result;
          },
        })
      : null;

  return {
    /**
     * The page rendered for this request, or null (the browser renders it). The cached HTML holds
     * no nonce: a complete render writes no inline script, and the static server adds the
     * response's nonce to the styles and state.
     * @param {{ url: string, hostname: string, env: object, remotes: Record<string, string>, nonce: string }} request
     */
    async render({ url, hostname, env, remotes, nonce }) {
      const serverEntries = serverEntriesOf(remotes);
      const request = { url, hostname, env, nonce, serverEntries };
      const key = JSON.stringify([hostname, url, serverEntries]);
      const result = cache
        ? await cache.fetch(key, { context: request })
        : await renderUncached(request);
      return result?.rendered ? result : null;
    },
  };
}
