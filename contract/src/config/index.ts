// Configuration from environment variables, for the Node processes (`@storefront/contract/config`).
export {
  ConfigError,
  commaList,
  flag,
  httpOrigin,
  httpUrl,
  jsonObject,
  logLevel,
  port,
  positiveInteger,
  readEnv,
  text,
  wholeNumber,
} from './env';
export { runtimeEnvFromVariables, runtimeEnvVariableFields } from './runtime-env-variables';
export { DEFAULT_API_BASE_URL, runtimeEnvFields, toRuntimeEnv } from './runtime-env-fields';
export type { RuntimeEnv } from './runtime-env-fields';
