// GET /v1/payment_intents/:id: the payment a paid checkout session created.
import type { FastifyInstance } from 'fastify';
import { requestParams } from '../api/request-params.js';
import { resourceMissing } from '../lib/provider-error.js';
import { rejectUnknownParams } from '../lib/params.js';

export async function paymentIntentRoutes(app: FastifyInstance): Promise<void> {
  const { store } = app.sandbox;

  app.get<{ Params: { id: string } }>('/payment_intents/:id', async (request) => {
    rejectUnknownParams(requestParams(request), new Set());
    const intent = store.paymentIntents.get(request.params.id);
    if (!intent) throw resourceMissing('payment_intent', request.params.id, 'intent');
    return intent;
  });
}
