// The operator API under /store-api/ops (SPEC has no admin role, but orders ship): list placed
// orders and mark items shipped. Bearer OPS_API_KEY; without the variable every route answers
// that it is off.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataResponse, ORDER_STATUSES, orderRecord } from '@storefront/contract/records';
import { isStoreId } from '@storefront/contract';
import { z } from 'zod';
import { HttpError } from '../../http-error.js';
import { requireOpsKey } from '../../ops-key.js';
import { errorResponse, idParam } from '../../schemas/common.js';
import { BEARER_AUTH } from '../auth/index.js';
import { shipItems } from './fulfilment.js';
import { ORDER_MESSAGES } from './messages.js';
import type { OrderActions } from './order-actions.js';
import { createOrdersReadRepository, toOrderRecord, type OrderWithDetails } from './repository.js';

const OPS_LIST_MAX = 200;

/** The order as operators see it: SPEC's record and whether it waits for their review. */
const opsOrderRecord = orderRecord
  .extend({
    review_reason: z.string().nullable().meta({
      description:
        'Set when the provider reported a paid session whose amount or currency differs from the order: it is not paid and waits for an operator',
    }),
  })
  .meta({ id: 'OpsOrder' });

const toOpsOrderRecord = (found: OrderWithDetails) => ({
  ...toOrderRecord(found),
  review_reason: found.order.payment_review_reason,
});

export const trackingNumberSchema = z
  .string({ error: 'Tracking number is required' })
  .trim()
  .min(1, 'Tracking number is required')
  .max(64, 'Tracking number must be at most 64 characters')
  .regex(/^[A-Za-z0-9-]+$/, 'Tracking number may contain only letters, digits and hyphens');

/** RMA-<order number>-<sequence>, e.g. RMA-HVAC-000123-01. */
export const rmaNumberSchema = z
  .string()
  .max(64, 'RMA number must be at most 64 characters')
  .regex(/^RMA-[A-Z0-9]+-\d{6,}-\d{2,}$/, 'RMA number looks like RMA-HVAC-000123-01')
  .meta({ example: 'RMA-HVAC-000123-01' });

const opsRoutes: FastifyPluginAsyncZod<{
  opsApiKey: string | null;
  actions: Pick<OrderActions, 'receiveReturn'>;
}> = async (app, { opsApiKey, actions }) => {
  app.addHook('onRequest', requireOpsKey(opsApiKey));
  const opsErrors = { 400: errorResponse, 401: errorResponse, 503: errorResponse };

  app.get(
    '/ops/orders',
    {
      schema: {
        tags: ['ops'],
        summary:
          'Placed (paid) orders of every store and those waiting for a payment review, newest first (operator key)',
        security: BEARER_AUTH,
        querystring: z.object({
          storeId: z.string().refine(isStoreId, 'storeId must be a store id').optional(),
          status: z.enum(ORDER_STATUSES).optional(),
          review: z
            .literal('true', { error: 'review must be true' })
            .optional()
            .meta({ description: 'true: only the orders waiting for a payment review' }),
          limit: z.coerce
            .number({ error: 'limit must be a number' })
            .int('limit must be a whole number')
            .min(1, 'limit must be at least 1')
            .max(OPS_LIST_MAX, `limit must be at most ${OPS_LIST_MAX}`)
            .default(50),
        }),
        response: { 200: dataResponse(z.array(opsOrderRecord)), ...opsErrors },
      },
    },
    async (request) => {
      const { storeId, status, review, limit } = request.query;
      const orders = await createOrdersReadRepository(app.db).list({
        limit,
        review: review ? 'only' : 'also',
        ...(storeId && { storeId }),
        ...(status && { status }),
      });
      return { data: orders.map(toOpsOrderRecord) };
    },
  );

  app.post(
    '/ops/orders/:orderId/ship',
    {
      schema: {
        tags: ['ops'],
        summary:
          'Mark items shipped with a tracking number (all unshipped items when none are named); the order completes when every item has one (operator key)',
        security: BEARER_AUTH,
        params: z.object({ orderId: idParam('Order ID') }),
        body: z.object({
          trackingNumber: trackingNumberSchema,
          itemIds: z
            .array(z.number().int().positive(), { error: 'itemIds must be a list of item ids' })
            .min(1, 'itemIds must name at least one item')
            .max(OPS_LIST_MAX)
            .optional(),
        }),
        response: {
          200: dataResponse(orderRecord),
          ...opsErrors,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const { orderId } = request.params;
      await shipItems(app.db, { orderId, ...request.body });
      return { data: toOrderRecord(await placedOrder(orderId)) };
    },
  );

  app.post(
    '/ops/returns/:rmaNumber/receive',
    {
      schema: {
        tags: ['ops'],
        summary:
          'The goods of an RMA arrived: it becomes received and its lines are refunded (their value less the restocking fee), exactly once however often it is received; answers the order with its returns (operator key)',
        security: BEARER_AUTH,
        params: z.object({ rmaNumber: rmaNumberSchema }),
        response: { 200: dataResponse(orderRecord), ...opsErrors, 404: errorResponse },
      },
    },
    async (request, reply) => {
      let orderId: number;
      try {
        orderId = await actions.receiveReturn(request.params.rmaNumber);
      } catch (error) {
        // No provider to refund with: the operator reads why (5xx texts are otherwise hidden).
        if (error instanceof HttpError && error.statusCode === 503) {
          return reply.code(503).send({ error: error.message });
        }
        throw error;
      }
      return { data: toOrderRecord(await placedOrder(orderId)) };
    },
  );

  async function placedOrder(orderId: number) {
    const found = await createOrdersReadRepository(app.db).find(orderId);
    if (!found) throw new HttpError(404, ORDER_MESSAGES.notFound);
    return found;
  }
};

export default opsRoutes;
