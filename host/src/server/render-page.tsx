// The server render of one page: the shell and the owning remote's page for the request's store,
// with the catalogue's answers in RTK Query's cache, as the browser's first render will show them.
import { Writable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import {
  ROUTES_EXPOSE,
  ServerPageMetaCollector,
  createMemoryStorage,
  createStoreContext,
  pageMetaHtml,
  selectStoreConfig,
  serverApiStateRestored,
  storeApi,
  type PageMeta,
  type FetchLike,
  type StoreApiError,
  type StoreContext,
} from '@storefront/platform';
import {
  BUILT_IN_ROUTES,
  StoreResolutionError,
  findRouteOwner,
  parseProductId,
  type RouteAccess,
} from '@storefront/contract';
import { App } from '../app/app';
import { createRemoteModules, type RemoteModules } from '../features/remotes/remote-modules';
import { PageStatusCollector } from '../features/routing';
import { keptAliveFetch } from './api-connections';
import { createFailureLog, oneLine, rootCause } from './failure-log';
import type {
  RemoteLoads,
  RenderedModule,
  ServerRenderRequest,
  ServerRenderResult,
} from './render-request';
import { withRememberedStyles } from './remembered-styles';
import { serverModuleLoader } from './server-remotes';

/** The shell's own remote widget (the nav bar's search box). */
const SHELL_WIDGETS: readonly RenderedModule[] = [['catalog', './SearchBox']];
/**
 * Other remotes' widgets a page shows (RemoteWidgetSlot), by the route table's path: loaded with
 * the page so the HTML holds them (the product page's Add to Cart is usable before the scripts).
 */
const PAGE_WIDGETS: Readonly<Record<string, readonly RenderedModule[]>> = {
  '/product/:id': [['cartCheckout', './AddToCart']],
};
/** The access levels whose pages show the same to anyone (the checkout's guest-allowed steps). */
const OPEN_TO_ANYONE: readonly RouteAccess[] = ['public', 'guest-allowed'];
/** Renders until no query is left waiting (a page whose second request needs the first's answer). */
const MAX_RENDER_PASSES = 3;
/** Pages whose queries are remembered (a page's are a few endpoint names and their arguments). */
const QUERY_PLANS_MAX = 1000;
/**
 * A page's plan is found again by a render without it after this: a query the page no longer
 * asks for (its arguments came from an answer that changed) is asked for no longer than this.
 */
const QUERY_PLAN_TTL_MS = 60_000;

/** A query a page asked for: its endpoint and arguments, as RTK Query's cache keeps them. */
type PlannedQuery = readonly [endpointName: string, args: unknown];
/**
 * The queries each page (host name, URL, remote server entries) asked for when it last rendered.
 * Each render pass found only the queries whose components the previous answers let render (a
 * product, then its related products), and every pass rendered the whole page again: the next
 * render of the page asks for all of them at once before its first pass, which then usually
 * renders the page with every answer, once. The answers are asked anew for every render.
 */
const queryPlans = new LRUCache<string, readonly PlannedQuery[]>({
  max: QUERY_PLANS_MAX,
  ttl: QUERY_PLAN_TTL_MS,
  // A render adds the queries its plan lacked; the plan still ends when its time is up.
  noUpdateTTL: true,
});

/** A remote version that fails, fails every render of it: said once a minute, on one line. */
const logFailure = createFailureLog((line) => console.warn(line));

/** Resolves after `ms` with `undefined`, so a race against it never throws. */
const pause = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms));

/**
 * Loads each module within the deadline; a module late or failing is left out (its fallback
 * shows). Says per remote whether its modules loaded (true), one failed (false) or none is known
 * yet (late: absent).
 */
async function preload(
  modules: RemoteModules,
  wanted: readonly RenderedModule[],
  deadline: Promise<undefined>,
  serverEntries: ServerRenderRequest['serverEntries'],
): Promise<{ rendered: RenderedModule[]; loads: RemoteLoads }> {
  const loads: RemoteLoads = {};
  const loaded = await Promise.all(
    wanted.map(async (module) => {
      const [remote, expose] = module;
      const result = await Promise.race([
        modules.get(remote, expose).then(
          () => {
            loads[remote] ??= true;
            return module;
          },
          (error: unknown) => {
            loads[remote] = false;
            const entry = serverEntries[remote] ?? 'no server entry';
            const cause = oneLine(rootCause(error));
            logFailure(
              `${remote} ${entry} ${expose}`,
              `[server render] ${remote} ${expose} did not load from ${entry}: ${cause}`,
            );
            return undefined;
          },
        ),
        deadline,
      ]);
      return result;
    }),
  );
  return {
    rendered: loaded.filter((module): module is RenderedModule => module !== undefined),
    loads,
  };
}

/** One render to a string, with the styles it used. */
function renderOnce(
  element: React.ReactElement,
  deadlineMs: number,
  nonce: string,
): Promise<{ html: string; styleTags: string; aborted: boolean; errors: number }> {
  const sheet = new ServerStyleSheet();
  let aborted = false;
  let errors = 0;
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
        resolve({ html, styleTags: sheet.getStyleTags(), aborted, errors });
      } finally {
        sheet.seal();
      }
    });
    const stream = renderToPipeableStream(withRememberedStyles(sheet.collectStyles(element)), {
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
        // The deadline's abort is not a failure of the page's code.
        if (aborted) return;
        errors += 1;
        const cause = oneLine(rootCause(error));
        logFailure(`render ${cause}`, `[server render] a component threw: ${cause}`);
      },
    });
  });
}

/**
 * The API's fetch for one render: within the deadline, and with the host server's own headers
 * (its server key: docs/contracts.md) on requests to the API's origin only.
 */
function apiFetch({ deadlineMs, apiHeaders, env }: ServerRenderRequest): FetchLike {
  const apiOrigin = new URL(env.apiBaseUrl).origin;
  const fetchKeptAlive = keptAliveFetch(deadlineMs);
  return (input, init) => {
    const ownHeaders = apiHeaders && new URL(input).origin === apiOrigin ? apiHeaders : {};
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(ownHeaders)) headers.set(name, value);
    return fetchKeptAlive(input, {
      ...init,
      headers,
      signal: init?.signal ?? AbortSignal.timeout(deadlineMs),
    });
  };
}

type QueryEntry = ReturnType<StoreContext['getState']>['storeApi']['queries'][string];

/** The API answered that the record asked for does not exist. */
const isNotFoundAnswer = (query: QueryEntry) =>
  query?.status === 'rejected' && (query.error as StoreApiError | undefined)?.status === 404;

/**
 * The API's answers the page was rendered with, in the cache's shape: finished queries, and the
 * answers that a record does not exist (kept by `keepNotFoundAnswers`).
 */
function renderedApiState(storeContext: StoreContext) {
  const state = storeContext.getState()[storeApi.reducerPath];
  const queries = Object.fromEntries(
    Object.entries(state.queries).filter(
      ([, query]) => query?.status === 'fulfilled' || isNotFoundAnswer(query),
    ),
  );
  return { [storeApi.reducerPath]: { ...state, queries, mutations: {} } };
}

/**
 * RTK Query asks again for a query that failed whenever a component subscribes to it, and each
 * render pass subscribes anew: a missing product rendered its loading state every time, so the
 * page went out empty. An answer that the record does not exist is an answer: stamped as
 * received, the cache keeps it for the next pass and for the browser, which hydrates with it
 * instead of asking again. (Other failures are still left to the browser to ask again.)
 * Returns whether the page shows such an answer.
 */
function keepNotFoundAnswers(storeContext: StoreContext): boolean {
  const state = storeContext.getState()[storeApi.reducerPath];
  const notFound = Object.entries(state.queries).filter(([, query]) => isNotFoundAnswer(query));
  const unstamped = notFound.filter(([, query]) => query?.fulfilledTimeStamp === undefined);
  if (unstamped.length > 0) {
    const queries = Object.fromEntries(
      unstamped.map(([key, query]) => [key, { ...query, fulfilledTimeStamp: Date.now() }]),
    );
    storeContext.dispatch(
      serverApiStateRestored({ [storeApi.reducerPath]: { ...state, queries, mutations: {} } }),
    );
  }
  return notFound.length > 0;
}

/** The queries the page was rendered with, answered with data or "not found". */
const answeredQueries = (storeContext: StoreContext): PlannedQuery[] =>
  Object.values(storeContext.getState()[storeApi.reducerPath].queries).flatMap((query) =>
    query?.endpointName !== undefined && (query.status === 'fulfilled' || isNotFoundAnswer(query))
      ? [[query.endpointName, query.originalArgs] as const]
      : [],
  );

/** An endpoint a remote injected, as this render can ask for it by name. */
interface NamedEndpoint {
  initiate(args: unknown): Parameters<StoreContext['dispatch']>[0];
}

/** Asks for the planned queries whose endpoints are injected (the remotes' modules are loaded). */
function askPlannedQueries(storeContext: StoreContext, plan: readonly PlannedQuery[]): void {
  const endpoints = storeApi.endpoints as Partial<Record<string, NamedEndpoint>>;
  for (const [endpointName, args] of plan) {
    const endpoint = endpoints[endpointName];
    if (endpoint) storeContext.dispatch(endpoint.initiate(args));
  }
}

/** A query the API did not answer with data or with "not found" (refused, failed, timed out). */
const hasFailedQuery = (storeContext: StoreContext) =>
  Object.values(storeContext.getState()[storeApi.reducerPath].queries).some(
    (query) => query?.status === 'rejected' && !isNotFoundAnswer(query),
  );

/** A path whose record id is no positive whole number (the product id's rule, SPEC §5). */
const namesNoRecord = (route: NonNullable<ReturnType<typeof findRouteOwner>>) =>
  route.idParam !== undefined && parseProductId(route.params[route.idParam]) === null;

export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const pathname = request.url.split('?')[0] ?? '/';
  const routeTable = request.routes ?? BUILT_IN_ROUTES;
  const owner = findRouteOwner(pathname, routeTable.routes);
  // A path no remote owns is the shell's own 404 page, rendered here with no remote's page. The
  // remotes whose manifest says so (catalog, content, cartCheckout) have their pages that need no
  // sign-in rendered here.
  if (owner && (!OPEN_TO_ANYONE.includes(owner.access) || !owner.serverRendered)) {
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
      fetch: apiFetch(request),
      syncAcrossTabs: false,
      syncWithServer: false,
    });
  } catch (error) {
    // A host name no store is served under: the browser shows the store error page, as before.
    if (error instanceof StoreResolutionError) return { rendered: false, reason: 'unknown store' };
    throw error;
  }
  const modules = createRemoteModules(
    serverModuleLoader(request.serverEntries, request.serverBuildHashes),
  );
  const wanted: RenderedModule[] = owner
    ? [[owner.remote, ROUTES_EXPOSE], ...(PAGE_WIDGETS[owner.path] ?? []), ...SHELL_WIDGETS]
    : [...SHELL_WIDGETS];
  const { rendered, loads } = await preload(
    modules,
    wanted,
    pause(remaining()),
    request.serverEntries,
  );
  let pageMeta: PageMeta | null = null;
  const collectPageMeta = (meta: PageMeta) => {
    pageMeta = meta;
  };
  let pageStatus = 200;
  const collectPageStatus = (status: number) => {
    pageStatus = status;
  };
  const app = (
    <ServerPageMetaCollector collect={collectPageMeta}>
      <PageStatusCollector collect={collectPageStatus}>
        <App
          storeContext={storeContext}
          loadRemoteModule={() => Promise.reject(new Error('not loaded for the server render'))}
          preloadedModules={modules}
          serverLocation={request.url}
          routeTable={routeTable}
        />
      </PageStatusCollector>
    </ServerPageMetaCollector>
  );
  const render = () => {
    pageMeta = null;
    pageStatus = 200;
    return renderOnce(app, remaining(), request.nonce);
  };

  const runningQueries = () => storeContext.dispatch(storeApi.util.getRunningQueriesThunk());
  const answersOf = async (running: ReturnType<typeof runningQueries>) => {
    await Promise.race([Promise.allSettled(running), pause(remaining())]);
    keepNotFoundAnswers(storeContext);
  };
  const planKey = JSON.stringify([request.hostname, request.url, request.serverEntries]);
  const plan = queryPlans.get(planKey);
  if (plan) {
    askPlannedQueries(storeContext, plan);
    await answersOf(runningQueries());
  }
  let page = await render();
  for (let pass = 1; pass < MAX_RENDER_PASSES; pass += 1) {
    const running = runningQueries();
    if (running.length === 0) break;
    await answersOf(running);
    page = await render();
  }
  if (!page.aborted) queryPlans.set(planKey, answeredQueries(storeContext));
  const showsNoRecord =
    keepNotFoundAnswers(storeContext) || (owner !== null && namesNoRecord(owner));
  // The page's own code threw: its remote's version failed (the shell's own errors end the render).
  if (page.errors > 0 && owner) loads[owner.remote] = false;
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
    // Not found: the shell's 404 page, a record id that names none, or the API's answer that the
    // record the page shows does not exist (a crawler must not index an empty page as a product).
    status: showsNoRecord ? 404 : pageStatus,
    // A page missing a module, cut by the deadline, with a query unanswered or refused (the API
    // over its limit: an empty product list), or with a component that threw, is this shopper's
    // only: the next ones get a render of their own.
    complete:
      rendered.length === wanted.length &&
      !page.aborted &&
      page.errors === 0 &&
      runningQueries().length === 0 &&
      !hasFailedQuery(storeContext),
    loads,
  };
}
