// GET /health: whether the API can serve, within a second, and which dependency is down. The
// database is asked each time (bounded by HEALTH_DATABASE_WAIT_MS); the card provider and the mail
// server are their last known state from real calls, the shared Redis its connection's state.
// Which dependency is down is the operator's to know (their key, or a request from this machine):
// anyone else gets the status alone, since "Redis is down" tells an attacker the limits are
// per process now.
import type { FastifyRequest } from 'fastify';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isOpsKey } from '../../ops-key.js';
import { RETRY_AFTER_SECONDS } from '../../plugins/app/error-handler.js';

/** Longer than this and the database counts as down: the answer stays under one second. */
const HEALTH_DATABASE_WAIT_MS = 800;

const state = z.enum(['up', 'down', 'unknown', 'off']);
const healthRecord = <Status extends z.ZodType<string>>(status: Status) =>
  z.object({
    status,
    database: z
      .string()
      .optional()
      .meta({ description: 'The driver: pglite or postgres (operator key or local address only)' }),
    dependencies: z
      .object({
        database: z.enum(['up', 'down']),
        paymentProvider: state.meta({ description: 'Last known, from real calls; off: no key' }),
        mail: state.meta({ description: 'Last known, from real sends; off: no SMTP_URL' }),
        redis: state.meta({
          description:
            'The shared limits and cache invalidation: its connection; off: no REDIS_URL (one process)',
        }),
      })
      .optional()
      .meta({ description: 'Operator key (Bearer OPS_API_KEY) or local address only' }),
  });

/** A request from this machine: its address (behind a trusted proxy, the client's) is loopback. */
const isLocal = (request: FastifyRequest) =>
  request.ip === '::1' || /^(::ffff:)?127\./.test(request.ip);

const healthRoutes: FastifyPluginAsyncZod<{ opsApiKey: string | null }> = async (
  app,
  { opsApiKey },
) => {
  const isOperator = (request: FastifyRequest) =>
    isLocal(request) || (opsApiKey !== null && isOpsKey(request.headers.authorization, opsApiKey));

  /** Whether `select 1` answers in time; a query left waiting ends by the database's own limits. */
  async function databaseAnswers(): Promise<boolean> {
    const ac = new AbortController();
    const answered = sql`select 1`.execute(app.db).then(
      () => true,
      (error: unknown) => {
        app.log.error({ err: error }, 'health check: database unreachable');
        return false;
      },
    );
    const late = delay(HEALTH_DATABASE_WAIT_MS, false, { signal: ac.signal }).catch(() => false);
    try {
      return await Promise.race([answered, late]);
    } finally {
      ac.abort();
    }
  }

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary:
          'Whether the API can serve (database asked, within a second); for the operator, which dependency is down',
        response: {
          200: healthRecord(z.enum(['ok', 'degraded'])),
          503: healthRecord(z.literal('unavailable')),
        },
      },
    },
    async (request, reply) => {
      const database = (await databaseAnswers()) ? ('up' as const) : ('down' as const);
      const paymentProvider = app.dependencies.state('paymentProvider');
      const mail = app.dependencies.state('mail');
      const redis = app.dependencies.state('redis');
      const status =
        database === 'down'
          ? ('unavailable' as const)
          : [paymentProvider, mail, redis].includes('down')
            ? ('degraded' as const)
            : ('ok' as const);
      const answer = isOperator(request)
        ? {
            status,
            database: app.database.driver,
            dependencies: { database, paymentProvider, mail, redis },
          }
        : { status };
      // Without its database the API can serve nothing; without the provider, mail or Redis it
      // still serves the catalogue, so that is no reason to take it out of a load balancer.
      if (database === 'down') {
        return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(answer);
      }
      return answer;
    },
  );
};

export default healthRoutes;
