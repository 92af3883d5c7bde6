// Request lines at debug, not info: at info Fastify logs two lines per request, which cost about
// a tenth of a catalogue page's CPU. Failures are still logged as errors, and a slow request is
// logged at warn whatever the level, since that is what an operator looks for.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request taking this long is logged at warn. */
export const SLOW_REQUEST_MS = 1000;

export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ res: reply, err: error, responseTime }, 'request errored');
    } else if (responseTime >= SLOW_REQUEST_MS) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    } else {
      reply.log.debug({ res: reply, responseTime }, 'request completed');
    }
  }
}
