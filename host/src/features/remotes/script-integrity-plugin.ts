// Runtime plugin: a remote's entry script is loaded with the SHA-384 recorded when its version was
// published (the page's PAGE_GLOBALS.remoteIntegrity, written by the host's server from its
// deployment store), so the browser refuses an entry changed on the remote's server after publish
// and the area falls back to another version (docs/decisions/0957). Module Federation 2 has no
// Subresource Integrity of its own: the runtime's `createScript` hook is where its script tag is made.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { PAGE_GLOBALS } from '@storefront/static-server/page-protocol';

const HASH = /^sha384-[A-Za-z0-9+/]+=*$/;

/** The hash published for the entry at `url`; null when the page has none for it. */
export function publishedEntryHash(url: string): string | null {
  const map = window[PAGE_GLOBALS.remoteIntegrity];
  if (typeof map !== 'object' || map === null) return null;
  const hash = (map as Record<string, unknown>)[url];
  return typeof hash === 'string' && HASH.test(hash) ? hash : null;
}

/**
 * @param options.timeoutMs the entry's load time limit: the runtime keeps the last plugin's answer
 *   of this hook, so this one repeats the retry plugin's limit (registered after it).
 */
export function scriptIntegrityPlugin({
  timeoutMs,
}: {
  timeoutMs: number;
}): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-script-integrity',
    createScript({ url }) {
      const hash = publishedEntryHash(url);
      if (!hash) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = hash;
      // Integrity needs a CORS request for a script of another origin (the remotes' servers allow
      // the shell's origins).
      script.crossOrigin = 'anonymous';
      return { script, timeout: timeoutMs };
    },
  };
}
