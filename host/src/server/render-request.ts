// What the host's static server asks of the server render, and what it gets back to put into
// index.html (host/src/server/http/server-render.ts).
import type { RemoteName, RouteTable } from '@storefront/contract';
import type { RuntimeEnv } from '@storefront/contract/runtime-env';
import type { ServerRenderedApiState } from '@storefront/platform';

export interface ServerRenderRequest {
  /** Path and query of the page, as the browser asked for it. */
  url: string;
  /** The Host header's name, without port: it chooses the store, as in the browser. */
  hostname: string;
  /** The same run-time settings the page gets as window.__STOREFRONT_ENV__. */
  env: RuntimeEnv;
  /** Each remote's server entry (dist/server/remoteEntry.js) of the version this shopper gets. */
  serverEntries: Partial<Record<RemoteName, string>>;
  /**
   * Per server entry URL, its build's SHA-384 hashes as published (paths inside the server build):
   * a build whose files differ is refused before it is evaluated. Absent for versions published
   * before hashes were recorded.
   */
  serverBuildHashes?: Record<string, Record<string, string>>;
  /** The response's CSP nonce, for the few inline scripts React may write (an aborted part). */
  nonce: string;
  /** How long the render may wait for a remote's code or the API before showing what it has. */
  deadlineMs: number;
  /** Headers the render's API requests carry (the host server's key), to the API's origin only. */
  apiHeaders?: Record<string, string>;
  /**
   * The routes of the remote versions this shopper gets (the host server composes them from
   * their route manifests); the built-in table when absent.
   */
  routes?: RouteTable;
}

/**
 * Per remote the render asked for: true when its modules loaded and its page rendered, false when
 * one failed to load or its page threw, absent when it was late (the deadline says nothing of it).
 */
export type RemoteLoads = Partial<Record<RemoteName, boolean>>;

/** A remote module the page was rendered with: the browser loads it before it hydrates. */
export type RenderedModule = readonly [remote: RemoteName, expose: string];

/** What the browser needs to hydrate the page (the page's JSON state script). */
export interface ServerRenderState {
  storeId: string;
  apiState: ServerRenderedApiState;
  modules: readonly RenderedModule[];
}

export type ServerRenderResult =
  | {
      rendered: true;
      /** The markup inside #root. */
      html: string;
      /** styled-components' <style> tags, without nonce (the static server adds the response's). */
      styleTags: string;
      /** The page's title (HTML-escaped) and its meta, canonical and JSON-LD tags. */
      head: { title: string; head: string } | null;
      state: ServerRenderState;
      status: number;
      /**
       * Every module loaded, every query answered, nothing cut by the deadline: a page the next
       * shoppers may be given too (a partial one is not kept).
       */
      complete: boolean;
      loads: RemoteLoads;
    }
  | { rendered: false; reason: string };
