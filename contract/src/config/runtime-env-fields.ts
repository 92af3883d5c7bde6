// The runtime env: its fields, their defaults and the page's reading of them, free of the
// browser's globals. The page reads window.__STOREFRONT_ENV__ with `readRuntimeEnv`, in valibot
// (it is on every page's first load, decision 0998); the servers read their variables with the
// same rules in zod (runtime-env-variables.ts, fields.ts), and runtime-env-fields.test.ts holds
// the two to the same answers.
import * as v from 'valibot';
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

export const CATALOG_SOURCES = ['api', 'mock'] as const satisfies readonly CatalogSource[];

export const DEFAULT_API_BASE_URL = 'http://localhost:4000';
export const DEFAULT_MOCK_API_URL = 'https://fakestoreapi.com';

/** A non-empty value, spaces around it trimmed (fields.ts's `text`). */
const text = () => v.pipe(v.string(), v.trim(), v.minLength(1));

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An http(s) URL, as written (fields.ts's `httpUrl`). */
const httpUrl = () => v.pipe(v.string(), v.trim(), v.check(isHttpUrl));

/** An http(s) URL that paths are appended to: trailing slashes removed (fields.ts's `httpOrigin`). */
const httpOrigin = () =>
  v.pipe(
    httpUrl(),
    v.transform((url) => url.replace(/\/+$/, '')),
  );

/** A field the page may lack: a malformed value counts as unset rather than breaking the page. */
const unsetWhenMalformed = <T>(schema: v.GenericSchema<unknown, T>) =>
  v.fallback(v.optional(schema), undefined);

/** The page's reading of the injected settings, field by field. */
const injectedRuntimeEnv = v.object({
  apiBaseUrl: v.fallback(v.optional(httpOrigin(), DEFAULT_API_BASE_URL), DEFAULT_API_BASE_URL),
  storeId: unsetWhenMalformed(text()),
  storeHosts: unsetWhenMalformed(
    // valibot's record takes an array's items as its entries; the page's setting is an object.
    v.pipe(
      v.unknown(),
      v.check((value) => !Array.isArray(value)),
      v.record(v.string(), v.string()),
    ),
  ),
  stripePublishableKey: unsetWhenMalformed(text()),
  stripeJsUrl: unsetWhenMalformed(httpUrl()),
  catalogSource: unsetWhenMalformed(v.picklist(CATALOG_SOURCES)),
  mockApiUrl: unsetWhenMalformed(httpOrigin()),
});

/** The fields read; the mock API's URL only in mock mode. */
export function toRuntimeEnv({ catalogSource, mockApiUrl, ...fields }: RuntimeEnv): RuntimeEnv {
  return catalogSource === 'mock'
    ? { ...fields, catalogSource, mockApiUrl: mockApiUrl ?? DEFAULT_MOCK_API_URL }
    : fields;
}

/**
 * The settings a server injected into the page: a malformed field falls back to its default (or
 * to unset) rather than breaking the page; anything but an object counts as none given.
 */
export function readRuntimeEnv(injected: unknown): RuntimeEnv {
  const source = typeof injected === 'object' && injected !== null ? injected : {};
  return toRuntimeEnv(v.parse(injectedRuntimeEnv, source));
}
