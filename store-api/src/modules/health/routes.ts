// GET /health: the API is up and its database answers.
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ status: z.literal('unavailable'), database: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const, database: app.database.driver };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .code(503)
          .send({ status: 'unavailable' as const, database: app.database.driver });
      }
    },
  );
};

export default healthRoutes;
