// POST /remote-failures on the host's static server: the page reports a remote that failed to load,
// timed out or threw while rendering, and operators read one JSON line per failure in the log,
// naming the remote, its version and the route. Anyone can call it, so the body is small and
// checked, and the log takes a bounded number of lines per minute.

import fastifyRateLimit from '@fastify/rate-limit';

export const REMOTE_FAILURES_PATH = '/remote-failures';
/** A real report is about 200 bytes; anything much larger is not one. */
export const REMOTE_FAILURE_BODY_LIMIT = 2048;
/** Lines written per minute, all callers together: a flood costs the log at most this much. */
export const REMOTE_FAILURES_PER_MINUTE = 60;

const KINDS = ['load-error', 'timeout', 'render-error'];
const shortText = (maxLength) => ({ type: 'string', minLength: 1, maxLength });

const reportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['remote', 'version', 'route', 'kind'],
  properties: {
    remote: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_-]{0,39}$' },
    version: shortText(100),
    route: { type: 'string', pattern: '^/', maxLength: 300 },
    kind: { type: 'string', enum: KINDS },
    message: { type: 'string', maxLength: 500 },
  },
};

/**
 * Registers the route on `app` (a Fastify instance), in a scope of its own so that its rate limit
 * (one count for every caller together: a flood costs the log a bounded number of lines, whoever
 * sends it) touches no other route.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ log?: (line: string) => void, perMinute?: number }} [options] `log` writes one line
 *   (stdout by default); `perMinute` is how many reports a minute are logged
 */
export function registerRemoteFailures(app, options = {}) {
  const log = options.log ?? ((line) => process.stdout.write(`${line}\n`));
  const perMinute = options.perMinute ?? REMOTE_FAILURES_PER_MINUTE;
  app.register(async (scope) => {
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
        const report = /** @type {Record<string, string>} */ (request.body);
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
