// @storefront/static-server: the file server of every front-end package (the remotes run it as is,
// the host's server builds on it).
export {
  FRONTEND_PACKAGES,
  frontendServerConfig,
  frontendServerEnv,
  readEnv,
  readServerConfig,
  type CspSources,
  type FrontendPackage,
  type FrontendServerConfig,
  type FrontendServerEnv,
} from './config';
export {
  createStaticServer,
  pathOf,
  sendText,
  type PageAnswer,
  type PageWriter,
} from './create-static-server';
export { NO_CACHE, answersWithShell, cacheControlFor } from './file-rules';
export { cspDirectives, injectRuntimeEnv, scriptJson, type PageGlobals } from './page';
export { servePackage } from './serve';
