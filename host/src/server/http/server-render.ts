// The server render, seen from the host's HTTP server: which requests get one, the server entries
// of the remote versions the shopper is assigned, and the rendered page put into index.html. The
// render itself is the host's server build (../index.ts, built by webpack to
// dist/server/render-page.js); a build without it, or a render that fails, leaves the page to the
// browser, never a 500.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { scriptJson } from '@storefront/static-server';
import { versionOfManifestUrl, type HealthState } from '@storefront/static-server/deployment';
import {
  PAGE_GLOBALS,
  PAGE_PARSED_MARKER_ID,
  SERVER_RENDER_STATE_ID,
  type RuntimeEnv,
} from '@storefront/static-server/page-protocol';
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

import { createFailureLog, oneLine } from '../failure-log';
import type { ServerRenderRequest, ServerRenderResult } from '../render-request';
import { SAVED_CART_ATTRIBUTE, STORAGE_KEYS, type RouteTable } from '@storefront/contract';
import {
  DEFAULT_SERVER_RENDERS_IN_FLIGHT,
  DEFAULT_SERVER_RENDERS_PER_MINUTE,
  DEFAULT_SERVER_RENDER_CACHE_MS,
  DEFAULT_SERVER_RENDER_DEADLINE_MS,
} from './config';

/** The server build's directory in dist, beside the browser build (build/create-webpack-config.cjs). */
export const SERVER_BUILD_DIR = 'server';

/**
 * A server-rendered page shows its buttons and selects before the browser has run any of its
 * code, and a press then did nothing (a store chosen in the nav's selector showed while the page
 * stayed on the old store). This script, run before the body is parsed, holds a press on a button
 * until the page has hydrated, and notes a select changed meanwhile; the host then takes them (the
 * function at PAGE_GLOBALS.heldPresses, host/src/app/held-presses.ts), presses each button once
 * more and tells the page of each select's choice.
 */
const HOLD_EARLY_PRESSES = `(()=>{const held=[];const hold=(e)=>{const b=e.target instanceof Element&&e.target.closest('button');if(!b)return;e.preventDefault();e.stopPropagation();held.push(b)};const note=(e)=>{if(e.target instanceof HTMLSelectElement)held.push(e.target)};document.addEventListener('click',hold,true);document.addEventListener('change',note,true);window.${PAGE_GLOBALS.heldPresses}=()=>{document.removeEventListener('click',hold,true);document.removeEventListener('change',note,true);return held}})()`;

/**
 * The cart's pages are rendered before the browser has read the saved cart, which only the
 * browser has: this script, run before the body is painted, marks `<html>` when the store's cart
 * is saved (the key the cart's runtime reads: `cart` when this store was the last used, else its
 * own), and the page shows the frame of a cart with lines or the empty cart by it.
 */
function markSavedCart(storeId: string): string {
  const [store, cart, ownCart] = [
    STORAGE_KEYS.storeId,
    STORAGE_KEYS.cart,
    STORAGE_KEYS.storeCart(storeId),
  ].map((value) => JSON.stringify(value));
  return `(()=>{try{const s=localStorage,l=s.getItem(${store}),k=l===null||l===${JSON.stringify(storeId)}?${cart}:${ownCart};if(s.getItem(k)!==null)document.documentElement.setAttribute(${JSON.stringify(SAVED_CART_ATTRIBUTE)},'')}catch{}})()`;
}

/**
 * The browser paints a page before it has parsed all of it (a large page, a busy phone): a card
 * whose price row was not parsed yet, or a header missing its last item, moved once the rest came
 * (a layout shift, JavaScript off too). The page's area stays hidden until the marker after it is
 * parsed, or the host has rendered (a response cut off before the marker); the page is sent whole,
 * so this costs only the parse. A browser without `:has()` drops the rule and paints as before.
 */
const PAGE_PARSED_MARKER = `<div id="${PAGE_PARSED_MARKER_ID}" hidden></div>`;
const HIDE_PAGE_UNTIL_PARSED = `html:not([data-interactive]) #root:not(:has(+ #${PAGE_PARSED_MARKER_ID})){visibility:hidden}`;

/** Pages kept at most (a page is some 30–60 KB). */
const CACHED_PAGES_MAX = 500;
/** Kept in the cache for a page the server leaves to the browser (the cache holds no null). */
const NOT_RENDERED: ServerRenderResult = Object.freeze({ rendered: false, reason: 'not rendered' });

export type RenderedPage = Extract<ServerRenderResult, { rendered: true }>;

/**
 * A URL this server can reach: `*.localhost` names (the local stores, DESIGN §8) resolve in the
 * browser, not through Node's resolver, and name the same machine as `localhost`.
 */
export function serverReachableUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.hostname.endsWith('.localhost')) parsed.hostname = 'localhost';
  return parsed.href;
}

/**
 * Each remote's server entry for a remotes map (manifest URLs): `server/remoteEntry.js` beside the
 * version's manifest, so a published version carries its server build with its browser build.
 */
export function serverEntriesOf(remotes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(remotes).map(([remote, manifestUrl]) => [
      remote,
      serverReachableUrl(new URL(`${SERVER_BUILD_DIR}/remoteEntry.js`, manifestUrl).href),
    ]),
  );
}

// The host's start-up script preloads (build/startup-preload-plugin.cjs): a rendered page shows
// its content without them, and main.js asks for the same scripts once it runs.
const STARTUP_PRELOAD = /<link\b[^>]*\bdata-startup-preload\b[^>]*>/g;

// index.html's mount point, as html-webpack-plugin's minifier writes it (quotes dropped) or not.
const EMPTY_ROOT = /<div id=(?:"root"|root)><\/div>/;

/**
 * index.html with the rendered page in #root, its title and meta, its styles (under the
 * response's nonce) in <head>, and what the browser hydrates with.
 * @param html index.html, the runtime env already injected
 */
export function injectServerRender(
  html: string,
  rendered: Pick<RenderedPage, 'html' | 'styleTags'> & {
    head?: RenderedPage['head'];
    state: { storeId: string };
  },
  nonce: string,
): string {
  const styles = rendered.styleTags.replace(/<style /g, `<style nonce="${nonce}" `);
  // Data, not code: the parser skips it and the host reads it with JSON.parse, which costs less
  // than compiling a large object literal while the page is still being parsed.
  const state = `<script type="application/json" id="${SERVER_RENDER_STATE_ID}" nonce="${nonce}">${scriptJson(rendered.state)}</script>`;
  const holdPresses = `<script nonce="${nonce}">${HOLD_EARLY_PRESSES};${markSavedCart(rendered.state.storeId)}</script>`;
  const hideUntilParsed = `<style nonce="${nonce}">${HIDE_PAGE_UNTIL_PARSED}</style>`;
  const head = rendered.head;
  const titled = head
    ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${head.title}</title>`)
    : html;
  return titled
    .replace(STARTUP_PRELOAD, '')
    .replace(
      '</head>',
      () => `${head?.head ?? ''}${styles}${hideUntilParsed}${state}${holdPresses}</head>`,
    )
    .replace(EMPTY_ROOT, () => `<div id="root">${rendered.html}</div>${PAGE_PARSED_MARKER}`);
}

/** The server build's entry (../index.ts). */
interface RenderModule {
  renderPage(request: ServerRenderRequest): Promise<ServerRenderResult>;
}

/** What the HTTP server asks a render for. */
export interface PageRenderRequest {
  url: string;
  hostname: string;
  env: RuntimeEnv;
  /** The remotes map the shopper is assigned (manifest URLs). */
  remotes: Record<string, string>;
  /** Per remote, the version a failing one falls back to (the rollout's: newest known healthy). */
  fallbacks?: Record<string, string>;
  nonce: string;
  clientAddress: string;
  /** The routes of the assigned versions (route-table.ts); they name the versions, like the key. */
  routes?: RouteTable;
}

/** A rendered page and the remotes map it was rendered with (a failing version replaced). */
export type RenderedPageWithRemotes = RenderedPage & { remotes: Record<string, string> };

/** Where the render says what it saw of each remote version (deploy's health records). */
export interface RemoteHealthRecorder {
  record(remote: string, version: string, state: HealthState, reason: string): void;
}

type BudgetedRequest = Omit<ServerRenderRequest, 'deadlineMs'> & { clientAddress: string };

/**
 * @param options.rootDir the host's dist directory; `cacheMs` 0 renders every request anew;
 *   `rendersPerMinute` per client address, 0: no limit
 */
export function createServerRender({
  rootDir,
  deadlineMs = DEFAULT_SERVER_RENDER_DEADLINE_MS,
  cacheMs = DEFAULT_SERVER_RENDER_CACHE_MS,
  rendersInFlight = DEFAULT_SERVER_RENDERS_IN_FLIGHT,
  rendersPerMinute = DEFAULT_SERVER_RENDERS_PER_MINUTE,
  apiHeaders,
  health,
  serverBuildHashes,
  log = console.warn,
}: {
  rootDir: string;
  deadlineMs?: number;
  cacheMs?: number;
  rendersInFlight?: number;
  rendersPerMinute?: number;
  /** Headers of the render's API requests: the host server's key (config.ts). */
  apiHeaders?: Record<string, string> | undefined;
  /** Records each published version's loads: healthy when it rendered, broken when it failed. */
  health?: RemoteHealthRecorder;
  /** A published version's server build hashes (deploy's integrity.ts), checked before it runs. */
  serverBuildHashes?: (remote: string, version: string) => Record<string, string> | null;
  log?: (line: string) => void;
}) {
  const entry = path.join(rootDir, SERVER_BUILD_DIR, 'render-page.js');
  let renderer: RenderModule | null | undefined;
  function load() {
    if (renderer === undefined) {
      renderer = existsSync(entry) ? (createRequire(import.meta.url)(entry) as RenderModule) : null;
      if (!renderer) log(`server render: ${entry} is missing; pages render in the browser`);
    }
    return renderer;
  }

  const logFailure = createFailureLog(log);

  async function renderUncached(
    request: Omit<ServerRenderRequest, 'deadlineMs'>,
  ): Promise<ServerRenderResult> {
    const module = load();
    if (!module) return NOT_RENDERED;
    try {
      return await module.renderPage({ ...request, deadlineMs, ...(apiHeaders && { apiHeaders }) });
    } catch (error) {
      const cause = oneLine(error);
      logFailure(cause, `server render of ${request.url} failed: ${cause}`);
      return NOT_RENDERED;
    }
  }

  const perClient =
    rendersPerMinute > 0 ? new RateLimiterMemory({ points: rendersPerMinute, duration: 60 }) : null;
  let running = 0;

  /** Over its renders this minute: the browser renders the page. Said once a minute per client. */
  function refusedRender(clientAddress: string, { consumedPoints }: RateLimiterRes) {
    if (consumedPoints === rendersPerMinute + 1) {
      log(
        `server render: ${clientAddress} asked for over ${rendersPerMinute} renders in a minute; its pages render in the browser`,
      );
    }
    return NOT_RENDERED;
  }

  /**
   * A render if the server has a slot free and the client has renders left this minute; otherwise
   * the browser renders the page (a cached page is given to anyone: it costs nothing).
   */
  async function renderWithinBudget(request: BudgetedRequest): Promise<ServerRenderResult> {
    if (running >= rendersInFlight) return NOT_RENDERED;
    if (perClient) {
      try {
        await perClient.consume(request.clientAddress);
      } catch (refusal) {
        // The limiter itself failing must not cost the shopper the page: render it.
        if (refusal instanceof RateLimiterRes) return refusedRender(request.clientAddress, refusal);
        log(
          `server render: the render limiter failed: ${refusal instanceof Error ? refusal.message : refusal}`,
        );
      }
    }
    running += 1;
    try {
      const { clientAddress: _notForTheRender, ...renderRequest } = request;
      return await renderUncached(renderRequest);
    } finally {
      running -= 1;
    }
  }

  // Shoppers asking for a page while it renders wait for that render (lru-cache's fetch); a
  // partial page (a remote or the API late) is theirs but not kept for the next ones.
  const cache =
    cacheMs > 0
      ? new LRUCache<string, ServerRenderResult, BudgetedRequest>({
          max: CACHED_PAGES_MAX,
          ttl: cacheMs,
          fetchMethod: async (_key, _stale, { options, context }) => {
            const result = await renderWithinBudget(context);
            if (!result.rendered || !result.complete) options.ttl = 1;
            return result;
          },
        })
      : null;

  /** One render (cached or not) of the page with this remotes map. */
  async function renderWith(
    { url, hostname, env, nonce, clientAddress, routes }: PageRenderRequest,
    remotes: Record<string, string>,
  ): Promise<RenderedPage | null> {
    const serverEntries = serverEntriesOf(remotes);
    const hashesByEntry = Object.entries(serverEntries).flatMap(([remote, entry]) => {
      const version = versionOfManifestUrl(remotes[remote] ?? '');
      const hashes = version && serverBuildHashes?.(remote, version);
      return hashes ? [[entry, hashes] as const] : [];
    });
    const request: BudgetedRequest = {
      url,
      hostname,
      env,
      nonce,
      serverEntries,
      serverBuildHashes: Object.fromEntries(hashesByEntry),
      clientAddress,
      ...(routes && { routes }),
    };
    const key = JSON.stringify([hostname, url, serverEntries]);
    const result = cache
      ? await cache.fetch(key, { context: request })
      : await renderWithinBudget(request);
    if (!result?.rendered) return null;
    // A render from a build older than the loads field says nothing of the remotes.
    for (const [remote, loaded] of Object.entries(result.loads ?? {})) {
      const version = versionOfManifestUrl(remotes[remote] ?? '');
      if (!version || !health) continue;
      health.record(
        remote,
        version,
        loaded ? 'healthy' : 'broken',
        loaded ? 'rendered on the server' : 'failed to load or threw in the server render',
      );
    }
    return result;
  }

  return {
    /**
     * The page rendered for this request, or null (the browser renders it). A remote version
     * that failed to load or threw is rendered again once with its fallback, and the page then
     * loads that version in the browser too. The cached HTML holds no nonce: a complete render
     * writes no inline script, and the server adds the response's nonce to the styles and state.
     */
    async render(request: PageRenderRequest): Promise<RenderedPageWithRemotes | null> {
      const first = await renderWith(request, request.remotes);
      if (!first) return null;
      const replaced = Object.entries(first.loads ?? {}).flatMap(([remote, loaded]) => {
        const fallback = request.fallbacks?.[remote];
        return !loaded && fallback ? [[remote, fallback] as const] : [];
      });
      if (replaced.length === 0) return { ...first, remotes: request.remotes };
      const remotes = { ...request.remotes, ...Object.fromEntries(replaced) };
      const second = await renderWith(request, remotes);
      return second ? { ...second, remotes } : null;
    },
  };
}
