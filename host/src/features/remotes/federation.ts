// The host's only contact with the federation runtime: register the remotes of /remotes.json with
// retries and the error plugin, then load exposed modules by name.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@storefront/shared';
import { remoteErrorPlugin } from './remote-error-plugin';
import { RemoteUnavailableError, federatedModuleId } from './remote-unavailable-error';
import type { RemotesMap } from './remotes-map';
import { retryPlugin } from './retry-plugin';

export function startFederation(remotes: RemotesMap): void {
  registerPlugins([
    // Two more tries for a manifest or remote entry before the area shows its fallback panel.
    retryPlugin({
      fetch: { retries: 2, delayMs: 1000 },
      script: { retries: 2, delayMs: 500 },
    }),
    remoteErrorPlugin(),
  ]);
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** Loads an exposed module of a remote; rejects with RemoteUnavailableError when it cannot. */
export async function loadFederatedModule<T>(remote: RemoteName, expose: string): Promise<T> {
  let loaded: T | null;
  try {
    loaded = await loadRemote<T>(federatedModuleId(remote, expose));
  } catch (error) {
    throw error instanceof RemoteUnavailableError
      ? error
      : new RemoteUnavailableError(remote, expose, error);
  }
  if (!loaded) throw new RemoteUnavailableError(remote, expose);
  return loaded;
}
