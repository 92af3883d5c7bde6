// Remote modules on the server, through Module Federation's Node runtime: each remote version's
// server entry is registered once, under a name of its own, so shoppers on different versions of
// a remote (a canary beside the current one) are rendered with their own version's code.
import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@storefront/contract';
import type { LoadRemoteModule } from '../features/remotes/remote-modules';
import { RemoteUnavailableError } from '../features/remotes/remote-unavailable-error';
import { loadVerifiedServerEntry } from './server-build-integrity';

/** A remote entry that does not arrive within this is a failed load (the render goes on without it). */
const ENTRY_FETCH_LIMIT_MS = 5000;
/**
 * A version whose load failed is asked again after this: meanwhile its renders fail at once (the
 * page falls back to another version), and a remote that is down is not asked on every request.
 */
const RETRY_FAILED_ENTRY_AFTER_MS = 5000;
/** server entry URL → its build's published hashes (paths inside the server build → sha384). */
const publishedHashes = new Map<string, Record<string, string>>();

/** A file of a remote's server build, fetched with a time limit. */
async function fetchServerFile(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(ENTRY_FETCH_LIMIT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * Loads a remote's server entry: fetched with a time limit, its build checked against its
 * published hashes (server-build-integrity.ts), and evaluated once per build
 * (server-entry-evaluation.ts).
 */
const serverEntryLoader: ModuleFederationRuntimePlugin = {
  name: 'storefront-server-entry-loader',
  async loadEntry({ remoteInfo }) {
    const url = remoteInfo.entry;
    return (await loadVerifiedServerEntry(url, publishedHashes.get(url), fetchServerFile)) as never;
  },
};
registerPlugins([serverEntryLoader]);

/** The runtime's RemoteHandler.removeRemote: called by registerRemotes' `force`, private in its types. */
interface RemoteRemoval {
  removeRemote(remote: { name: string }): void;
}

/** server entry URL → the name it is registered under, and when its last load failed */
const registeredEntries = new Map<string, { name: string; failedAt: number | null }>();

/** The entry's registered name; null while a failed load waits to be asked again. */
function registeredNameOf(remote: RemoteName, entry: string): string | null {
  const registered = registeredEntries.get(entry);
  if (!registered) {
    const name = `${remote}_ssr_${registeredEntries.size + 1}`;
    registerRemotes([{ name, entry }]);
    registeredEntries.set(entry, { name, failedAt: null });
    return name;
  }
  if (registered.failedAt !== null) {
    if (Date.now() - registered.failedAt < RETRY_FAILED_ENTRY_AFTER_MS) return null;
    // The runtime keeps a failed entry: removed and registered again under its name, it is
    // fetched anew (a new name per failure would grow the runtime's list while a remote stays
    // down; `force` would do the same with a warning in the log per failure).
    const instance = getInstance();
    const known = instance?.options.remotes.find((remote) => remote.name === registered.name);
    if (instance && known) (instance.remoteHandler as unknown as RemoteRemoval).removeRemote(known);
    registerRemotes([{ name: registered.name, entry }]);
    registered.failedAt = null;
  }
  return registered.name;
}

/**
 * Loads exposed modules from the given server entries (the versions one shopper gets), each
 * build checked against `hashes` (entry URL → its published hashes) before it is evaluated.
 */
export function serverModuleLoader(
  serverEntries: Partial<Record<RemoteName, string>>,
  hashes: Record<string, Record<string, string>> = {},
): LoadRemoteModule {
  for (const [entry, published] of Object.entries(hashes)) publishedHashes.set(entry, published);
  return async <T>(remote: RemoteName, expose: string): Promise<T> => {
    const entry = serverEntries[remote];
    if (!entry) throw new RemoteUnavailableError(remote, expose);
    const name = registeredNameOf(remote, entry);
    if (!name) {
      throw new RemoteUnavailableError(remote, expose, new Error(`${entry} failed a moment ago`));
    }
    try {
      const loaded = await loadRemote<T>(`${name}/${expose.replace(/^\.\//, '')}`);
      if (!loaded) throw new RemoteUnavailableError(remote, expose);
      return loaded;
    } catch (error) {
      const registered = registeredEntries.get(entry);
      if (registered) registered.failedAt = Date.now();
      throw error instanceof RemoteUnavailableError
        ? error
        : new RemoteUnavailableError(remote, expose, error);
    }
  };
}
