// /v1/checkout/sessions: create, retrieve, list line items, expire.
import type { FastifyInstance } from 'fastify';
import { requestedApiVersion } from '../api/api-version.js';
import { requestParams } from '../api/request-params.js';
import { paginate } from '../lib/list-object.js';
import { readExpand, rejectUnknownParams } from '../lib/params.js';
import {
  expandableSessionFields,
  lineItemsUrl,
  toExpandedCheckoutSession,
} from './checkout-session-object.js';
import { createCheckoutSession } from './create-checkout-session.js';
import { expireCheckoutSession } from './expire-checkout-session.js';
import { getCheckoutSession } from './find-checkout-session.js';

interface SessionParams {
  id: string;
}

const EXPAND_ONLY = new Set(['expand']);

export async function checkoutSessionRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.sandbox;

  app.post('/checkout/sessions', async (request) => {
    const params = requestParams(request);
    const expand = readExpand(params.expand, expandableSessionFields);
    const stored = createCheckoutSession(ctx, params, requestedApiVersion(request));
    return toExpandedCheckoutSession(ctx, stored, expand);
  });

  app.get<{ Params: SessionParams }>('/checkout/sessions/:id', async (request) => {
    const params = requestParams(request);
    rejectUnknownParams(params, EXPAND_ONLY);
    const expand = readExpand(params.expand, expandableSessionFields);
    return toExpandedCheckoutSession(ctx, getCheckoutSession(ctx, request.params.id), expand);
  });

  app.get<{ Params: SessionParams }>('/checkout/sessions/:id/line_items', async (request) => {
    const stored = getCheckoutSession(ctx, request.params.id);
    return paginate(stored.lineItems, requestParams(request), lineItemsUrl(stored.session.id));
  });

  app.post<{ Params: SessionParams }>('/checkout/sessions/:id/expire', async (request) => {
    const params = requestParams(request);
    rejectUnknownParams(params, EXPAND_ONLY);
    const expand = readExpand(params.expand, expandableSessionFields);
    const stored = getCheckoutSession(ctx, request.params.id);
    const idempotencyKey = request.headers['idempotency-key'];
    expireCheckoutSession(ctx, stored, {
      requestId: request.id,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : null,
    });
    return toExpandedCheckoutSession(ctx, stored, expand);
  });
}
