// The provider's REST subset under /v1: secret-key auth, Idempotency-Key replay, the provider's
// response headers and error shape, form-encoded bodies only.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkoutSessionRoutes } from '../checkout-sessions/checkout-session-routes.js';
import { ProviderError } from '../lib/provider-error.js';
import { paymentIntentRoutes } from '../payment-intents/payment-intent-routes.js';
import { refundRoutes } from '../refunds/refund-routes.js';
import { requestedApiVersion } from './api-version.js';
import { createAuthenticator } from './authenticate.js';
import { createIdempotencyHooks } from './idempotency.js';

function toProviderError(error: FastifyError): ProviderError | undefined {
  if (error instanceof ProviderError) return error;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new ProviderError(
      400,
      'invalid_request_error',
      'Invalid request: send the parameters form-encoded (Content-Type: application/x-www-form-urlencoded), as the official SDK does.',
    );
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new ProviderError(
      error.statusCode,
      'invalid_request_error',
      `Invalid request: ${error.message}`,
    );
  }
  return undefined;
}

export async function providerApi(app: FastifyInstance): Promise<void> {
  const { config, store, clock } = app.sandbox;
  const idempotency = createIdempotencyHooks(store, clock);

  // The provider's v1 API takes form-encoded bodies only.
  app.removeContentTypeParser('application/json');
  app.decorateRequest('apiKey', '');
  app.decorateRequest('idempotency', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Request-Id', request.id).header('Stripe-Version', requestedApiVersion(request));
    const idempotencyKey = request.headers['idempotency-key'];
    if (typeof idempotencyKey === 'string') reply.header('Idempotency-Key', idempotencyKey);
  });
  app.addHook('onRequest', createAuthenticator(config.secretKeys));
  app.addHook('preHandler', idempotency.replayOrReserve);
  app.addHook('onSend', idempotency.saveResponse);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const providerError = toProviderError(error);
    if (providerError) return reply.code(providerError.statusCode).send(providerError.toBody());
    request.log.error({ err: error }, 'payment sandbox API error');
    return reply
      .code(500)
      .send(
        new ProviderError(
          500,
          'api_error',
          'An unexpected error occurred in the payment sandbox.',
        ).toBody(),
      );
  });
  app.setNotFoundHandler((request, reply) => {
    const error = new ProviderError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}). The payment sandbox serves checkout sessions, payment intents and refunds.`,
    );
    return reply.code(404).send(error.toBody());
  });

  await app.register(checkoutSessionRoutes);
  await app.register(paymentIntentRoutes);
  await app.register(refundRoutes);
}
