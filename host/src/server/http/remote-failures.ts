// POST /remote-failures: the page reports a remote that failed to load, timed out or threw while
// rendering, and operators read one JSON line per failure in the log, naming the remote, its
// version and the route. Anyone can call it, so the body is small and checked, and the log takes
// a bounded number of lines per minute. Reports of a load or render error also mark the version
// broken in the deployment store's health (so fallbacks and rollbacks skip it) once enough
// different client addresses sent them: the account remote, never rendered on the server, has no
// other marks.
import fastifyRateLimit from '@fastify/rate-limit';
import { createRegistryReader, versionsNamed } from '@storefront/static-server/deployment';
import {
  REMOTE_FAILURES_PATH,
  REMOTE_FAILURE_KINDS,
  type RemoteFailureReport,
} from '@storefront/static-server/page-protocol';
import type { FastifyInstance } from 'fastify';

/** A real report is about 200 bytes; anything much larger is not one. */
export const REMOTE_FAILURE_BODY_LIMIT = 2048;
/** Lines written per minute, all callers together: a flood costs the log at most this much. */
export const REMOTE_FAILURES_PER_MINUTE = 60;
/**
 * Client addresses that must report a version failing before it is marked broken, and within how
 * long: one shopper (or one forger) alone cannot mark a version.
 */
export const BROKEN_AFTER_ADDRESSES = 3;
export const BROKEN_WITHIN_MS = 10 * 60_000;
/** A time-out says more about the shopper's network than about the version. */
const VERSION_FAULTS = new Set(['load-error', 'render-error']);

/** Where reports become health marks. */
export interface BrowserHealthOptions {
  storeDir: string;
  recorder: { record(remote: string, version: string, state: 'broken', reason: string): void };
}

/**
 * Counts the addresses that reported each version the registry names failing, and marks the
 * version broken when BROKEN_AFTER_ADDRESSES did so within BROKEN_WITHIN_MS.
 */
function createBrowserHealth({ storeDir, recorder }: BrowserHealthOptions) {
  const registry = createRegistryReader(storeDir, { log: () => {} });
  /** `<remote> <version>` → client address → when it last reported. */
  const reporters = new Map<string, Map<string, number>>();
  return (report: RemoteFailureReport, address: string, now = Date.now()) => {
    if (!VERSION_FAULTS.has(report.kind)) return;
    // Only the versions visitors may get: a made-up one would only fill memory.
    if (!versionsNamed(registry.current(), report.remote).includes(report.version)) return;
    const key = `${report.remote} ${report.version}`;
    const seen = reporters.get(key) ?? new Map<string, number>();
    reporters.set(key, seen);
    seen.set(address, now);
    for (const [earlier, at] of seen) if (now - at > BROKEN_WITHIN_MS) seen.delete(earlier);
    if (seen.size < BROKEN_AFTER_ADDRESSES) return;
    recorder.record(
      report.remote,
      report.version,
      'broken',
      `failed in ${seen.size} shoppers' browsers (load or render error)`,
    );
  };
}

const shortText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength });

const reportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['remote', 'version', 'route', 'kind'],
  properties: {
    remote: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_-]{0,39}$' },
    version: shortText(100),
    route: { type: 'string', pattern: '^/', maxLength: 300 },
    kind: { type: 'string', enum: REMOTE_FAILURE_KINDS },
    message: { type: 'string', maxLength: 500 },
  },
};

/**
 * Registers the route on `app`, in a scope of its own so that its rate limit (one count for every
 * caller together: a flood costs the log a bounded number of lines, whoever sends it) touches no
 * other route.
 * @param options.log writes one line (stdout by default); `perMinute`: reports logged a minute
 */
export function registerRemoteFailures(
  app: FastifyInstance,
  options: {
    log?: (line: string) => void;
    perMinute?: number;
    /** Marks versions broken from the reports; without it, reports are only logged. */
    health?: BrowserHealthOptions;
  } = {},
): void {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const perMinute = options.perMinute ?? REMOTE_FAILURES_PER_MINUTE;
  const countFailure = options.health ? createBrowserHealth(options.health) : null;
  void app.register(async (scope) => {
    await scope.register(fastifyRateLimit, { global: false });
    scope.post(
      REMOTE_FAILURES_PATH,
      {
        bodyLimit: REMOTE_FAILURE_BODY_LIMIT,
        schema: { body: reportSchema },
        config: {
          rateLimit: { max: perMinute, timeWindow: 60_000, keyGenerator: () => 'every caller' },
        },
      },
      (request, reply) => {
        const report = request.body as RemoteFailureReport;
        countFailure?.(report, request.ip);
        log(
          JSON.stringify({
            time: new Date().toISOString(),
            event: 'remote-failure',
            remote: report.remote,
            version: report.version,
            route: report.route,
            kind: report.kind,
            ...(report.message ? { message: report.message } : {}),
          }),
        );
        return reply.code(204).send();
      },
    );
  });
}
