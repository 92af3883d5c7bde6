// The host's server render, seen from its static server: which requests get one, the server
// entries of the remote versions the shopper is assigned, and the rendered page put into
// index.html. The render itself is the host's server build (host/src/server, built to
// dist/server/render-page.js); a build without it, or a render that fails, leaves the page to the
// browser as before, never a 500.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The server build's directory in dist, beside the browser build (build/create-webpack-config.cjs). */
export const SERVER_BUILD_DIR = 'server';
/** How long a render may wait for a remote's code or the API: past it, that part renders in the browser. */
export const DEFAULT_SERVER_RENDER_DEADLINE_MS = 300;

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

/** @param {unknown} value */
function scriptJson(value) {
  // Escaping "<" keeps a value like "</script>" from closing the tag.
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * index.html with the rendered page in #root, its styles (under the response's nonce) in <head>,
 * and what the browser hydrates with.
 * @param {string} html index.html, the runtime env already injected
 * @param {{ html: string, styleTags: string, state: unknown }} rendered
 * @param {string} nonce
 */
export function injectServerRender(html, rendered, nonce) {
  const styles = rendered.styleTags.replace(/<style /g, `<style nonce="${nonce}" `);
  const state = `<script nonce="${nonce}">window.__STOREFRONT_SSR__=${scriptJson(rendered.state)};</script>`;
  return html
    .replace('</head>', `${styles}${state}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${rendered.html}</div>`);
}

/**
 * @param {{ rootDir: string, deadlineMs?: number, log?: (line: string) => void }} options
 *   `rootDir`: the host's dist directory
 */
export function createServerRender({
  rootDir,
  deadlineMs = DEFAULT_SERVER_RENDER_DEADLINE_MS,
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

  return {
    /**
     * The page rendered for this request, or null (the browser renders it).
     * @param {{ url: string, hostname: string, env: object, remotes: Record<string, string>, nonce: string }} request
     */
    async render({ url, hostname, env, remotes, nonce }) {
      const module = load();
      if (!module) return null;
      try {
        const result = await module.renderPage({
          url,
          hostname,
          env,
          nonce,
          serverEntries: serverEntriesOf(remotes),
          deadlineMs,
        });
        return result.rendered ? result : null;
      } catch (error) {
        log(`server render of ${url} failed: ${error instanceof Error ? error.stack : error}`);
        return null;
      }
    },
  };
}
