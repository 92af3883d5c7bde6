// Start-up: choose the store, create the one store context, register the remotes, render the shell.
import { createRoot, type Root } from 'react-dom/client';
import {
  StoreNotInitializedError,
  StoreResolutionError,
  createStoreContext,
  type StoreContext,
} from '@storefront/shared';
import {
  loadFederatedModule,
  refreshRemote,
  startFederation,
} from '../features/remotes/federation';
import { startRemoteRuntimes } from '../features/remotes/remote-runtimes';
import {
  fetchRemotesMap,
  readInlineRemotesMap,
  type RemotesMap,
} from '../features/remotes/remotes-map';
import { App } from './app';
import { StoreErrorPage } from './store-error-page';

function createStoreContextOrExplain(root: Root): StoreContext | null {
  try {
    return createStoreContext();
  } catch (error) {
    if (error instanceof StoreResolutionError || error instanceof StoreNotInitializedError) {
      root.render(<StoreErrorPage message={error.message} />);
      return null;
    }
    // Anything else still gets a page that says what failed, never a blank one.
    console.error('[storefront] start-up failed', error);
    root.render(<StoreErrorPage message={`The store could not start: ${String(error)}`} />);
    return null;
  }
}

async function readRemotesMap(): Promise<RemotesMap> {
  try {
    return readInlineRemotesMap() ?? (await fetchRemotesMap());
  } catch (error) {
    // Without the map every remote area shows its fallback panel; the shell itself still works.
    console.error('[storefront] could not read the remotes map', error);
    return {};
  }
}

export async function startHost(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  const storeContext = createStoreContextOrExplain(root);
  if (!storeContext) return;
  startFederation(await readRemotesMap());
  void startRemoteRuntimes(storeContext, loadFederatedModule);
  root.render(
    <App
      storeContext={storeContext}
      loadRemoteModule={loadFederatedModule}
      refreshRemote={refreshRemote}
    />,
  );
}
