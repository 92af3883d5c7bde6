// One error shape for every failure: `{ error: "<readable text>" }`. Validation problems become
// 400 with the parameter and what is wrong; a stuck or unreachable database or card provider, and
// a request past its deadline, become 503 with Retry-After; unexpected failures are logged and
// never leak. No message quotes the URL: it is the attacker's text, and it often ends up in logs
// and pages.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/database-errors.js';
import { HttpError } from '../../http-error.js';
import { isProviderUnavailable } from '../../modules/payments/index.js';
import { bodyTooLarge } from './input-guard.js';

/** Seconds a client is asked to wait (Retry-After) before trying a stuck dependency again. */
export const RETRY_AFTER_SECONDS = 5;

export const UNAVAILABLE_MESSAGES = {
  database: 'The store is not answering right now. Please try again in a few seconds.',
  paymentProvider:
    'The payment provider is not answering right now. Please try again in a few seconds.',
  deadline: 'This took too long to answer. Please try again in a few seconds.',
} as const;

/** What to tell the caller when the failure is a dependency that is stuck or down, else null. */
function unavailableMessage(error: FastifyError): string | null {
  if (error.code === 'FST_ERR_HANDLER_TIMEOUT') return UNAVAILABLE_MESSAGES.deadline;
  if (isProviderUnavailable(error)) return UNAVAILABLE_MESSAGES.paymentProvider;
  if (isDatabaseUnavailable(error)) return UNAVAILABLE_MESSAGES.database;
  return null;
}

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
      const unavailable = unavailableMessage(error);
      if (unavailable) {
        request.log.warn({ err: error }, 'a dependency is stuck or down: answered 503');
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ error: unavailable });
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send({ error: bodyTooLarge(request.routeOptions.bodyLimit) });
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
