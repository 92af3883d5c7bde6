// What the host's server left in a server-rendered page for the browser to hydrate it: a JSON
// script written by the host's server (host/src/server/http/server-render.ts).
import type { RemoteName } from '@storefront/contract';
import { type ServerRenderedApiState } from '@storefront/platform';
import { SERVER_RENDER_STATE_ID } from '@storefront/static-server/page-protocol';
// Any federation name: a remote published after this host was built renders on the server too.
import { isRemoteName } from '../features/remotes/remotes-map';

export interface ServerRenderedPage {
  storeId: string;
  apiState: ServerRenderedApiState;
  /** The remote modules the page was rendered with, loaded again before hydrating. */
  modules: Array<readonly [RemoteName, string]>;
}

function parseState(): unknown {
  const text = document.getElementById(SERVER_RENDER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    // A page cut short in transit: the browser renders it anew rather than not at all.
    console.error("[storefront] the server render's state is unreadable", error);
    return undefined;
  }
}

/** The page's server render, or null for a page the browser renders from nothing. */
export function readServerRenderedPage(): ServerRenderedPage | null {
  const raw = parseState() as Partial<ServerRenderedPage> | undefined;
  if (!raw || typeof raw.storeId !== 'string' || typeof raw.apiState !== 'object') return null;
  const modules = (Array.isArray(raw.modules) ? raw.modules : []).filter(
    (module): module is readonly [RemoteName, string] =>
      Array.isArray(module) && isRemoteName(module[0]) && typeof module[1] === 'string',
  );
  return { storeId: raw.storeId, apiState: raw.apiState ?? {}, modules };
}
