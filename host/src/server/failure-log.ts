// The server render's failures, one line each and at most one per failure a minute: a remote
// version that cannot load fails every render of it, and a line with a stack per request wrote
// tens of thousands of lines in half an hour while saying one thing.

/** How long one failure is not logged again. */
export const FAILURE_LOG_WINDOW_MS = 60_000;

/** The first line of an error's message (the federation runtime appends a multi-line report). */
export function oneLine(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.split('\n', 1)[0]!.slice(0, 300);
}

/** The innermost cause of an error (what the remote or the network actually said). */
export function rootCause(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause; depth += 1) {
    current = current.cause;
  }
  return current;
}

/**
 * A log that writes a failure once per `windowMs` per key (a remote version and what failed);
 * the next line for that key says how many were left out meanwhile.
 */
export function createFailureLog(
  log: (line: string) => void,
  { windowMs = FAILURE_LOG_WINDOW_MS, now = Date.now } = {},
) {
  const lastLogged = new Map<string, { at: number; leftOut: number }>();
  return (key: string, line: string): void => {
    const at = now();
    const last = lastLogged.get(key);
    if (last && at - last.at < windowMs) {
      last.leftOut += 1;
      return;
    }
    // Keys are remote versions and kinds of failure: few, but never kept without bound.
    if (lastLogged.size > 1000) lastLogged.clear();
    const leftOut = last?.leftOut ? ` (${last.leftOut} more since the last line)` : '';
    lastLogged.set(key, { at, leftOut: 0 });
    log(`${line}${leftOut}`);
  };
}
