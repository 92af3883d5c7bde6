// @storefront/deploy, the runtime entry the servers import: the registry reader and its schema,
// the deployment record's schema and reader, rollout assignment, the skew check, reading the
// deployment store and the versions' health. It never loads the TypeScript compiler or the
// development scripts: what needs them is computed when a version is published
// (@storefront/deploy/publish).
export { deployTarget, HOST_NAME, publishedVersions, storeDirectory } from './deploy-store.js';
export type { DeployTarget } from './deploy-store.js';
export {
  DEPLOYMENT_RECORD_FILE,
  DeploymentRecordSchema,
  FederationManifestSchema,
  ProvidesSchema,
  RequirementsSchema,
  readDeploymentRecord,
  singletonsOf,
} from './deployment-record.js';
export type {
  DeploymentRecord,
  FederationManifest,
  Provides,
  Requirements,
} from './deployment-record.js';
export { FRONTEND_PACKAGES, REMOTE_NAMES } from './frontend-packages.js';
export { HEALTH_DIR, createHealthRecorder, readHealth, recordHealth } from './health.js';
export type { HealthMark, HealthMarks, HealthState } from './health.js';
export type { FrontendPackage } from './frontend-packages.js';
export {
  REGISTRY_FILE,
  RegistrySchema,
  RemoteEntrySchema,
  createRegistryReader,
  fileSignature,
  parseRegistry,
  readRegistry,
  versionsNamed,
} from './registry.js';
export type { Registry, RegistryReader, RemoteEntry } from './registry.js';
export { REPO_ROOT } from './repo-root.js';
export {
  ROLLOUT_COOKIE,
  bucketOf,
  createRolloutResolver,
  newVisitorId,
  rolloutCookie,
  versionManifestUrl,
  versionOfManifestUrl,
  visitorIdFrom,
} from './rollout.js';
export type { ResolvedRemotes, RolloutResolver } from './rollout.js';
export {
  HOST_CONTRACT_FILE,
  hostProvides,
  unmetByServedVersions,
  unmetRequirements,
} from './skew-guard.js';
export { isVersionId, versionId } from './version-id.js';
export type { BuildStamp } from './version-id.js';
