// Shoppers' signals of this page (docs/contracts.md "Shoppers' signals"): on a sampled page (one
// the host's server wrote a beacon token into, which every beacon carries), a view of each published remote version the page
// uses, an error of each one that failed, and the page's LCP, INP and CLS, counted for the remote
// that owns the address the page was opened at. They go to the host's server with
// navigator.sendBeacon when the page is hidden (and a few seconds after the first one, so a tab
// left open reports too). The web-vitals library is loaded after the page is up, never before.
import { findRouteOwner } from '@storefront/contract';
import {
  PAGE_GLOBALS,
  SIGNALS_PATH,
  type PageSignal,
} from '@storefront/static-server/page-protocol';
import type { MetricType } from 'web-vitals';

/** Signals in one beacon (the server takes at most 20). */
const SIGNALS_PER_BEACON = 20;
/** A tab left open sends what it has this long after its first signal. */
const FIRST_SEND_DELAY_MS = 10_000;

/** A signal without its remote and version (Omit over each member of the union). */
type SignalBody = PageSignal extends infer S
  ? S extends PageSignal
    ? Omit<S, 'remote' | 'version'>
    : never
  : never;

/** The published version in a manifest URL (`…/versions/<version>/mf-manifest.json`). */
export function versionOfManifestUrl(url: string | undefined): string | null {
  return /\/versions\/([^/]+)\/mf-manifest\.json(?:[?#]|$)/.exec(url ?? '')?.[1] ?? null;
}

/** The web-vitals functions the page reports. */
export interface VitalsLibrary {
  onLCP(report: (metric: MetricType) => void): void;
  onINP(report: (metric: MetricType) => void): void;
  onCLS(report: (metric: MetricType) => void): void;
}

export interface PageSignals {
  /** The manifest URLs the remotes are registered with now (a fallback changes one). */
  remotesRegistered(remotes: Record<string, string | undefined>): void;
  /** The page uses `remote`'s registered version. */
  viewed(remote: string): void;
  /** `remote`'s registered version failed on this page. */
  failed(remote: string): void;
  /** Loads web-vitals and reports the page's LCP, INP and CLS. */
  measureVitals(): Promise<void>;
  /** Sends what has not been sent. */
  send(): void;
}

/**
 * The signals of one page.
 * @param options.token the page's beacon token; null: the page is not in the sample, sends nothing
 * @param options.landingPath the address the page was opened at: its owner gets the vitals
 */
export function createPageSignals({
  token,
  sendBeacon = (url, body) => navigator.sendBeacon?.(url, body) ?? false,
  loadVitals = () =>
    import(
      /* webpackChunkName: "web-vitals", webpackExports: ["onLCP", "onINP", "onCLS"] */ 'web-vitals'
    ),
  landingPath,
}: {
  token: string | null;
  sendBeacon?: (url: string, body: string) => boolean;
  loadVitals?: () => Promise<VitalsLibrary>;
  landingPath: string;
}): PageSignals {
  const sampled = token !== null;
  const versions = new Map<string, string | null>();
  /** `<kind> <remote> <version>` of the views and errors already counted: once per page each. */
  const counted = new Set<string>();
  let pending: PageSignal[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function send() {
    clearTimeout(timer);
    while (pending.length) {
      const signals = pending.slice(0, SIGNALS_PER_BEACON);
      pending = pending.slice(SIGNALS_PER_BEACON);
      // A beacon the browser refuses (too much queued) is dropped: signals are never worth a retry.
      sendBeacon(SIGNALS_PATH, JSON.stringify({ token, signals }));
    }
  }

  function add(remote: string, signal: SignalBody, once: boolean) {
    const version = versions.get(remote);
    if (!sampled || !version) return;
    const key = `${signal.kind} ${remote} ${version}`;
    if (once && counted.has(key)) return;
    counted.add(key);
    pending.push({ remote, version, ...signal } as PageSignal);
    timer ??= setTimeout(send, FIRST_SEND_DELAY_MS);
  }

  return {
    remotesRegistered(remotes) {
      for (const [remote, url] of Object.entries(remotes)) {
        versions.set(remote, versionOfManifestUrl(url));
      }
    },
    viewed: (remote) => add(remote, { kind: 'view' }, true),
    failed(remote) {
      // A failed page is a page that used the version, even when its view was not counted yet.
      add(remote, { kind: 'view' }, true);
      add(remote, { kind: 'error' }, true);
    },
    async measureVitals() {
      if (!sampled) return;
      const owner = findRouteOwner(landingPath)?.remote;
      if (!owner) return;
      let vitals: VitalsLibrary;
      try {
        vitals = await loadVitals();
      } catch {
        return; // The chunk did not arrive: this page reports no vitals.
      }
      const report = ({ name, value }: MetricType) =>
        add(
          owner,
          { kind: name.toLowerCase() as 'lcp' | 'inp' | 'cls', value: Math.max(0, value) },
          false,
        );
      vitals.onLCP(report);
      vitals.onINP(report);
      vitals.onCLS(report);
    },
    send,
  };
}

let page: PageSignals | undefined;

/** This page's signals: sent when the host's server wrote a beacon token into the page. */
export function pageSignals(): PageSignals {
  if (!page) {
    const token = window[PAGE_GLOBALS.signalsToken];
    page = createPageSignals({
      token: typeof token === 'string' ? token : null,
      landingPath: window.location.pathname,
    });
    const current = page;
    // Hidden is the last moment a page is sure to have (pagehide covers browsers that skip it).
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') current.send();
    });
    window.addEventListener('pagehide', () => current.send());
  }
  return page;
}
