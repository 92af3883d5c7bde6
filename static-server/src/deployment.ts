// The one door to the deployment store for the front-end servers: a published version's id and
// files, the rollout that picks the versions a visitor's pages load, and the versions' health the
// host's server records. They live in the
// deployment control plane's runtime entry (@storefront/deploy, built JavaScript without the
// TypeScript compiler); only this module names it.
export {
  DEPLOYMENT_RECORD_FILE,
  FRONTEND_PACKAGES,
  createHealthRecorder,
  createRolloutResolver,
  isVersionId,
  newVisitorId,
  rolloutCookie,
  readHealth,
  recordHealth,
  storeDirectory,
  versionOfManifestUrl,
  visitorIdFrom,
} from '@storefront/deploy';
export type { FrontendPackage, HealthState, RolloutResolver } from '@storefront/deploy';

/** A remotes map: remote name → manifest URL. */
export type RemotesMap = Record<string, string>;
