// @storefront/contract/runtime-env: the page's run-time settings (RuntimeEnv), their defaults and
// the page's reading of them (`readRuntimeEnv`, valibot: no zod on the page's first load), for the
// browser (the platform's getRuntimeEnv) and the servers that write them into the page. Its own
// entry: the Node-only env helper (./config) brings full zod.
export { DEFAULT_API_BASE_URL, readRuntimeEnv } from './config/runtime-env-fields';
export type { RuntimeEnv } from './config/runtime-env-fields';
