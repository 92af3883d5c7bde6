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
import {
  StoreNotInitializedError,
  StoreResolutionError,
  type RemoteName,
} from '@storefront/contract';
import {
  loadFederatedModule,
  refreshRemote,
  startFederation,
} from '../features/remotes/federation';
import {
  createRemoteModules,
  type LoadRemoteModule,
  type RemoteModules,
} from '../features/remotes/remote-modules';
import { createRuntimeStarter } from '../features/remotes/remote-runtimes';
import {
  fetchRemotesMap,
  readInlineRemotesMap,
  type RemotesMap,
} from '../features/remotes/remotes-map';
import { readInlineRouteTable } from '../features/routing';
import { pageSignals } from '../features/signals';
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
 * How long hydration waits for the modules a server-rendered page was rendered with and their page
 * chunks. Within it the whole page hydrates in one pass (a slow phone network's 2 s chunk too, so a
 * press on it is answered at once, decision 0024); a remote later than that (hung) leaves its part
 * of the page as the server's markup, hydrated when its code arrives, and the rest answers meanwhile.
 */
const SERVER_RENDERED_MODULES_WAIT_MS = 3000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads the modules the page was rendered with, and the page chunks its routes render, waiting
 * at most `waitMs` for them: what arrives in time hydrates in the first pass, so that the part
 * matches the server's markup without waiting (a part left waiting ignores clicks until then).
 */
export async function loadServerRenderedModules(
  modules: RemoteModules,
  rendered: ReadonlyArray<readonly [RemoteName, string]>,
  pathname: string,
  waitMs: number = SERVER_RENDERED_MODULES_WAIT_MS,
): Promise<void> {
  const loads = rendered.map(async ([remote, expose]) => {
    try {
      const module = await modules.loadServerRendered(remote, expose);
      if (expose !== ROUTES_EXPOSE) return;
      await preloadMatchedPages((module as RemoteRoutesModule).default, pathname);
    } catch (error) {
      // That part keeps the server's markup (or retries its chunk), see useRemoteModule.
      console.error(`[storefront] ${remote}'s ${expose} did not load before hydrating`, error);
    }
  });
  await Promise.race([Promise.all(loads), pause(waitMs)]);
}

/**
 * The server-rendered page's remote modules (see loadServerRenderedModules); null when the page
 * was not rendered on the server, or for another store (the shopper's stored choice, which the
 * server cannot see): the browser then renders anew.
 */
async function serverRenderedModules(
  storeContext: StoreContext,
  loadModule: LoadRemoteModule,
): Promise<RemoteModules | null> {
  const page = readServerRenderedPage();
  if (!page || page.storeId !== storeContext.getState().store.id) return null;
  storeContext.dispatch(serverApiStateRestored(page.apiState));
  const modules = createRemoteModules(loadModule, refreshRemote);
  await loadServerRenderedModules(modules, page.modules, window.location.pathname);
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
  // Every module load goes through `runtimes.load`, which starts its remote's runtime with it.
  const runtimes = createRuntimeStarter(storeContext, loadFederatedModule);
  const preloadedModules = await serverRenderedModules(storeContext, runtimes.load);
  await nextTask();
  const startRuntimes = () => void runtimes.startForPage(window.location.pathname);
  const app = (
    <App
      storeContext={storeContext}
      loadRemoteModule={runtimes.load}
      refreshRemote={refreshRemote}
      preloadedModules={preloadedModules ?? undefined}
      routeTable={readInlineRouteTable()}
      onFirstCommit={() => {
        // The shell is hydrated; the remotes' parts (inside Suspense boundaries) follow at idle
        // priority. Then the page answers everywhere: <html data-interactive> says so (the
        // scenarios wait for it before they press a button), and the presses held before it
        // are pressed again.
        whenIdle(() => {
          document.documentElement.dataset.interactive = '';
          replayHeldPresses();
          // Web Vitals once the page is up: the library never delays its first paint.
          void pageSignals().measureVitals();
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
