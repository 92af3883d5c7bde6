// The runtime env read from a server's environment, for readEnv: the page's fields
// (runtime-env-fields.ts) under their variables' names, with the same rules in zod, a malformed value refused at start-up. The front-end servers
// spread these variables into their own env schema and inject the result into every page.
import { z } from 'zod';
import { httpOrigin, httpUrl, jsonObject, text } from './env';
import {
  CATALOG_SOURCES,
  DEFAULT_API_BASE_URL,
  toRuntimeEnv,
  type RuntimeEnv,
} from './runtime-env-fields';

// A host name as it may appear in a URL and a CSP source: no scheme, port, path or quote.
const SAFE_HOSTNAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/i;

/** The runtime env's variables: name → what it must hold (spread into a server's z.object). */
export const runtimeEnvVariableFields = {
  API_BASE_URL: httpOrigin().default(DEFAULT_API_BASE_URL),
  STORE_ID: text().optional(),
  STORE_HOSTS: jsonObject(z.string(), '{"shop.example":"hvac"}')
    .refine((hosts) => Object.keys(hosts).every((name) => SAFE_HOSTNAME.test(name)), {
      error: 'must name host names only (letters, digits, dots and dashes)',
    })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: text().optional(),
  STRIPE_JS_URL: httpUrl().optional(),
  CATALOG_SOURCE: z.enum(CATALOG_SOURCES).optional(),
  MOCK_API_URL: httpOrigin().optional(),
};

type RuntimeEnvVariables = z.output<z.ZodObject<typeof runtimeEnvVariableFields>>;

/** The runtime env a page gets from a server's parsed variables. */
export function runtimeEnvFromVariables(vars: RuntimeEnvVariables): RuntimeEnv {
  return toRuntimeEnv({
    apiBaseUrl: vars.API_BASE_URL,
    storeId: vars.STORE_ID,
    storeHosts: vars.STORE_HOSTS,
    stripePublishableKey: vars.STRIPE_PUBLISHABLE_KEY,
    stripeJsUrl: vars.STRIPE_JS_URL,
    catalogSource: vars.CATALOG_SOURCE,
    mockApiUrl: vars.MOCK_API_URL,
  });
}

/** The runtime env from an environment alone (readEnv(runtimeEnvVariables)). */
export const runtimeEnvVariables = z
  .object(runtimeEnvVariableFields)
  .transform(runtimeEnvFromVariables);
