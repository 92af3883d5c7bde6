// The server render of one page: the shell and the owning remote's page for the request's store,
// with the catalogue's answers in RTK Query's cache, as the browser's first render will show them.
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import {
  ROUTES_EXPOSE,
  ServerPageMetaCollector,
  StoreResolutionError,
  createMemoryStorage,
  createStoreContext,
  findRouteOwner,
  pageMetaHtml,
  selectStoreConfig,
  storeApi,
  type PageMeta,
  type FetchLike,
  type RemoteName,
  type StoreContext,
} from '@storefront/shared';
import { App } from '../app/app';
import { createRemoteModules, type RemoteModules } from '../features/remotes/remote-modules';
import type { RenderedModule, ServerRenderRequest, ServerRenderResult } from './render-request';
import { serverModuleLoader } from './server-remotes';

/** The remotes whose public pages are rendered on the server: the catalogue and content. */
const SERVER_RENDERED_REMOTES: ReadonlySet<RemoteName> = new Set(['catalog', 'content']);
/** The shell's own remote widget (the nav bar's search box). */
const SHELL_WIDGETS: readonly RenderedModule[] = [['catalog', './SearchBox']];
/** Renders until no query is left waiting (a page whose second request needs the first's answer). */
const MAX_RENDER_PASSES = 3;

/** Resolves after `ms` with `undefined`, so a race against it never throws. */
const pause = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms));

/** Loads each module within the deadline; a module late or failing is left out (its fallback shows). */
async function preload(
  modules: RemoteModules,
  wanted: readonly RenderedModule[],
  deadline: Promise<undefined>,
): Promise<RenderedModule[]> {
  const loaded = await Promise.all(
    wanted.map(async (module) => {
      const [remote, expose] = module;
      const result = await Promise.race([
        modules.get(remote, expose).then(
          () => module,
          (error: unknown) => {
            console.warn(`[server render] ${remote} ${expose} did not load:`, error);
            return undefined;
          },
        ),
        deadline,
      ]);
      return result;
    }),
  );
  return loaded.filter((module): module is RenderedModule => module !== undefined);
}

/** One render to a string, with the styles it used. */
function renderOnce(
  element: React.ReactElement,
  deadlineMs: number,
  nonce: string,
): Promise<{ html: string; styleTags: string; aborted: boolean }> {
  const sheet = new ServerStyleSheet();
  let aborted = false;
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    // Past the deadline, what is still suspended renders its fallback (left to the browser).
    const timer = setTimeout(() => {
      aborted = true;
      stream.abort();
    }, deadlineMs);
    sink.on('finish', () => {
      clearTimeout(timer);
      try {
        resolve({ html, styleTags: sheet.getStyleTags(), aborted });
      } finally {
        sheet.seal();
      }
    });
    const stream = renderToPipeableStream(sheet.collectStyles(element), {
      nonce,
      // The page in document order: no boundary is written out of place to be moved by a script
      // (the page is sent whole, after its data, so progressive chunks would only add scripts).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        console.warn('[server render]', String(error));
      },
    });
  });
}

function timedFetch(limitMs: number): FetchLike {
  return (input, init) =>
    fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(limitMs) });
}

/** The API's answers the page was rendered with: finished queries only, in the cache's shape. */
function renderedApiState(storeContext: StoreContext) {
  const state = storeContext.getState()[storeApi.reducerPath];
  const queries = Object.fromEntries(
    Object.entries(state.queries).filter(([, query]) => query?.status === 'fulfilled'),
  );
  return { [storeApi.reducerPath]: { ...state, queries, mutations: {} } };
}

export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const pathname = request.url.split('?')[0] ?? '/';
  const owner = findRouteOwner(pathname);
  if (!owner || owner.access !== 'public' || !SERVER_RENDERED_REMOTES.has(owner.remote)) {
    return { rendered: false, reason: 'not a server-rendered page' };
  }
  if (request.env.catalogSource === 'mock') return { rendered: false, reason: 'mock catalogue' };

  const started = Date.now();
  const remaining = () => Math.max(0, request.deadlineMs - (Date.now() - started));
  let storeContext: StoreContext;
  try {
    storeContext = createStoreContext({
      storage: createMemoryStorage(),
      env: request.env,
      hostname: request.hostname,
      fetch: timedFetch(request.deadlineMs),
      syncAcrossTabs: false,
      syncWithServer: false,
    });
  } catch (error) {
    // A host name no store is served under: the browser shows the store error page, as before.
    if (error instanceof StoreResolutionError) return { rendered: false, reason: 'unknown store' };
    throw error;
  }
  const modules = createRemoteModules(serverModuleLoader(request.serverEntries));
  const wanted: RenderedModule[] = [[owner.remote, ROUTES_EXPOSE], ...SHELL_WIDGETS];
  const rendered = await preload(modules, wanted, pause(remaining()));
  let pageMeta: PageMeta | null = null;
  const collectPageMeta = (meta: PageMeta) => {
    pageMeta = meta;
  };
  const app = (
    <ServerPageMetaCollector collect={collectPageMeta}>
      <App
        storeContext={storeContext}
        loadRemoteModule={() => Promise.reject(new Error('not loaded for the server render'))}
        preloadedModules={modules}
        serverLocation={request.url}
      />
    </ServerPageMetaCollector>
  );
  const render = () => {
    pageMeta = null;
    return renderOnce(app, remaining(), request.nonce);
  };

  const runningQueries = () => storeContext.dispatch(storeApi.util.getRunningQueriesThunk());
  let page = await render();
  for (let pass = 1; pass < MAX_RENDER_PASSES; pass += 1) {
    const running = runningQueries();
    if (running.length === 0) break;
    await Promise.race([Promise.allSettled(running), pause(remaining())]);
    page = await render();
  }
  const store = selectStoreConfig(storeContext.getState());
  return {
    rendered: true,
    html: page.html,
    styleTags: page.styleTags,
    head: pageMeta ? pageMetaHtml(pageMeta, { website: store.website, name: store.name }) : null,
    state: {
      storeId: storeContext.getState().store.id,
      apiState: renderedApiState(storeContext),
      modules: rendered,
    },
    status: 200,
    complete: rendered.length === wanted.length && !page.aborted && runningQueries().length === 0,
  };
}
