// Which database failures mean "stuck or unreachable, try again shortly" (answered 503 with
// Retry-After) rather than a bug: a time limit reached, a connection refused or ended.

/** No connection came free in time: PGlite's one connection is held, or pg's pool is spent. */
export class ConnectionAcquireTimeoutError extends Error {
  constructor(waitedMs: number) {
    super(`no database connection came free within ${waitedMs} ms`);
    this.name = 'ConnectionAcquireTimeoutError';
  }
}

/** SQLSTATEs of a time limit or of a server that cannot take the work now. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
]);

/** Socket errors of a server that is down or unreachable (pg passes them through). */
const NETWORK_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

/** pg-pool's own errors carry no code, only these texts. */
const POOL_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof ConnectionAcquireTimeoutError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Class 08: connection exceptions.
    if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (NETWORK_ERROR_CODES.has(code)) return true;
  }
  return POOL_MESSAGES.some((message) => error.message.startsWith(message));
}
