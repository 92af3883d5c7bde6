// GET /auth/orders, GET /auth/orders/{orderId} and its cancel and return actions (SPEC §7 Orders),
// for the signed-in customer in the store of X-Store-ID. Another customer's order, or one never
// paid, is the same 404 on every route.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataResponse, orderRecord, orderSummaryRecord } from '@storefront/contract/records';
import { orderReasonSchema, returnRequestSchema } from '@storefront/contract/validation';
import { createAttemptLimiter } from '../../limits/attempt-limiter.js';
import { TOO_MANY_REQUESTS } from '../../plugins/external/rate-limit.js';
import { z } from 'zod';
import { HttpError, notFound } from '../../http-error.js';
import { errorResponse, idParam, storeHeaders } from '../../schemas/common.js';
import { BEARER_AUTH, signedInCustomer } from '../auth/index.js';
import type { OrderActions } from './order-actions.js';
import { ORDER_MESSAGES } from './messages.js';
import { createOrdersReadRepository, toOrderRecord, toOrderSummary } from './repository.js';

const orderParams = z.object({ orderId: idParam('Order ID') });

/**
 * RMA requests a customer may make per hour, on top of the API-wide allowance: each is an e-mail
 * and a slip, and no shopper returns more often than this.
 */
export const RETURN_REQUESTS_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;
const customerErrors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

function scopeOf(request: FastifyRequest) {
  const { id, storeId } = signedInCustomer(request);
  return { storeId, customerId: id };
}

const orderRoutes: FastifyPluginAsyncZod<{ actions: OrderActions }> = async (app, { actions }) => {
  app.addHook('preHandler', app.requireCustomer);

  async function orderOf(request: FastifyRequest, orderId: number) {
    const found = await createOrdersReadRepository(app.db).find(orderId, scopeOf(request));
    if (!found) throw notFound(ORDER_MESSAGES.notFound);
    return { data: toOrderRecord(found) };
  }

  app.get(
    '/auth/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in customer's paid orders in this store, newest first",
        headers: storeHeaders,
        security: BEARER_AUTH,
        response: {
          200: dataResponse(z.array(orderSummaryRecord)),
          400: errorResponse,
          401: errorResponse,
        },
      },
    },
    async (request) => {
      const orders = await createOrdersReadRepository(app.db).list({ scope: scopeOf(request) });
      return { data: orders.map(toOrderSummary) };
    },
  );

  app.get(
    '/auth/orders/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order of the signed-in customer with items, payment and return information',
        headers: storeHeaders,
        security: BEARER_AUTH,
        params: orderParams,
        response: { 200: dataResponse(orderRecord), ...customerErrors },
      },
    },
    (request) => orderOf(request, request.params.orderId),
  );

  /** A cancel refused for want of a provider is the customer's to read (5xx texts are hidden). */
  async function run(reply: FastifyReply, action: () => Promise<void>) {
    try {
      await action();
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 503) {
        await reply.code(error.statusCode).send({ error: error.message });
        return false;
      }
      throw error;
    }
  }

  const actionSchema = (summary: string) => ({
    tags: ['orders'],
    summary,
    headers: storeHeaders,
    security: BEARER_AUTH,
    params: orderParams,
    body: orderReasonSchema,
    response: {
      200: dataResponse(orderRecord),
      ...customerErrors,
      409: errorResponse,
      503: errorResponse,
    },
  });

  app.post(
    '/auth/orders/:orderId/cancel',
    {
      schema: actionSchema(
        "Cancel a pending order that was not returned; its stock comes back and a paid one is refunded in full (payment 'refunding' until the provider confirms, asked again until it does)",
      ),
    },
    async (request, reply) => {
      const { orderId } = request.params;
      const done = await run(reply, () =>
        actions.cancel(scopeOf(request), orderId, request.body.reason),
      );
      return done ? orderOf(request, orderId) : reply;
    },
  );

  // Counted per customer, in every API process alike with the shared Redis.
  const returnRequests = createAttemptLimiter({
    name: 'return-requests',
    max: RETURN_REQUESTS_PER_HOUR,
    windowMs: HOUR_MS,
    redis: app.redis,
  });

  app.post(
    '/auth/orders/:orderId/returns',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Return some units of some lines of a completed order within 30 days, a reason each: answers the order with the new RMA last in `returns` (its number, lines, fee and refund); the refund is made when an operator receives the goods',
        headers: storeHeaders,
        security: BEARER_AUTH,
        params: orderParams,
        body: returnRequestSchema,
        response: {
          200: dataResponse(orderRecord),
          ...customerErrors,
          409: errorResponse,
          429: errorResponse,
        },
      },
      preHandler: async (request, reply) => {
        const waitMs = await returnRequests.takeOrWait(String(scopeOf(request).customerId));
        if (waitMs === 0) return undefined;
        return reply
          .code(429)
          .header('retry-after', String(Math.ceil(waitMs / 1000)))
          .send({ error: TOO_MANY_REQUESTS });
      },
    },
    async (request) => {
      const { orderId } = request.params;
      await actions.returnItems(scopeOf(request), orderId, request.body.lines);
      return orderOf(request, orderId);
    },
  );

  app.post(
    '/auth/orders/:orderId/return',
    {
      schema: actionSchema(
        'Return every unit of a completed order not returned yet, within 30 days of its date, as one RMA (`returns`); the refund is issued when the goods arrive',
      ),
    },
    async (request) => {
      const { orderId } = request.params;
      await actions.return(scopeOf(request), orderId, request.body.reason);
      return orderOf(request, orderId);
    },
  );
};

export default orderRoutes;
