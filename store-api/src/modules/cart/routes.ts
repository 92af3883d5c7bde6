// The cart routes of SPEC §7: the guest's cart under /cart/guest/{guestId} (reachable only with
// its id) and, with the same operations, the signed-in customer's own cart under /cart.
import {
  cartItemAddBody,
  cartItemQuantityBody,
  cartRecord,
  cartReplaceBody,
} from '@storefront/shared/contract';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, storeHeaders } from '../../schemas/common.js';
import type { CartOwner } from './repository.js';
import { guestCartParams, productIdParam } from './schemas.js';

/** One owner's set of cart routes: where they live and whose cart a request reaches. */
export interface CartRouteSet {
  /** e.g. /cart/guest/:guestId or /cart */
  path: string;
  /** The path's own parameters (the item routes add `id`). */
  params: z.ZodObject;
  whose: string;
  owner(request: FastifyRequest): CartOwner;
  /** Runs before the handler, e.g. the customer check. */
  preHandler?: onRequestHookHandler;
  /** Status codes the set may answer besides 200, 400, 404 and 409 (e.g. 401). */
  extraErrors?: number[];
}

export function registerCartRoutes(app: FastifyInstance, set: CartRouteSet): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = Object.fromEntries(
    [400, 404, 409, ...(set.extraErrors ?? [])].map((code) => [code, errorResponse]),
  );
  const common = {
    tags: ['cart'],
    headers: storeHeaders,
    response: { 200: cartRecord, ...errors },
  };
  const itemParams = set.params.extend({ id: productIdParam });
  const hooks = set.preHandler ? { preHandler: set.preHandler } : {};
  const owner = (request: FastifyRequest) => set.owner(request);
  const itemId = (request: FastifyRequest) => (request.params as { id: number }).id;

  api.get(
    set.path,
    {
      ...hooks,
      schema: { ...common, summary: `The ${set.whose} cart, priced now`, params: set.params },
    },
    (request) => app.cartService.read(request.storeId, owner(request)),
  );

  api.put(
    set.path,
    {
      ...hooks,
      schema: {
        ...common,
        summary: `Replace the ${set.whose} cart with these lines (the browser's sync)`,
        description:
          'Quantities are capped by stock; a line with no stock left or a product the store does not sell is dropped.',
        params: set.params,
        body: cartReplaceBody,
      },
    },
    (request) => app.cartService.replace(request.storeId, owner(request), request.body.items),
  );

  api.post(
    `${set.path}/items`,
    {
      ...hooks,
      schema: {
        ...common,
        summary: `Add units of a product to the ${set.whose} cart`,
        description: "409 with SPEC's stock message when the line would exceed the stock.",
        params: set.params,
        body: cartItemAddBody,
      },
    },
    (request) =>
      app.cartService.addItem(
        request.storeId,
        owner(request),
        request.body.productId,
        request.body.quantity,
      ),
  );

  api.put(
    `${set.path}/items/:id`,
    {
      ...hooks,
      schema: {
        ...common,
        summary: `Set the quantity of a line of the ${set.whose} cart`,
        params: itemParams,
        body: cartItemQuantityBody,
      },
    },
    (request) =>
      app.cartService.setItemQuantity(
        request.storeId,
        owner(request),
        itemId(request),
        request.body.quantity,
      ),
  );

  api.delete(
    `${set.path}/items/:id`,
    {
      ...hooks,
      schema: { ...common, summary: `Remove a line of the ${set.whose} cart`, params: itemParams },
    },
    (request) => app.cartService.removeItem(request.storeId, owner(request), itemId(request)),
  );
}

export const guestCartRoutes: CartRouteSet = {
  path: '/cart/guest/:guestId',
  params: guestCartParams,
  whose: "guest's",
  owner: (request) => ({ guestId: (request.params as { guestId: string }).guestId }),
};
