// The host server's reading of the runtime env from its environment, for readEnv: the page's
// fields (runtime-env.ts) under their variables' names, a malformed value refused at start-up.
import { z } from 'zod';
import { jsonObject } from './env';
import { runtimeEnvFields, toRuntimeEnv } from './runtime-env';

/** The runtime env the host server injects, from its environment (readEnv(runtimeEnvVariables)). */
export const runtimeEnvVariables = z
  .object({
    API_BASE_URL: runtimeEnvFields.apiBaseUrl,
    STORE_ID: runtimeEnvFields.storeId,
    STORE_HOSTS: jsonObject(z.string(), '{"shop.example":"hvac"}').optional(),
    STRIPE_PUBLISHABLE_KEY: runtimeEnvFields.stripePublishableKey,
    STRIPE_JS_URL: runtimeEnvFields.stripeJsUrl,
    CATALOG_SOURCE: runtimeEnvFields.catalogSource,
    MOCK_API_URL: runtimeEnvFields.mockApiUrl,
  })
  .transform((vars) =>
    toRuntimeEnv({
      apiBaseUrl: vars.API_BASE_URL,
      storeId: vars.STORE_ID,
      storeHosts: vars.STORE_HOSTS,
      stripePublishableKey: vars.STRIPE_PUBLISHABLE_KEY,
      stripeJsUrl: vars.STRIPE_JS_URL,
      catalogSource: vars.CATALOG_SOURCE,
      mockApiUrl: vars.MOCK_API_URL,
    }),
  );
