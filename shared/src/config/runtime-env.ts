// Run-time settings the static server injects into index.html as window.__STOREFRONT_ENV__.
import * as z from 'zod/mini';
import type { StoreHostMap } from '../domain/store-resolution';
import { httpOrigin, httpUrl, text } from './fields';

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
 * The runtime env's fields, each with its rule and default: the page reads them from
 * window.__STOREFRONT_ENV__ (getRuntimeEnv), the host server from its environment
 * (runtime-env-variables.ts).
 */
export const runtimeEnvFields = {
  apiBaseUrl: z._default(httpOrigin(), DEFAULT_API_BASE_URL),
  storeId: z.optional(text()),
  storeHosts: z.optional(z.record(z.string(), z.string())),
  stripePublishableKey: z.optional(text()),
  stripeJsUrl: z.optional(httpUrl()),
  catalogSource: z.optional(z.enum(['api', 'mock'])),
  mockApiUrl: z.optional(httpOrigin()),
};

type RuntimeEnvFields = typeof runtimeEnvFields;

/** The fields read; the mock API's URL only in mock mode. */
export function toRuntimeEnv({
  catalogSource,
  mockApiUrl,
  ...fields
}: { [Name in keyof RuntimeEnvFields]: z.output<RuntimeEnvFields[Name]> }): RuntimeEnv {
  return catalogSource === 'mock'
    ? { ...fields, catalogSource, mockApiUrl: mockApiUrl ?? DEFAULT_MOCK_API_URL }
    : fields;
}

/**
 * The page's reading of window.__STOREFRONT_ENV__: a malformed field falls back to its default
 * (or to unset) rather than breaking the page.
 */
const injectedRuntimeEnv = z.pipe(
  z.object(
    Object.fromEntries(
      Object.entries(runtimeEnvFields).map(([name, field]) => [
        name,
        z.catch(field, () => field.parse(undefined)),
      ]),
    ) as { [Name in keyof RuntimeEnvFields]: z.ZodMiniCatch<RuntimeEnvFields[Name]> },
  ),
  z.transform(toRuntimeEnv),
);

/** The injected settings, checked field by field (see injectedRuntimeEnv). */
export function getRuntimeEnv(source: unknown = readInjectedEnv()): RuntimeEnv {
  return injectedRuntimeEnv.parse(typeof source === 'object' && source !== null ? source : {});
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
