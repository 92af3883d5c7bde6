// Which published version of each remote a page loads (docs/contracts.md "Deployment store"):
// the registry's live version, or its canary for the share of visitors whose bucket falls under
// the canary's percent, skipping any version the running host cannot satisfy (the page-time skew
// guard); and the version it falls back to, the newest known healthy (health.ts). A visitor keeps
// one bucket per remote through the `sf_rollout` cookie, so a shopper does not flip between
// versions from one page to the next.
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';

import { HOST_NAME } from './deploy-store.js';
import type { Provides } from './deployment-record.js';
import { fallbackVersion } from './health.js';
import { fileSignature } from './registry.js';
import type { RemoteEntry } from './registry.js';
import { createDeploymentStoreReader } from './store-reader.js';
import type { DeploymentStoreReader } from './store-reader.js';
import { HOST_CONTRACT_FILE, hostProvides, unmetRequirements } from './skew-guard.js';
import { isVersionId } from './version-id.js';

export const ROLLOUT_COOKIE = 'sf_rollout';
const COOKIE_ATTRIBUTES = 'HttpOnly; SameSite=Lax; Path=/; Max-Age=31536000';
// 16 random bytes in base64url: 22 characters, the last one carrying only 2 bits.
const VISITOR_ID = /^[A-Za-z0-9_-]{21}[AQgw]$/;
const MANIFEST_FILE = '/mf-manifest.json';

type Log = (line: string) => void;

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** A new visitor id: 16 random bytes, base64url. */
export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

/** The visitor id in a Cookie header; null when absent or not one we could have set. */
export function visitorIdFrom(cookieHeader: string | undefined): string | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (pair.slice(0, at).trim() !== ROLLOUT_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    return VISITOR_ID.test(value) ? value : null;
  }
  return null;
}

/** The Set-Cookie value that keeps a visitor's id for a year. */
export function rolloutCookie(visitorId: string): string {
  return `${ROLLOUT_COOKIE}=${visitorId}; ${COOKIE_ATTRIBUTES}`;
}

/**
 * The visitor's bucket (0..99) for one remote: hashed with the remote's name, so the visitors
 * of one remote's canary are not also the first ones of every other remote's.
 */
export function bucketOf(visitorId: string, remote: string): number {
  return createHash('sha256').update(`${visitorId}:${remote}`).digest().readUInt32BE(0) % 100;
}

/**
 * The manifest URL of a published version, served by the remote's own origin under /versions/
 * (so CSP and CORS stay as they are); null when the default URL is not a manifest URL.
 * @param defaultUrl the remote's entry in the default remotes map
 */
export function versionManifestUrl(defaultUrl: string, version: string): string | null {
  if (!defaultUrl.endsWith(MANIFEST_FILE)) return null;
  return `${defaultUrl.slice(0, -MANIFEST_FILE.length)}/versions/${version}${MANIFEST_FILE}`;
}

/** The version a manifest URL of versionManifestUrl names; null for a remote's own build. */
export function versionOfManifestUrl(url: string): string | null {
  const match = /\/versions\/([^/]+)\/mf-manifest\.json$/.exec(url);
  return match?.[1] && isVersionId(match[1]) ? match[1] : null;
}

/** The remotes map one visitor's page loads, and per remote the version it may fall back to. */
export interface ResolvedRemotes {
  remotes: Record<string, string>;
  fallbacks: Record<string, string>;
}

/** Chooses the versions pages load. */
export interface RolloutResolver {
  /**
   * The remotes map for one visitor, and for each remote the version its page falls back to: the
   * newest known healthy one the host can serve, else the newest not known broken. A remote the
   * registry does not name keeps its default URL.
   * @param defaults the remotes map from the ports (or REMOTES_JSON)
   * @param route the path of the request (a page, or /remotes.json)
   * @param previews per remote, the version a checked preview link shows this visitor: it takes
   *   the place of the live or canary choice, and the skew guard still applies to it
   */
  resolve(
    visitorId: string,
    defaults: Record<string, string>,
    route?: string,
    previews?: Record<string, string>,
  ): ResolvedRemotes;
  /**
   * The remotes the registry serves a version of (live or canary): a remote published and
   * promoted after the servers were configured is among them.
   */
  servedRemotes(): string[];
}

/**
 * Chooses the versions pages load.
 * @param options.storeDir the deployment store (DEPLOY_DIR)
 * @param options.hostDir the running host's build (its contract.json and mf-manifest.json), or
 *   where it is now (the live host version changes without a restart)
 */
export function createRolloutResolver({
  storeDir,
  hostDir,
  log = console.log,
  store = createDeploymentStoreReader(storeDir, { log }),
}: {
  storeDir: string;
  hostDir: string | (() => string);
  log?: Log;
  /** The server's one reader of the store (store-reader.ts); by default one of its own. */
  store?: DeploymentStoreReader;
}): RolloutResolver {
  /** `<remote> <version>` already logged as refused. */
  const loggedRefusals = new Set<string>();
  const provides = createHostProvidesReader(
    typeof hostDir === 'string' ? () => hostDir : hostDir,
    log,
  );

  function recordOf(remote: string, version: string) {
    try {
      return store.record(remote, version);
    } catch {
      // Unreadable is refused like missing: a page is never served a version it cannot judge.
      return null;
    }
  }

  /** Why the running host cannot serve this version (no guard without what it provides). */
  function refusalsOf(remote: string, version: string, hostProvidesNow: Provides | null) {
    const record = recordOf(remote, version);
    if (!record) return [`${remote} ${version} has no readable deployment.json in the store`];
    return hostProvidesNow ? unmetRequirements(record.requires, hostProvidesNow) : [];
  }

  /** @param route the page that asked first, logged with a refusal like the page's reports */
  function servable(
    remote: string,
    version: string,
    route: string,
    hostProvidesNow: Provides | null,
  ): boolean {
    const reasons = refusalsOf(remote, version, hostProvidesNow);
    const key = `${remote} ${version}`;
    if (reasons.length && !loggedRefusals.has(key)) {
      loggedRefusals.add(key);
      log(JSON.stringify({ kind: 'skew-refusal', remote, version, route, reasons }));
    }
    return reasons.length === 0;
  }

  return {
    servedRemotes() {
      try {
        const entries = Object.entries(store.registry()?.remotes ?? {});
        // The host's own entry switches the host build, not a remote a page loads.
        return entries.flatMap(([remote, entry]) =>
          remote !== HOST_NAME && (entry.live || entry.canary) ? [remote] : [],
        );
      } catch {
        // Logged by resolve, which reads the same registry for the page.
        return [];
      }
    },
    resolve(visitorId, defaults, route = '/', previews = {}) {
      let entries: Record<string, RemoteEntry> = {};
      try {
        entries = store.registry()?.remotes ?? {};
      } catch (error) {
        // The store cannot be read (not a bad file: that keeps the last good registry).
        log(`cannot read the remote registry: ${messageOf(error)}`);
      }
      // One read of what the host provides for the whole page, not one per candidate version,
      // and none without a registry entry to check.
      const hostProvidesNow =
        Object.keys(entries).length || Object.keys(previews).length ? provides.current() : null;
      const marks = store.health();
      const remotes = { ...defaults };
      const fallbacks: Record<string, string> = {};
      for (const [remote, defaultUrl] of Object.entries(defaults)) {
        const entry = entries[remote];
        const preview = previews[remote];
        const first = preview ?? entry?.live;
        if (!first || !versionManifestUrl(defaultUrl, first)) continue;
        const inCanary = entry?.canary && bucketOf(visitorId, remote) < entry.percent;
        const chosen = preview ?? (inCanary ? entry.canary : entry?.live);
        const named = [chosen, entry?.live, ...(entry?.previous ?? [])];
        const candidates = [
          ...new Set(named.filter((version): version is string => Boolean(version))),
        ];
        // Those the host can serve: the page's version, then the ones it may fall back to.
        const [served, ...others] = candidates.filter((version) =>
          servable(remote, version, route, hostProvidesNow),
        );
        const fallback = fallbackVersion(marks, remote, others);
        // None satisfies the host: the remote's own build, as before there was a registry.
        const servedUrl = served && versionManifestUrl(defaultUrl, served);
        if (!servedUrl) continue;
        remotes[remote] = servedUrl;
        const fallbackUrl = fallback && versionManifestUrl(defaultUrl, fallback);
        if (fallbackUrl) fallbacks[remote] = fallbackUrl;
      }
      return { remotes, fallbacks };
    },
  };
}

/**
 * What the running host provides, re-read when its contract.json changes (a rebuild while the
 * server runs). null, and the page-time guard off, when the build has none (built before
 * contract.json existed): logged once.
 */
function createHostProvidesReader(
  hostDirNow: () => string,
  log: Log,
): { current(): Provides | null } {
  let cached: { stamp: string; provides: Provides | null } | null = null;
  let loggedMissing = false;
  return {
    current() {
      const hostDir = hostDirNow();
      let stamp: string;
      try {
        const signature = fileSignature(path.join(hostDir, HOST_CONTRACT_FILE));
        stamp = signature ? `${hostDir}:${signature}` : 'missing';
      } catch {
        stamp = 'missing';
      }
      if (cached?.stamp !== stamp) {
        let provides: Provides | null = null;
        try {
          if (stamp !== 'missing') provides = hostProvides(hostDir);
        } catch (error) {
          log(`cannot read what the host build provides: ${messageOf(error)}`);
        }
        if (!provides && !loggedMissing) {
          loggedMissing = true;
          log(
            `${hostDir} has no readable ${HOST_CONTRACT_FILE}: remote versions are served without the skew guard`,
          );
        }
        cached = { stamp, provides };
      }
      return cached.provides;
    },
  };
}
