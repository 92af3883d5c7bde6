// The cart routes of SPEC §7: the guest's cart under /cart/guest/{guestId} (reachable only with
// its id) and, with the same operations, the signed-in customer's own cart under /cart.
import {
  cartConvertBody,
  cartItemAddBody,
  cartItemQuantityBody,
  cartRecord,
  cartReplaceBody,
} from '@storefront/contract/records';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, storeHeaders } from '../../schemas/common.js';
import { BEARER_AUTH, signedInCustomer } from '../auth/index.js';
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
  /** The customer's routes: behind `app.requireCustomer`, documented with the bearer scheme. */
  signedIn?: boolean;
}

export function registerCartRoutes(app: FastifyInstance, set: CartRouteSet): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = Object.fromEntries(
    [400, 404, 409, ...(set.signedIn ? [401] : [])].map((code) => [code, errorResponse]),
  );
  const common = {
    tags: ['cart'],
    headers: storeHeaders,
    response: { 200: cartRecord, ...errors },
    ...(set.signedIn ? { security: BEARER_AUTH } : {}),
  };
  const itemParams = set.params.extend({ id: productIdParam });
  const hooks = set.signedIn ? { preHandler: app.requireCustomer } : {};
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

export const customerCartRoutes: CartRouteSet = {
  path: '/cart',
  params: z.object({}),
  whose: "signed-in customer's",
  owner: (request) => ({ customerId: signedInCustomer(request).id }),
  signedIn: true,
};

/** POST /cart/convert: the guest's cart joins the signed-in customer's (SPEC §7). */
export function registerCartConvertRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/cart/convert',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['cart'],
        summary: "Merge a guest's cart into the signed-in customer's",
        description:
          'Quantities are added and capped by stock, in one transaction; the guest cart is then gone, so a second call changes nothing.',
        headers: storeHeaders,
        security: BEARER_AUTH,
        body: cartConvertBody,
        response: { 200: cartRecord, 400: errorResponse, 401: errorResponse },
      },
    },
    (request) =>
      app.cartService.convert(request.storeId, signedInCustomer(request).id, request.body.guestId),
  );
}
