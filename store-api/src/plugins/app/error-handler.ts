// One error shape for every failure: `{ error: "<readable text>" }`. Validation problems become
// 400 with the parameter and what is wrong; unexpected failures are logged and never leak.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const contextNames: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
  body: 'body field',
};

export default fp(
  async function errorHandlerPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const where = contextNames[error.validationContext ?? ''] ?? 'parameter';
        const problems = error.validation.map((issue) => {
          const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
          return name ? `${where} "${name}": ${issue.message}` : `${where}: ${issue.message}`;
        });
        return reply.code(400).send({ error: `Invalid ${problems.join('; ')}` });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ error: 'Something went wrong on our side' });
      }
      // Fastify's own 4xx (malformed JSON, unsupported media type, too many requests...) and our
      // HttpErrors carry messages meant for the caller.
      return reply.code(status).send({ error: error.message });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({
        error: `Not found: ${request.method} ${request.url.split('?')[0]!.slice(0, 200)}`,
      });
    });
  },
  { name: 'error-handler' },
);
