// Run-time settings the static server injects into index.html as window.__STOREFRONT_ENV__.
import type { StoreHostMap } from '../domain/store-resolution';

export interface RuntimeEnv {
  /** Origin of the store API, without trailing slash; requests go to `${apiBaseUrl}/store-api`. */
  apiBaseUrl: string;
  /** The operator's STORE_ID override. */
  storeId?: string;
  /** Host name → store id, merged over the default host map. */
  storeHosts?: StoreHostMap;
  /** The card provider's publishable key (STRIPE_PUBLISHABLE_KEY); none: the provider is off. */
  stripePublishableKey?: string;
  /** Where Stripe.js is loaded from (STRIPE_JS_URL; offline the payment sandbox's stand-in). */
  stripeJsUrl?: string;
  /** Where the catalogue comes from (CATALOG_SOURCE); absent: the store API. */
  catalogSource?: CatalogSource;
  /** Mock mode's sample product API (MOCK_API_URL), no trailing slash; set with `catalogSource: 'mock'`. */
  mockApiUrl?: string;
}

/** `api`: the store API's catalogue; `mock`: a sample product API in fakestoreapi.com's shape. */
export type CatalogSource = 'api' | 'mock';

declare global {
  interface Window {
    __STOREFRONT_ENV__?: Partial<RuntimeEnv>;
  }
}

export const DEFAULT_API_BASE_URL = 'http://localhost:4000';
export const DEFAULT_MOCK_API_URL = 'https://fakestoreapi.com';

/**
 * The injected settings, checked field by field: a malformed value falls back to its default
 * rather than breaking the page.
 */
export function getRuntimeEnv(source: unknown = readInjectedEnv()): RuntimeEnv {
  const raw = (typeof source === 'object' && source !== null ? source : {}) as Record<
    string,
    unknown
  >;
  const env: RuntimeEnv = {
    apiBaseUrl:
      typeof raw.apiBaseUrl === 'string' && raw.apiBaseUrl.trim()
        ? raw.apiBaseUrl.trim().replace(/\/+$/, '')
        : DEFAULT_API_BASE_URL,
  };
  if (typeof raw.storeId === 'string' && raw.storeId.trim()) env.storeId = raw.storeId.trim();
  if (isHostMap(raw.storeHosts)) env.storeHosts = raw.storeHosts;
  if (typeof raw.stripePublishableKey === 'string' && raw.stripePublishableKey.trim())
    env.stripePublishableKey = raw.stripePublishableKey.trim();
  if (typeof raw.stripeJsUrl === 'string' && /^https?:\/\//.test(raw.stripeJsUrl.trim()))
    env.stripeJsUrl = raw.stripeJsUrl.trim();
  if (raw.catalogSource === 'mock') {
    env.catalogSource = 'mock';
    env.mockApiUrl =
      typeof raw.mockApiUrl === 'string' && /^https?:\/\//.test(raw.mockApiUrl.trim())
        ? raw.mockApiUrl.trim().replace(/\/+$/, '')
        : DEFAULT_MOCK_API_URL;
  }
  return env;
}

/**
 * The Content-Security-Policy nonce of this page (the static server puts it on
 * `<meta property="csp-nonce">`), for libraries that inject `<style>` tags; styled-components
 * reads the same tag itself. The browser hides the attribute once applied; the property keeps it.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

function readInjectedEnv(): unknown {
  return typeof window === 'undefined' ? undefined : window.__STOREFRONT_ENV__;
}

function isHostMap(value: unknown): value is StoreHostMap {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((id) => typeof id === 'string')
  );
}
