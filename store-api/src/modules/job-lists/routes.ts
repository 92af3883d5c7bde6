// /auth/job-lists (issue 40 item 4) and /auth/orders/{orderId}/buy-again (item 3), for the signed-in
// customer in the store of X-Store-ID. Every route is behind requireCustomer and reaches only the
// caller's own lists and orders: another customer's is the same 404 as none. Writes are counted per
// customer (JOB_LIST_WRITES_MAX per JOB_LIST_WRITES_WINDOW_MS). Lines are priced when read.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_JOB_LIST_LINES, MAX_JOB_LISTS } from '@storefront/contract';
import {
  buyAgainRecord,
  cartItemQuantityBody,
  dataResponse,
  jobListCreateBody,
  jobListLinesAddBody,
  jobListRecord,
  jobListRenameBody,
  jobListSummaryRecord,
} from '@storefront/contract/records';
import { z } from 'zod';
import { HttpError, notFound } from '../../http-error.js';
import { createAttemptLimiter } from '../../limits/attempt-limiter.js';
import { TOO_MANY_REQUESTS } from '../../plugins/external/rate-limit.js';
import { errorResponse, idParam, storeHeaders } from '../../schemas/common.js';
import { BEARER_AUTH, signedInCustomer } from '../auth/index.js';
import type { ImageUrls } from '../images/index.js';
import { createOrdersReadRepository, ORDER_MESSAGES } from '../orders/index.js';
import { priceLine, productsOfStore } from './pricing.js';
import {
  createJobListsRepository,
  type JobListChange,
  type JobListLineRow,
  type JobListRow,
  type NewLine,
} from './repository.js';

export const JOB_LIST_MESSAGES = {
  notFound: 'Job list not found',
  unknownProduct: (productId: number) => `Product ${productId} not found in this store`,
  tooManyLists: `You can keep up to ${MAX_JOB_LISTS} job lists. Please delete one before starting another.`,
  tooManyLines: `A job list holds up to ${MAX_JOB_LIST_LINES} products. Please remove one or start another list.`,
} as const;

export interface JobListRouteOptions {
  imageUrls: ImageUrls;
  /** Writes per customer and window. */
  writeLimit: { max: number; windowMs: number };
}

const listParams = z.object({ listId: idParam('Job list id') });
const lineParams = listParams.extend({ productId: idParam('Product id') });
const orderParams = z.object({ orderId: idParam('Order ID') });

const jobListRoutes: FastifyPluginAsyncZod<JobListRouteOptions> = async (
  app,
  { imageUrls, writeLimit },
) => {
  app.addHook('preHandler', app.requireCustomer);
  const lists = createJobListsRepository(app.db);
  const writes = createAttemptLimiter({ name: 'job-list-writes', ...writeLimit, redis: app.redis });

  /** Runs after requireCustomer (route hooks follow the plugin's): counts the customer's writes. */
  const limitWrites: preHandlerAsyncHookHandler = async (request, reply) => {
    const waitMs = await writes.takeOrWait(String(signedInCustomer(request).id));
    if (waitMs === 0) return;
    await reply
      .code(429)
      .header('retry-after', String(Math.ceil(waitMs / 1000)))
      .send({ error: TOO_MANY_REQUESTS });
  };

  const common = { tags: ['job lists'], headers: storeHeaders, security: BEARER_AUTH };
  const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };
  const writeErrors = { ...errors, 409: errorResponse, 429: errorResponse };
  const listAnswer = { 200: dataResponse(jobListRecord) };

  function priceList(list: JobListRow, rows: JobListLineRow[], storeId: string) {
    return productsOfStore(
      app.db,
      storeId,
      rows.map((row) => row.product_id),
    ).then((products) => {
      const lines = rows.map((row) =>
        priceLine(
          { productId: row.product_id, quantity: row.quantity, name: row.name, sku: row.sku },
          products.get(row.product_id),
          imageUrls,
        ),
      );
      return {
        id: list.id,
        name: list.name,
        lineCount: lines.length,
        updatedAt: new Date(list.updated_at).toISOString(),
        lines,
        totalCents: lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
      };
    });
  }

  /** The caller's list priced now, as every list route answers it. */
  async function listAnswerOf(request: FastifyRequest, listId: number) {
    const { id, storeId } = signedInCustomer(request);
    const found = await lists.find(id, listId);
    if (!found) throw notFound(JOB_LIST_MESSAGES.notFound);
    return { data: await priceList(found.list, found.lines, storeId) };
  }

  /** Refuses lines naming a product the store does not have (another store's included). */
  async function checkProducts(storeId: string, lines: readonly NewLine[]) {
    const products = await productsOfStore(
      app.db,
      storeId,
      lines.map((line) => line.productId),
    );
    const unknown = lines.find((line) => !products.has(line.productId));
    if (unknown) throw notFound(JOB_LIST_MESSAGES.unknownProduct(unknown.productId));
  }

  function settled<T>(change: JobListChange<T>): T {
    if (change.done) return change.value;
    switch (change.refusal) {
      case 'no-list':
        throw notFound(JOB_LIST_MESSAGES.notFound);
      case 'too-many-lists':
        throw new HttpError(409, JOB_LIST_MESSAGES.tooManyLists);
      case 'too-many-lines':
        throw new HttpError(409, JOB_LIST_MESSAGES.tooManyLines);
    }
  }

  app.get(
    '/auth/job-lists',
    {
      schema: {
        ...common,
        summary: "The signed-in customer's job lists, the last changed first",
        response: { 200: dataResponse(z.array(jobListSummaryRecord)), ...errors },
      },
    },
    async (request) => ({ data: await lists.summaries(signedInCustomer(request).id) }),
  );

  app.post(
    '/auth/job-lists',
    {
      preHandler: limitWrites,
      schema: {
        ...common,
        summary: 'Start a job list, optionally with its first lines (a product, a cart, an order)',
        body: jobListCreateBody,
        response: { 201: dataResponse(jobListRecord), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { id, storeId } = signedInCustomer(request);
      const lines = request.body.lines ?? [];
      await checkProducts(storeId, lines);
      const listId = settled(await lists.create(id, request.body.name, lines));
      return reply.code(201).send(await listAnswerOf(request, listId));
    },
  );

  app.get(
    '/auth/job-lists/:listId',
    {
      schema: {
        ...common,
        summary: "One of the customer's job lists with its lines at today's prices and stock",
        params: listParams,
        response: { ...listAnswer, ...errors },
      },
    },
    (request) => listAnswerOf(request, request.params.listId),
  );

  app.put(
    '/auth/job-lists/:listId',
    {
      preHandler: limitWrites,
      schema: {
        ...common,
        summary: 'Rename a job list',
        params: listParams,
        body: jobListRenameBody,
        response: { ...listAnswer, ...writeErrors },
      },
    },
    async (request) => {
      const { listId } = request.params;
      settled(await lists.rename(signedInCustomer(request).id, listId, request.body.name));
      return listAnswerOf(request, listId);
    },
  );

  app.delete(
    '/auth/job-lists/:listId',
    {
      preHandler: limitWrites,
      schema: {
        ...common,
        summary: 'Delete a job list and its lines; answers the lists left',
        params: listParams,
        response: { 200: dataResponse(z.array(jobListSummaryRecord)), ...writeErrors },
      },
    },
    async (request) => {
      const { id } = signedInCustomer(request);
      if (!(await lists.remove(id, request.params.listId))) {
        throw notFound(JOB_LIST_MESSAGES.notFound);
      }
      return { data: await lists.summaries(id) };
    },
  );

  app.post(
    '/auth/job-lists/:listId/lines',
    {
      preHandler: limitWrites,
      schema: {
        ...common,
        summary: 'Add lines to a job list (a product already on it: the units add to its line)',
        params: listParams,
        body: jobListLinesAddBody,
        response: { ...listAnswer, ...writeErrors },
      },
    },
    async (request) => {
      const { id, storeId } = signedInCustomer(request);
      const { listId } = request.params;
      await checkProducts(storeId, request.body.lines);
      settled(await lists.addLines(id, listId, request.body.lines));
      return listAnswerOf(request, listId);
    },
  );

  app.put(
    '/auth/job-lists/:listId/lines/:productId',
    {
      preHandler: limitWrites,
      schema: {
        ...common,
        summary: "Set a line's units (a product not on the list is added with them)",
        params: lineParams,
        body: cartItemQuantityBody,
        response: { ...listAnswer, ...writeErrors },
      },
    },
    async (request) => {
      const { id, storeId } = signedInCustomer(request);
      const { listId, productId } = request.params;
      const line = { productId, quantity: request.body.quantity };
      await checkProducts(storeId, [line]);
      settled(await lists.setQuantity(id, listId, line));
      return listAnswerOf(request, listId);
    },
  );

  app.delete(
    '/auth/job-lists/:listId/lines/:productId',
    {
      preHandler: limitWrites,
      schema: {
        ...common,
        summary: 'Take a product off a job list (one not on it: the list as it is)',
        params: lineParams,
        response: { ...listAnswer, ...writeErrors },
      },
    },
    async (request) => {
      const { listId, productId } = request.params;
      settled(await lists.removeLine(signedInCustomer(request).id, listId, productId));
      return listAnswerOf(request, listId);
    },
  );

  app.get(
    '/auth/orders/:orderId/buy-again',
    {
      schema: {
        ...common,
        tags: ['orders'],
        summary:
          "An order's lines at today's prices and stock, for Buy Again; lines no longer sold or out of stock are listed as such",
        params: orderParams,
        response: { 200: dataResponse(buyAgainRecord), ...errors },
      },
    },
    async (request) => {
      const { id, storeId } = signedInCustomer(request);
      const found = await createOrdersReadRepository(app.db).find(request.params.orderId, {
        storeId,
        customerId: id,
      });
      if (!found) throw notFound(ORDER_MESSAGES.notFound);
      const products = await productsOfStore(
        app.db,
        storeId,
        found.items.map((item) => item.product_id),
      );
      return {
        data: {
          orderId: found.order.id,
          storeOrderId: found.order.store_order_id,
          lines: found.items.map((item) =>
            priceLine(
              {
                productId: item.product_id,
                quantity: item.quantity,
                name: item.name,
                sku: item.sku,
              },
              products.get(item.product_id),
              imageUrls,
            ),
          ),
        },
      };
    },
  );
};

export default jobListRoutes;
