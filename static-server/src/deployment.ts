// The one door to the deployment store for the front-end servers: a published version's id and
// files, and the rollout that picks the versions a visitor's pages load. These live in the
// deployment control plane; only this module names where (the integrator points it at
// @storefront/deploy, which keeps these names and call shapes).
import { DEPLOYMENT_RECORD_FILE as RECORD_FILE } from '../../scripts/lib/deploy-record.mjs';
import {
  isVersionId as isVersionIdJs,
  storeDirectory as storeDirectoryJs,
} from '../../scripts/lib/deploy-store.mjs';
import {
  createRolloutResolver as createRolloutResolverJs,
  newVisitorId as newVisitorIdJs,
  rolloutCookie as rolloutCookieJs,
  visitorIdFrom as visitorIdFromJs,
} from '../../scripts/lib/remote-rollout.mjs';

/** A remotes map: remote name → manifest URL. */
export type RemotesMap = Record<string, string>;

export interface RolloutResolver {
  /** The versions a visitor's page loads and, per remote, the version to fall back to. */
  resolve(
    visitorId: string,
    defaults: RemotesMap,
    route?: string,
  ): { remotes: RemotesMap; fallbacks: RemotesMap };
}

/** The record's file name inside a published version's directory (never served). */
export const DEPLOYMENT_RECORD_FILE: string = RECORD_FILE;
/** True for a store directory name that is a version (not a half-copied one). */
export const isVersionId: (name: string) => boolean = isVersionIdJs;
/** The deployment store's directory: DEPLOY_DIR (relative to the repository) or `.deployments/`. */
export const storeDirectory: (env: { DEPLOY_DIR?: string | undefined }) => string =
  storeDirectoryJs;
/** Chooses the versions pages load from the store's registry, skipping what the host cannot run. */
export const createRolloutResolver: (options: {
  storeDir: string;
  hostDir: string;
  log?: (line: string) => void;
}) => RolloutResolver = createRolloutResolverJs;
/** A new visitor id for the rollout cookie. */
export const newVisitorId: () => string = newVisitorIdJs;
/** The Set-Cookie value that keeps a visitor's rollout id. */
export const rolloutCookie: (visitorId: string) => string = rolloutCookieJs;
/** The visitor's rollout id in a Cookie header; null when absent or not one we set. */
export const visitorIdFrom: (cookieHeader: string | undefined) => string | null = visitorIdFromJs;
