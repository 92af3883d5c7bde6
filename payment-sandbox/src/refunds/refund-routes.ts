// /v1/refunds: create and retrieve.
import type { FastifyInstance } from 'fastify';
import { requestParams } from '../api/request-params.js';
import { resourceMissing } from '../lib/provider-error.js';
import { rejectUnknownParams } from '../lib/params.js';
import { createRefund } from './create-refund.js';

export async function refundRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.sandbox;

  app.post('/refunds', async (request) => createRefund(ctx, requestParams(request)));

  app.get<{ Params: { id: string } }>('/refunds/:id', async (request) => {
    rejectUnknownParams(requestParams(request), new Set());
    const refund = ctx.store.refunds.get(request.params.id);
    if (!refund) throw resourceMissing('refund', request.params.id, 'refund');
    return refund;
  });
}
