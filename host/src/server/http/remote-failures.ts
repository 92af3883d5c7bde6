// POST /remote-failures: the page reports a remote that failed to load, timed out or threw while
// rendering, and operators read one JSON line per failure in the log, naming the remote, its
// version and the route. Anyone can call it, so the body is small and checked, and the log takes
// a bounded number of lines per minute.
import fastifyRateLimit from '@fastify/rate-limit';
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
  options: { log?: (line: string) => void; perMinute?: number } = {},
): void {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const perMinute = options.perMinute ?? REMOTE_FAILURES_PER_MINUTE;
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
