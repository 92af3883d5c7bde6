// Runtime plugin: more tries for a remote's manifest, entry script and exposed module before its
// area shows the fallback panel. Our own, not @module-federation/retry-plugin: that one's logger
// brought a second copy of the federation SDK, 7 KB gzip of first load for a few lines of logic.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteTimeoutError } from './remote-unavailable-error';

type RemoteEntryExports = NonNullable<
  Parameters<NonNullable<ModuleFederationRuntimePlugin['getModuleFactory']>>[0]
>['remoteEntryExports'];

export interface RetryOptions {
  /** Tries after the first one. */
  retries: number;
  delayMs: number;
  /** One try is abandoned after this long: a hung server counts as a failed try. */
  timeoutMs: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it resolves, at most `retries` more times, with `delayMs` between tries. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  { retries, delayMs }: RetryOptions,
): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries > retries) throw error;
      await wait(delayMs);
    }
  }
}

async function fetchOk(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new RemoteTimeoutError(url, timeoutMs)),
    timeoutMs,
  );
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response;
  } catch (error) {
    throw controller.signal.aborted ? new RemoteTimeoutError(url, timeoutMs) : error;
  } finally {
    clearTimeout(timer);
  }
}

export function retryPlugin(options: {
  /** Manifest requests. */
  fetch: RetryOptions;
  /** Remote entry scripts and the chunks of exposed modules. */
  script: RetryOptions;
}): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-retry',
    fetch: (url, init) =>
      withRetries(() => fetchOk(url, init, options.fetch.timeoutMs), options.fetch),
    // The runtime's own script timeout (20 s by default) for remote entries.
    createScript: () => ({ timeout: options.script.timeoutMs }),
    // The hook's type asks for a promise of a promise; the runtime awaits whatever it gets.
    async loadEntryError({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }): Promise<Promise<RemoteEntryExports | undefined>> {
      return withRetries(async () => {
        // The runtime keeps the failed load under this key; a new try must not be handed it back.
        delete globalLoading[uniqueKey];
        return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
      }, options.script);
    },
    getModuleFactory: ({ remoteEntryExports, expose }) =>
      withRetries(async () => remoteEntryExports.get(expose), options.script),
  };
}
