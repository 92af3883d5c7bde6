// @storefront/deploy, the runtime entry the servers import: the registry reader and its schema,
// the deployment record's schema and reader, rollout assignment, the skew check, reading the
// deployment store, the versions' health and keeping shoppers' signals (the caller brings the Redis
// client). It never loads the TypeScript compiler or the development scripts: what needs them is
// computed when a version is published (@storefront/deploy/publish).
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
export { FRONTEND_PACKAGES, REMOTE_NAMES, defaultRemotesMap } from './frontend-packages.js';
export {
  createHostBuildReader,
  hostVersionDirectory,
  liveHostDirectory,
  liveHostVersion,
} from './host-builds.js';
export type { HostBuild, HostBuildReader } from './host-builds.js';
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
  revokePreviews,
  versionsNamed,
} from './registry.js';
export type { Registry, RegistryReader, RemoteEntry } from './registry.js';
export {
  browserScriptHashes,
  changedScripts,
  createPublishedHashesReader,
  createServerBuildHashesReader,
  scriptHash,
  scriptHashes,
  serverBuildHashes,
} from './integrity.js';
export { REPO_ROOT } from './repo-root.js';
export { createDeploymentStoreReader } from './store-reader.js';
export type { DeploymentStoreReader } from './store-reader.js';
export { ROUTE_MANIFEST_FILE, RouteManifestSchema, routeConflicts } from './route-manifest.js';
export type { NamedManifests, RouteManifest } from './route-manifest.js';
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
export {
  BEACON_SECRET_MIN_LENGTH,
  BEACON_TOKEN_HOURS,
  signBeaconToken,
  verifyBeaconToken,
} from './signals/beacon-token.js';
export type { BeaconPage, PageVersions } from './signals/beacon-token.js';
export {
  LONGEST_WINDOW_MS,
  createSignalStore,
  pageSignalsKey,
  signalsKey,
  signalsRedisOptions,
} from './signals/signal-store.js';
export type { SignalStore } from './signals/signal-store.js';
export { BeaconSchema, SIGNALS_PER_BEACON, summarize } from './signals/version-signals.js';
export type { Beacon, Signal, SignalSummary } from './signals/version-signals.js';
export { isVersionId, versionId } from './version-id.js';
export type { BuildStamp } from './version-id.js';
export {
  PREVIEW_COOKIE_PREFIX,
  PREVIEW_LONGEST_HOURS,
  PREVIEW_QUERY_PARAM,
  PREVIEW_SECRET_ENV,
  PREVIEW_SECRET_MIN_LENGTH,
  previewSecretProblem,
  signPreviewToken,
  verifyPreviewToken,
} from './preview-link.js';
export type { Preview, PreviewCheck, PreviewRevocation } from './preview-link.js';
