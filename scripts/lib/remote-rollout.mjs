// Which published version of each remote a page loads (docs/contracts.md "Deployment store"):
// the registry's live version, or its canary for the share of visitors whose bucket falls under
// the canary's percent, skipping any version the running host cannot satisfy (the page-time skew
// guard). A visitor keeps one bucket per remote through the `sf_rollout` cookie, so a shopper
// does not flip between versions from one page to the next.
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';

import { createRegistryReader, fileSignature } from './remote-registry.mjs';
import {
  HOST_CONTRACT_FILE,
  hostProvides,
  readDeploymentRecord,
  unmetRequirements,
} from './skew-guard.mjs';

export const ROLLOUT_COOKIE = 'sf_rollout';
const COOKIE_ATTRIBUTES = 'HttpOnly; SameSite=Lax; Path=/; Max-Age=31536000';
// 16 random bytes in base64url: 22 characters, the last one carrying only 2 bits.
const VISITOR_ID = /^[A-Za-z0-9_-]{21}[AQgw]$/;
const MANIFEST_FILE = '/mf-manifest.json';

/** A new visitor id: 16 random bytes, base64url. */
export function newVisitorId() {
  return randomBytes(16).toString('base64url');
}

/**
 * The visitor id in a Cookie header; null when absent or not one we could have set.
 * @param {string | undefined} cookieHeader
 */
export function visitorIdFrom(cookieHeader) {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (pair.slice(0, at).trim() !== ROLLOUT_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    return VISITOR_ID.test(value) ? value : null;
  }
  return null;
}

/** @param {string} visitorId */
export function rolloutCookie(visitorId) {
  return `${ROLLOUT_COOKIE}=${visitorId}; ${COOKIE_ATTRIBUTES}`;
}

/**
 * The visitor's bucket (0..99) for one remote: hashed with the remote's name, so the visitors
 * of one remote's canary are not also the first ones of every other remote's.
 * @param {string} visitorId
 * @param {string} remote
 */
export function bucketOf(visitorId, remote) {
  return createHash('sha256').update(`${visitorId}:${remote}`).digest().readUInt32BE(0) % 100;
}

/**
 * The manifest URL of a published version, served by the remote's own origin under /versions/
 * (so CSP and CORS stay as they are); null when the default URL is not a manifest URL.
 * @param {string} defaultUrl the remote's entry in the default remotes map
 * @param {string} version
 */
export function versionManifestUrl(defaultUrl, version) {
  if (!defaultUrl.endsWith(MANIFEST_FILE)) return null;
  return `${defaultUrl.slice(0, -MANIFEST_FILE.length)}/versions/${version}${MANIFEST_FILE}`;
}

/**
 * Chooses the versions pages load.
 * @param {object} options
 * @param {string} options.storeDir the deployment store (DEPLOY_DIR)
 * @param {string} options.hostDir the running host's build (its contract.json and mf-manifest.json)
 * @param {(line: string) => void} [options.log]
 */
export function createRolloutResolver({ storeDir, hostDir, log = console.log }) {
  const registry = createRegistryReader(storeDir, { log });
  /** Deployment records never change once published; a missing one is not remembered. */
  const records = new Map();
  /** `<remote> <version>` already logged as refused. */
  const loggedRefusals = new Set();
  const provides = createHostProvidesReader(hostDir, log);

  /** @param {string} remote @param {string} version */
  function recordOf(remote, version) {
    const key = `${remote} ${version}`;
    if (!records.has(key)) {
      let record = null;
      try {
        record = readDeploymentRecord(storeDir, remote, version);
      } catch {
        // Unreadable is refused like missing: a page is never served a version it cannot judge.
      }
      if (!record) return null;
      records.set(key, record);
    }
    return records.get(key);
  }

  /**
   * Why the running host cannot serve this version; empty when it can.
   * @param {string} remote @param {string} version
   * @param {import('./skew-guard.mjs').Provides | null} hostProvidesNow null: no guard
   */
  function refusalsOf(remote, version, hostProvidesNow) {
    const record = recordOf(remote, version);
    if (!record) return [`${remote} ${version} has no readable deployment.json in the store`];
    return hostProvidesNow ? unmetRequirements(record.requires, hostProvidesNow) : [];
  }

  /**
   * @param {string} remote @param {string} version
   * @param {string} route the page that asked first, logged with a refusal like the page's reports
   * @param {import('./skew-guard.mjs').Provides | null} hostProvidesNow
   */
  function servable(remote, version, route, hostProvidesNow) {
    const reasons = refusalsOf(remote, version, hostProvidesNow);
    const key = `${remote} ${version}`;
    if (reasons.length && !loggedRefusals.has(key)) {
      loggedRefusals.add(key);
      log(JSON.stringify({ kind: 'skew-refusal', remote, version, route, reasons }));
    }
    return reasons.length === 0;
  }

  return {
    /**
     * The remotes map for one visitor, and for each remote the next version its page may fall
     * back to. A remote the registry does not name keeps its default URL.
     * @param {string} visitorId
     * @param {Record<string, string>} defaults the remotes map from the ports (or REMOTES_JSON)
     * @param {string} [route] the path of the request (a page, or /remotes.json)
     * @returns {{ remotes: Record<string, string>, fallbacks: Record<string, string> }}
     */
    resolve(visitorId, defaults, route = '/') {
      let entries = {};
      try {
        entries = registry.current()?.remotes ?? {};
      } catch (error) {
        // The store cannot be read (not a bad file: that keeps the last good registry).
        log(`cannot read the remote registry: ${error instanceof Error ? error.message : error}`);
      }
      // One read of what the host provides for the whole page, not one per candidate version,
      // and none without a registry entry to check.
      const hostProvidesNow = Object.keys(entries).length ? provides.current() : null;
      const remotes = { ...defaults };
      /** @type {Record<string, string>} */
      const fallbacks = {};
      for (const [remote, defaultUrl] of Object.entries(defaults)) {
        const entry = entries[remote];
        if (!entry?.live || !versionManifestUrl(defaultUrl, entry.live)) continue;
        const chosen =
          entry.canary && bucketOf(visitorId, remote) < entry.percent ? entry.canary : entry.live;
        const candidates = [...new Set([chosen, entry.live, ...entry.previous])];
        // The first two the host can serve: the page's version and its fallback.
        const usable = [];
        for (const version of candidates) {
          if (servable(remote, version, route, hostProvidesNow)) usable.push(version);
          if (usable.length === 2) break;
        }
        const [served, fallback] = usable;
        // None satisfies the host: the remote's own build, as before there was a registry.
        if (!served) continue;
        remotes[remote] = /** @type {string} */ (versionManifestUrl(defaultUrl, served));
        if (fallback)
          fallbacks[remote] = /** @type {string} */ (versionManifestUrl(defaultUrl, fallback));
      }
      return { remotes, fallbacks };
    },
  };
}

/**
 * What the running host provides, re-read when its contract.json changes (a rebuild while the
 * server runs). null, and the page-time guard off, when the build has none (built before
 * contract.json existed): logged once.
 * @param {string} hostDir
 * @param {(line: string) => void} log
 */
function createHostProvidesReader(hostDir, log) {
  /** @type {{ stamp: string, provides: import('./skew-guard.mjs').Provides | null } | null} */
  let cached = null;
  let loggedMissing = false;
  return {
    current() {
      let stamp;
      try {
        stamp = fileSignature(path.join(hostDir, HOST_CONTRACT_FILE)) ?? 'missing';
      } catch {
        stamp = 'missing';
      }
      if (cached?.stamp !== stamp) {
        let provides = null;
        try {
          if (stamp !== 'missing') provides = hostProvides(hostDir);
        } catch (error) {
          log(
            `cannot read what the host build provides: ${error instanceof Error ? error.message : error}`,
          );
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
