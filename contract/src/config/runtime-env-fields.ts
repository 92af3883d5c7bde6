// The runtime env's fields, their rules and defaults, free of the browser's globals: the page
// reads them from window.__STOREFRONT_ENV__ (runtime-env.ts), the front-end servers from their
// environment (runtime-env-variables.ts).
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
