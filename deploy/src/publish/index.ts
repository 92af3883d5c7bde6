// @storefront/deploy/publish: publishing versions into the deployment store and changing the
// registry (`npm run deploy`, `npm run remotes` and `npm start`'s publish of the current builds).
// It reads the front-end packages' sources with the TypeScript compiler; the servers never
// import it.
export {
  contractImportsOf,
  deploymentRecord,
  federationRuntimeRequiredBy,
} from './deployment-record.js';
export type { PublishedBuild } from './deployment-record.js';
export { gitState } from './git-state.js';
export { importsFromPackage, measurePackageExports } from './package-exports.js';
export type { ExportSignature, PackageExports } from './package-exports.js';
export { PUBLISHED_BY_START, buildFingerprint, publishCurrentBuilds } from './publish-current.js';
export type { PublishSummary } from './publish-current.js';
export { updateRegistry, withRegistryLock } from './registry-update.js';
export {
  VERSIONS_KEPT,
  newVersionDirectory,
  publishVersion,
  pruneVersions,
  versionsToPrune,
} from './store-writes.js';
export { PREVIOUS_KEPT, RefusedError, promote, rollback, setCanary } from '../registry.js';
