import type { RemoteName } from '@storefront/contract';

/** A remote took longer than its time limit to answer; its load is abandoned. */
export class RemoteTimeoutError extends Error {
  override readonly name = 'RemoteTimeoutError';
  constructor(what: string, limitMs: number) {
    super(`${what} did not answer within ${limitMs} ms`);
  }
}

/** Whether `error`, or an error it wraps, is a timeout (ours, or the runtime's script timeout). */
function isTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof RemoteTimeoutError) return true;
    // The runtime wraps our fetch timeout into its own error, keeping only the message.
    if (current instanceof Error && /did not answer within|timed? ?out/i.test(current.message))
      return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}

/** A remote's code could not be loaded (server down, bad manifest, missing module, too slow). */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  /** The remote did not answer in time, rather than answering with an error. */
  readonly timedOut: boolean;
  constructor(
    readonly remote: string,
    readonly expose: string,
    override readonly cause?: unknown,
  ) {
    super(`Remote "${remote}" could not load "${expose}"`);
    this.timedOut = isTimeout(cause);
  }
}

/** Module id the federation runtime understands: `catalog/routes` for remote catalog, expose ./routes. */
export function federatedModuleId(remote: RemoteName, expose: string): string {
  return `${remote}/${expose.replace(/^\.\//, '')}`;
}
