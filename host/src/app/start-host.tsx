// Start-up: choose the store, create the one store context, register the remotes, render the shell.
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import {
  ROUTES_EXPOSE,
  createStoreContext,
  preloadMatchedPages,
  serverApiStateRestored,
  type RemoteRoutesModule,
  type StoreContext,
} from '@storefront/platform';
import { StoreNotInitializedError, StoreResolutionError } from '@storefront/contract';
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
import { nextTask, whenIdle } from '../lib/next-task';
import { replayHeldPresses } from './held-presses';
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
 * The server-rendered page's remote modules, and the page chunks its routes render, loaded before
 * hydrating so that the whole page hydrates in one pass matching the server's markup (a part left
 * waiting for its chunk would ignore clicks, and fall back to its spinner on the first update);
 * null when the page was not rendered on the server, or for another store (the shopper's stored
 * choice, which the server cannot see): the browser then renders anew.
 */
async function serverRenderedModules(storeContext: StoreContext): Promise<RemoteModules | null> {
  const page = readServerRenderedPage();
  if (!page || page.storeId !== storeContext.getState().store.id) return null;
  storeContext.dispatch(serverApiStateRestored(page.apiState));
  const modules = createRemoteModules(loadFederatedModule, refreshRemote);
  const { pathname } = window.location;
  await Promise.all(
    page.modules.map(async ([remote, expose]) => {
      try {
        const module = await modules.get(remote, expose);
        if (expose !== ROUTES_EXPOSE) return;
        await preloadMatchedPages((module as RemoteRoutesModule).default, pathname);
      } catch (error) {
        // That part renders its fallback (or retries its chunk), as without the server's render.
        console.error(`[storefront] ${remote}'s ${expose} did not load before hydrating`, error);
      }
    }),
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
  await nextTask();
  const preloadedModules = await serverRenderedModules(storeContext);
  await nextTask();
  const startRuntimes = () => void startRemoteRuntimes(storeContext, loadFederatedModule);
  const app = (
    <App
      storeContext={storeContext}
      loadRemoteModule={loadFederatedModule}
      refreshRemote={refreshRemote}
      preloadedModules={preloadedModules ?? undefined}
      onFirstCommit={() => {
        // The shell is hydrated; the remotes' parts (inside Suspense boundaries) follow at idle
        // priority. Then the page answers everywhere: <html data-interactive> says so (the
        // scenarios wait for it before they press a button), and the presses held before it
        // are pressed again.
        whenIdle(() => {
          document.documentElement.dataset.interactive = '';
          replayHeldPresses();
        });
        // A server-rendered page starts the runtimes once hydrated: what they announce (the
        // signed-in customer, the cart's count) then updates the page instead of differing from
        // the server's markup.
        if (preloadedModules) startRuntimes();
      }}
    />
  );
  if (preloadedModules) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking the page until the whole tree is hydrated.
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
    return root;
  }
  startRuntimes();
  container.replaceChildren();
  const root = createRoot(container);
  root.render(app);
  return root;
}
