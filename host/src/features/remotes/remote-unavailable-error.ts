import type { RemoteName } from '@storefront/shared';

/** A remote's code could not be loaded (server down, bad manifest, missing module). */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  constructor(
    readonly remote: string,
    readonly expose: string,
    override readonly cause?: unknown,
  ) {
    super(`Remote "${remote}" could not load "${expose}"`);
  }
}

/** Module id the federation runtime understands: `catalog/routes` for remote catalog, expose ./routes. */
export function federatedModuleId(remote: RemoteName, expose: string): string {
  return `${remote}/${expose.replace(/^\.\//, '')}`;
}
