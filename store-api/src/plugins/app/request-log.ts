// Request lines at debug, not info: at info Fastify logs two lines per request, which cost about
// a tenth of a catalogue page's CPU. Failures are logged by the error handler; a slow request is
// still logged at warn, since that is what an operator looks for.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A request taking this long is logged at warn whatever the level. */
export const SLOW_REQUEST_MS = 1000;

export default fp(
  async function requestLogPlugin(app: FastifyInstance) {
    app.addHook('onResponse', async (request, reply) => {
      const responseTime = reply.elapsedTime;
      if (responseTime >= SLOW_REQUEST_MS) {
        request.log.warn({ req: request, res: reply, responseTime }, 'slow request');
      } else {
        request.log.debug({ req: request, res: reply, responseTime }, 'request completed');
      }
    });
  },
  { name: 'request-log' },
);
