// The one door to the deployment store for the front-end servers: a published version's id and
// files, the rollout that picks the versions a visitor's pages load, the versions' health the
// host's server records and the store of shoppers' signals per version. They live in the
// deployment control plane's runtime entry (@storefront/deploy, built JavaScript without the
// TypeScript compiler); only this module names it.
export {
  BEACON_SECRET_MIN_LENGTH,
  BeaconSchema,
  DEPLOYMENT_RECORD_FILE,
  FRONTEND_PACKAGES,
  PREVIEW_COOKIE_PREFIX,
  PREVIEW_QUERY_PARAM,
  PREVIEW_SECRET_MIN_LENGTH,
  createDeploymentStoreReader,
  createHostBuildReader,
  createRegistryReader,
  createHealthRecorder,
  createRolloutResolver,
  createPublishedHashesReader,
  browserScriptHashes,
  serverBuildHashes,
  createSignalStore,
  signalsRedisOptions,
  versionsNamed,
  defaultRemotesMap,
  fileSignature,
  isVersionId,
  newVisitorId,
  rolloutCookie,
  readDeploymentRecord,
  readHealth,
  signBeaconToken,
  verifyBeaconToken,
  recordHealth,
  storeDirectory,
  verifyPreviewToken,
  versionManifestUrl,
  versionOfManifestUrl,
  visitorIdFrom,
} from '@storefront/deploy';
export type {
  Beacon,
  DeploymentStoreReader,
  FrontendPackage,
  HostBuildReader,
  HealthState,
  Preview,
  PreviewRevocation,
  RegistryReader,
  RolloutResolver,
  RouteManifest,
  Signal,
  SignalStore,
} from '@storefront/deploy';

/** A remotes map: remote name → manifest URL. */
export type RemotesMap = Record<string, string>;
