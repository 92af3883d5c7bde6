// Tells the host's server about every remote failure (POST /remote-failures, logged one JSON line
// each), with the remote's build version, so operators see which deployed version hurts shoppers.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  REMOTE_FAILURES_PATH,
  type RemoteFailureKind,
  type RemoteFailureReport,
} from '@storefront/static-server/page-protocol';
import { pageSignals } from '../signals';
import { RemoteUnavailableError } from './remote-unavailable-error';
import { isChunkLoadError } from './stale-code-reload';

/** Build version per remote name, from the manifests the runtime has read on this page. */
const buildVersions = new Map<string, string>();

export function remoteVersion(remote: string): string {
  return buildVersions.get(remote) ?? 'unknown';
}

/** Runtime plugin: remembers each remote's build version as its manifest is read. */
export function remoteVersionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-remote-version',
    loadRemoteSnapshot(args) {
      const snapshot = args.remoteSnapshot as { buildVersion?: unknown };
      if (typeof snapshot.buildVersion === 'string' && snapshot.buildVersion) {
        buildVersions.set(args.moduleInfo.name, snapshot.buildVersion);
      }
      return args;
    },
  };
}

export function failureKindOf(error: unknown): RemoteFailureKind {
  // A chunk of the remote's code that did not arrive is a load failure, not a bug in the remote.
  if (isChunkLoadError(error)) return 'load-error';
  if (!(error instanceof RemoteUnavailableError)) return 'render-error';
  return error.timedOut ? 'timeout' : 'load-error';
}

/**
 * Sends the report without waiting for it: keepalive lets it outlive a page being left, and a
 * failed report (server down, offline) is dropped, never shown to the shopper.
 */
export function reportRemoteFailure(remote: string, error: unknown, route: string): void {
  pageSignals().failed(remote);
  const report: RemoteFailureReport = {
    remote,
    version: remoteVersion(remote),
    route: route.slice(0, 300) || '/',
    kind: failureKindOf(error),
    message: (error instanceof Error ? error.message : String(error)).slice(0, 500),
  };
  try {
    fetch(REMOTE_FAILURES_PATH, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
    }).catch(() => undefined);
  } catch {
    // No fetch (an old browser, a test without one): the report is optional.
  }
}
