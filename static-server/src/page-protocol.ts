// The page protocol: what the front-end servers write into a page (ids, window globals, paths)
// and the host's browser code reads back, stated once for both sides. The runtime env's shape and
// its window global belong to the contract (@storefront/contract/config); @storefront/platform reads them in every remote.
import type { RuntimeEnv } from '@storefront/contract/runtime-env';
import { DEFAULT_STORE_HOSTS } from '@storefront/contract';

export type { RuntimeEnv };

/** Window globals a page's inline script sets before any bundle runs. */
export const PAGE_GLOBALS = {
  /** The run-time settings (RuntimeEnv), read by the platform's getRuntimeEnv. */
  runtimeEnv: '__STOREFRONT_ENV__',
  /** The host's remotes map: remote name → manifest URL of the version this visitor gets. */
  remotes: '__STOREFRONT_REMOTES__',
  /** Per remote, the manifest URL of the version to load when the served one fails. */
  remoteFallbacks: '__STOREFRONT_REMOTE_FALLBACKS__',
  /**
   * Remote entry URL → its SHA-384 as published (`sha384-…`), for the versions of both maps: the
   * browser loads the entry with that `integrity` and refuses it when its bytes differ.
   */
  remoteIntegrity: '__STOREFRONT_REMOTE_INTEGRITY__',
  /** Stops holding early presses on a server-rendered page and gives them to the host. */
  heldPresses: '__STOREFRONT_HELD_PRESSES__',
  /**
   * A page sampled to send shoppers' signals to SIGNALS_PATH: its beacon token (the versions it
   * may report, signed by the server); null or absent: the page sends none.
   */
  signalsToken: '__STOREFRONT_SIGNALS_TOKEN__',
  /**
   * The route table composed from the route manifests of the remote versions this visitor gets
   * (@storefront/contract's RouteTable): routes, access and nav entries.
   */
  routes: '__STOREFRONT_ROUTES__',
} as const satisfies Record<string, keyof Window>;

declare global {
  interface Window {
    /** Also declared by @storefront/platform's runtime-env.ts, which reads it in the browser. */
    __STOREFRONT_ENV__?: Partial<RuntimeEnv>;
    __STOREFRONT_REMOTES__?: unknown;
    __STOREFRONT_REMOTE_FALLBACKS__?: unknown;
    __STOREFRONT_REMOTE_INTEGRITY__?: unknown;
    /**
     * Stops holding presses and gives the buttons pressed and the selects changed so far (a
     * server-rendered page only).
     */
    __STOREFRONT_HELD_PRESSES__?: () => HTMLElement[];
    __STOREFRONT_SIGNALS_TOKEN__?: unknown;
    __STOREFRONT_ROUTES__?: unknown;
  }
}

/** The `<meta property>` carrying the response's CSP nonce (styled-components and shared read it). */
export const CSP_NONCE_META_PROPERTY = 'csp-nonce';
/** The id of the page's JSON script with what the browser hydrates a server-rendered page with. */
export const SERVER_RENDER_STATE_ID = 'storefront-server-render';
/** The element after #root: once parsed, the server-rendered page is whole and may be shown. */
export const PAGE_PARSED_MARKER_ID = 'root-parsed';
/** The host's remotes map as a file, for a page served without it inline. */
export const REMOTES_MAP_PATH = '/remotes.json';
/** Where the host's page reports a remote that failed (POST, one RemoteFailureReport). */
export const REMOTE_FAILURES_PATH = '/remote-failures';

/**
 * Where a sampled page sends its shoppers' signals (navigator.sendBeacon, a text/plain body of
 * JSON `{ token, signals: [...] }`, @storefront/deploy's BeaconSchema): views, errors and Web
 * Vitals per remote version, under the page's token (PAGE_GLOBALS.signalsToken).
 */
export const SIGNALS_PATH = '/signals';

/** One signal of a page about one remote version (the browser's side of BeaconSchema). */
export type PageSignal = { remote: string; version: string } & (
  { kind: 'view' | 'error' } | { kind: 'lcp' | 'inp' | 'cls'; value: number }
);

export const REMOTE_FAILURE_KINDS = ['load-error', 'timeout', 'render-error'] as const;
export type RemoteFailureKind = (typeof REMOTE_FAILURE_KINDS)[number];

/** What the page sends to REMOTE_FAILURES_PATH. */
export interface RemoteFailureReport {
  remote: string;
  /** The build version of the remote's manifest, or 'unknown' when it never arrived. */
  version: string;
  route: string;
  kind: RemoteFailureKind;
  message?: string;
}

/** A host name of this machine (`localhost`, `*.localhost`, an IP address). */
const isLocalHostName = (name: string) =>
  !name.includes('.') || name.endsWith('.localhost') || /^[\d.]+$/.test(name);

/**
 * The local host names of the contract's DEFAULT_STORE_HOSTS and the store each one serves (the public
 * store domains are served by a CDN, not by these servers). `STORE_HOSTS` adds to them.
 */
export const LOCAL_STORE_HOSTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(DEFAULT_STORE_HOSTS).filter(([name]) => isLocalHostName(name)),
);
