// One error shape for every failure: `{ error: "<readable text>" }`. Validation problems become
// 400 with the parameter and what is wrong; unexpected failures are logged and never leak. No
// message quotes the URL: it is the attacker's text, and it often ends up in logs and pages.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.js';

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
      // Our HttpErrors and Fastify's own 4xx (malformed JSON, unsupported media type, body too
      // large) carry fixed messages meant for the caller; anything else gets the status text.
      const meant = error instanceof HttpError || error.code?.startsWith('FST_');
      return reply
        .code(status)
        .send({ error: meant ? error.message : (STATUS_CODES[status] ?? 'Bad request') });
    });

    app.setNotFoundHandler((_request, reply) => {
      reply.code(404).send({ error: 'Not found: no such API route' });
    });
  },
  { name: 'error-handler' },
);
