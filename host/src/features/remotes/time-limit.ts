import type { LoadRemoteModule } from './remote-modules';
import { RemoteTimeoutError, RemoteUnavailableError } from './remote-unavailable-error';

/**
 * A shopper waits at most this long for a remote's area before its fallback panel: above the
 * retry plugin's worst case (3 tries of 2.5 s and 2 pauses of 0.5 s = 8.5 s, see federation.ts)
 * so that the runtime has failed, and forgotten the attempt, by the time Retry is offered.
 */
export const REMOTE_LOAD_TIME_LIMIT_MS = 9500;

/**
 * The shopper's bound on a remote's load: past `limitMs` the load rejects with a timed-out
 * RemoteUnavailableError, whatever the runtime is still waiting for (a chunk that never arrives).
 */
export function withTimeLimit(load: LoadRemoteModule, limitMs: number): LoadRemoteModule {
  return <T>(remote: Parameters<LoadRemoteModule>[0], expose: string) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new RemoteUnavailableError(remote, expose, new RemoteTimeoutError(remote, limitMs)),
          ),
        limitMs,
      );
      load<T>(remote, expose).then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}
