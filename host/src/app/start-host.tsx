// Start-up: choose the store, create the one store context, register the remotes, render the shell.
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import {
  StoreNotInitializedError,
  StoreResolutionError,
  createStoreContext,
  serverApiStateRestored,
  type StoreContext,
} from '@storefront/shared';
import {
  loadFederatedModule,
  refreshRemote,
  startFederation,
} from '../features/remotes/federation';
import { createRemoteModules, type RemoteModules } from '../features/remotes/remote-modules';
import { startRemoteRuntimes } from '../features/remotes/remote-runtimes';
import {
  fetchRemotesMap,
  readInlineRemotesMap,
  type RemotesMap,
} from '../features/remotes/remotes-map';
import { App } from './app';
import { readServerRenderedPage } from './server-rendered-page';
import { StoreErrorPage } from './store-error-page';

function createStoreContextOrExplain(container: HTMLElement): StoreContext | null {
  try {
    return createStoreContext();
  } catch (error) {
    const message =
      error instanceof StoreResolutionError || error instanceof StoreNotInitializedError
        ? error.message
        : `The store could not start: ${String(error)}`;
    // Anything else still gets a page that says what failed, never a blank one.
    if (message !== (error as Error).message) console.error('[storefront] start-up failed', error);
    container.replaceChildren();
    createRoot(container).render(<StoreErrorPage message={message} />);
    return null;
  }
}

/**
 * The server-rendered page's remote modules, loaded before hydrating so the first render matches
 * the server's markup; null when the page was not rendered on the server, or for another store
 * (the shopper's stored choice, which the server cannot see): the browser then renders anew.
 */
async function serverRenderedModules(storeContext: StoreContext): Promise<RemoteModules | null> {
  const page = readServerRenderedPage();
  if (!page || page.storeId !== storeContext.getState().store.id) return null;
  storeContext.dispatch(serverApiStateRestored(page.apiState));
  const modules = createRemoteModules(loadFederatedModule, refreshRemote);
  // A module that fails here renders its fallback, as it would without the server's render.
  await Promise.all(
    page.modules.map(([remote, expose]) => modules.get(remote, expose).catch(() => undefined)),
  );
  return modules;
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

export async function startHost(container: HTMLElement): Promise<Root | void> {
  const storeContext = createStoreContextOrExplain(container);
  if (!storeContext) return;
  startFederation(await readRemotesMap());
  const preloadedModules = await serverRenderedModules(storeContext);
  const startRuntimes = () => void startRemoteRuntimes(storeContext, loadFederatedModule);
  const app = (
    <App
      storeContext={storeContext}
      loadRemoteModule={loadFederatedModule}
      refreshRemote={refreshRemote}
      preloadedModules={preloadedModules ?? undefined}
      onFirstCommit={() => {
        // Tells a server-rendered page that answers clicks from one that only shows (the
        // scenarios wait for it before they press a button).
        document.documentElement.dataset.interactive = '';
        // A server-rendered page starts the runtimes once hydrated: what they announce (the
        // signed-in customer, the cart's count) then updates the page instead of differing from
        // the server's markup.
        if (preloadedModules) startRuntimes();
      }}
    />
  );
  if (preloadedModules) return hydrateRoot(container, app);
  startRuntimes();
  container.replaceChildren();
  const root = createRoot(container);
  root.render(app);
  return root;
}
