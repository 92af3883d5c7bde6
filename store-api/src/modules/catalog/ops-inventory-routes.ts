// PUT /ops/inventory/{sku}: an operator sets a SKU's units on hand in a store (a stock count, goods
// received). Bearer OPS_API_KEY. The change is the set-stock flow's (src/flows/set-stock.ts): a
// change from none to some e-mails the product's back-in-stock alerts. Every store's cached
// catalogue answers are emptied after it, so shoppers see the new stock at once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataResponse } from '@storefront/contract/records';
import { isStoreId } from '@storefront/contract';
import { z } from 'zod';
import { notFound } from '../../http-error.js';
import { requireOpsKey } from '../../ops-key.js';
import { errorResponse } from '../../schemas/common.js';
import { BEARER_AUTH } from '../auth/index.js';
import { inventoryParams } from './products/schemas.js';
import { emptyCatalogCacheAfterWrites } from './response-cache.js';

/** Most units one SKU may hold: far above any shelf, well inside an integer column. */
export const MAX_UNITS_ON_HAND = 1_000_000;

const stockChangeRecord = z
  .object({
    storeId: z.string(),
    sku: z.string(),
    previousOnHand: z.number().int(),
    totalOnHand: z.number().int(),
    alertsQueued: z
      .number()
      .int()
      .meta({ description: 'Back-in-stock e-mails queued: only a change from none to some sends' }),
  })
  .meta({ id: 'OpsStockChange' });

export type SetStock = (change: {
  storeId: string;
  sku: string;
  totalOnHand: number;
}) => Promise<z.infer<typeof stockChangeRecord> | undefined>;

export const opsInventoryRoutes: FastifyPluginAsyncZod<{
  opsApiKey: string | null;
  setStock: SetStock;
}> = async (app, { opsApiKey, setStock }) => {
  app.addHook('onRequest', requireOpsKey(opsApiKey));
  emptyCatalogCacheAfterWrites(app);

  app.put(
    '/ops/inventory/:sku',
    {
      schema: {
        tags: ['ops'],
        summary:
          "Set a SKU's units on hand in a store; from none to some e-mails its back-in-stock alerts (operator key)",
        security: BEARER_AUTH,
        params: inventoryParams,
        body: z.object({
          storeId: z
            .string({ error: 'storeId must be a store id' })
            .refine(isStoreId, 'storeId must be a store id'),
          totalOnHand: z
            .number({ error: 'totalOnHand must be a number' })
            .int('totalOnHand must be a whole number')
            .min(0, 'totalOnHand must be at least 0')
            .max(MAX_UNITS_ON_HAND, `totalOnHand must be at most ${MAX_UNITS_ON_HAND}`),
        }),
        response: {
          200: dataResponse(stockChangeRecord),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request) => {
      const { sku } = request.params;
      const { storeId, totalOnHand } = request.body;
      const change = await setStock({ storeId, sku, totalOnHand });
      if (!change) throw notFound(`No inventory for SKU ${sku} in store ${storeId}`);
      return { data: change };
    },
  );
};
