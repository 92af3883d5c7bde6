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
