// The host's only contact with the federation runtime: register the remotes of /remotes.json with
// retries and the error plugin, then load exposed modules by name, falling back to another version
// of a remote that fails.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@storefront/contract';
import { pageSignals } from '../signals';
import { remoteErrorPlugin } from './remote-error-plugin';
import { remoteVersionPlugin, reportRemoteFailure } from './remote-failure-report';
import { RemoteUnavailableError, federatedModuleId } from './remote-unavailable-error';
import { fetchRemotesMap, readInlineRemoteFallbacks, type RemotesMap } from './remotes-map';
import { retryPlugin } from './retry-plugin';
import { scriptIntegrityPlugin } from './script-integrity-plugin';
import { REMOTE_LOAD_TIME_LIMIT_MS, withTimeLimit } from './time-limit';

/** localStorage key of the manifest URL a remote last loaded from on this browser. */
export const lastGoodRemoteKey = (remote: RemoteName) => `storefront:last-good-remote:${remote}`;

/** The manifest URL each remote is registered with now. */
const registered: RemotesMap = {};
/** Versions (manifest URLs) that failed on this page: never a fallback again before a reload. */
const failedOnThisPage = new Set<string>();

function register(remotes: RemotesMap): void {
  Object.assign(registered, remotes);
  pageSignals().remotesRegistered(remotes);
  // force: a remote registered again drops the runtime's cached manifest, entry and modules.
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** One try of a remote entry script is abandoned after this long. */
const ENTRY_SCRIPT_TIMEOUT_MS = 2500;

export function startFederation(remotes: RemotesMap): void {
  failedOnThisPage.clear();
  registerPlugins([
    // Two more tries for a manifest or remote entry before the area shows its fallback panel,
    // each abandoned after 2.5 s: a hung remote fails like a stopped one, within the time limit.
    retryPlugin({
      fetch: { retries: 2, delayMs: 500, timeoutMs: 2500 },
      script: { retries: 2, delayMs: 500, timeoutMs: ENTRY_SCRIPT_TIMEOUT_MS },
    }),
    // After the retry plugin: the last plugin's script wins, so it carries the same time limit.
    scriptIntegrityPlugin({ timeoutMs: ENTRY_SCRIPT_TIMEOUT_MS }),
    remoteErrorPlugin(),
    remoteVersionPlugin(),
  ]);
  register(remotes);
}

async function loadOnce<T>(remote: RemoteName, expose: string): Promise<T> {
  let loaded: T | null;
  pageSignals().viewed(remote);
  try {
    loaded = await loadRemote<T>(federatedModuleId(remote, expose));
  } catch (error) {
    throw error instanceof RemoteUnavailableError
      ? error
      : new RemoteUnavailableError(remote, expose, error);
  }
  if (!loaded) throw new RemoteUnavailableError(remote, expose);
  return loaded;
}

// Storage may be blocked (private mode) or full: the remembered URL is only a convenience.
function readLastGood(remote: RemoteName): string | null {
  try {
    return window.localStorage.getItem(lastGoodRemoteKey(remote));
  } catch {
    return null;
  }
}

function forgetLastGood(remote: RemoteName, url: string): void {
  try {
    if (window.localStorage.getItem(lastGoodRemoteKey(remote)) === url) {
      window.localStorage.removeItem(lastGoodRemoteKey(remote));
    }
  } catch {
    // Storage blocked: nothing was remembered.
  }
}

function rememberLastGood(remote: RemoteName, url: string | undefined): void {
  if (!url) return;
  try {
    window.localStorage.setItem(lastGoodRemoteKey(remote), url);
  } catch {
    // Not remembered: the next failure has one fallback fewer.
  }
}

/**
 * Another version to try after `failedUrl`: the page's fallback (the newest the server knows
 * healthy), else the last one that loaded on this browser; never one that failed on this page.
 */
function fallbackUrlOf(remote: RemoteName, failedUrl: string | undefined): string | null {
  if (failedUrl) failedOnThisPage.add(failedUrl);
  const candidates = [readInlineRemoteFallbacks()[remote], readLastGood(remote)];
  return candidates.find((url) => url && !failedOnThisPage.has(url)) ?? null;
}

/**
 * After `remote`'s registered version threw while rendering (it loaded, so it was remembered as
 * good): forgets it and registers its fallback version, so that the area's next render loads
 * that one. False when there is none left to try (the area shows its panel).
 */
export function fallBackAfterRenderError(remote: RemoteName): boolean {
  const failedUrl = registered[remote];
  if (failedUrl) forgetLastGood(remote, failedUrl);
  const fallbackUrl = fallbackUrlOf(remote, failedUrl);
  if (!fallbackUrl) return false;
  console.warn(`[storefront] remote "${remote}" threw while rendering; trying ${fallbackUrl}`);
  register({ [remote]: fallbackUrl });
  return true;
}

/**
 * Loads an exposed module of a remote, or rejects with RemoteUnavailableError. A failed version is
 * reported, and when the remote has a fallback version it is registered instead and tried once.
 */
async function loadWithFallback<T>(remote: RemoteName, expose: string): Promise<T> {
  const url = registered[remote];
  let module: T;
  try {
    module = await loadOnce<T>(remote, expose);
  } catch (error) {
    const fallbackUrl = fallbackUrlOf(remote, url);
    if (!fallbackUrl) throw error;
    console.warn(`[storefront] remote "${remote}" failed; trying ${fallbackUrl}`, error);
    reportRemoteFailure(remote, error, window.location.pathname);
    // Another load of this remote may have switched already.
    if (registered[remote] !== fallbackUrl) register({ [remote]: fallbackUrl });
    module = await loadOnce<T>(remote, expose);
  }
  rememberLastGood(remote, registered[remote]);
  return module;
}

/**
 * Both tries share the shopper's one time limit: a version that fails fast (missing, refused by
 * a strict singleton) leaves time for the fallback, while a hung server, which serves every
 * version of its remote, shows the panel within REMOTE_LOAD_TIME_LIMIT_MS as without a fallback.
 */
export const loadFederatedModule = withTimeLimit(loadWithFallback, REMOTE_LOAD_TIME_LIMIT_MS);

/**
 * Reads /remotes.json again and registers `remote` anew when its URL changed (a redeploy moved
 * it), so its next load gets the new version's code.
 */
export async function refreshRemote(remote: RemoteName): Promise<void> {
  const url = (await fetchRemotesMap())[remote];
  if (url && url !== registered[remote]) register({ [remote]: url });
}
