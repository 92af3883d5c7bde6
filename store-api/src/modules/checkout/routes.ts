// POST /checkout/create-session and GET /checkout/verify-session/{sessionId} (SPEC §7), scoped to
// the store of X-Store-ID; the webhook lives in webhook-route.ts (the provider sends no store).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutQuoteRecord,
  checkoutSessionRecord,
  errorResponse,
  sessionVerificationRecord,
  type SessionVerificationRecord,
  type VerificationStatus,
} from '@storefront/contract/records';
import {
  checkoutQuoteBodySchema,
  checkoutSessionBodySchema,
} from '@storefront/contract/validation';
import { z } from 'zod';
import type { OrderAddress, OrderItemRow } from '../../db/schema.js';
import { badRequest, HttpError, notFound } from '../../http-error.js';
import { BODY_LIMITS } from '../../plugins/app/input-guard.js';
import { storeHeaders } from '../../schemas/common.js';
import { BEARER_AUTH } from '../auth/index.js';
import {
  addressRecord,
  createOrdersReadRepository,
  itemRecord,
  type OrderWithPayment,
} from '../orders/index.js';
import { priceFromCatalog, type CheckoutLine } from './catalog-pricing.js';
import { UnpaidLimitError, type CheckoutFlow } from './checkout-service.js';
import { CHECKOUT_MESSAGES } from './messages.js';
import { toDollars } from '../../money.js';

type CheckoutAddress = z.output<typeof checkoutSessionBodySchema>['shippingAddress'];

/** SPEC §3's server address: house line and line 2 joined by a comma. */
function orderAddress(address: CheckoutAddress): OrderAddress {
  return {
    first_name: address.first_name,
    last_name: address.last_name,
    street: [address.address1, address.address2].filter(Boolean).join(', '),
    city: address.city,
    state: address.state,
    postal_code: address.postal_code,
    country: address.country,
    phone: address.phone ?? '',
  };
}

/** A line of the request body as the checkout prices it. */
const checkoutLine = (item: { id: number; itemQuantity: number }): CheckoutLine => ({
  productId: item.id,
  quantity: item.itemQuantity,
});

function verificationStatus({ order, payment }: OrderWithPayment): VerificationStatus {
  if (payment.status === 'paid') return 'paid';
  if (order.status === 'cancelled' || payment.status !== 'pending') return 'failed';
  return 'pending';
}

function verification(found: OrderWithPayment, items: OrderItemRow[]): SessionVerificationRecord {
  const { order, payment } = found;
  const status = verificationStatus(found);
  return {
    success: status === 'paid',
    status,
    message: CHECKOUT_MESSAGES[status],
    payment: {
      status: payment.status,
      amount: toDollars(payment.amount_cents),
      currency: payment.currency,
      metadata: {
        orderId: String(order.id),
        customerFirstName: order.customer_first_name,
        customerLastName: order.customer_last_name,
      },
    },
    order: {
      order_id: order.id,
      store_order_id: order.store_order_id,
      date: new Date(order.created_at).toISOString(),
      status: order.status,
      subtotal: toDollars(order.subtotal_cents),
      shipping: toDollars(order.shipping_cents),
      total: toDollars(order.total_cents),
      is_guest: order.is_guest,
      customer: {
        first_name: order.customer_first_name,
        last_name: order.customer_last_name,
        email: order.customer_email,
      },
      // What the success page lists, so the shopper sees what they bought and where it goes.
      shipping_address: addressRecord(order.shipping_address),
      items: items.map(itemRecord),
    },
    session: { customer_email: order.customer_email },
  };
}

const providerErrors = { 502: errorResponse, 503: errorResponse };

const checkoutRoutes: FastifyPluginAsyncZod<{ flow: CheckoutFlow | null }> = async (
  app,
  { flow },
) => {
  app.post(
    '/checkout/quote',
    {
      bodyLimit: BODY_LIMITS.checkout,
      schema: {
        tags: ['checkout'],
        summary: 'What create-session would charge for these lines now (the review step shows it)',
        description:
          'Priced from the catalogue exactly as create-session prices them; reserves nothing and needs no payment provider.',
        headers: storeHeaders,
        body: checkoutQuoteBodySchema,
        response: { 200: checkoutQuoteRecord, 400: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const priced = await priceFromCatalog(
        app.db,
        request.storeId,
        request.body.items.map(checkoutLine),
      );
      return {
        items: priced.lines.map((line) => ({
          id: line.productId,
          name: line.name,
          sku: line.sku,
          quantity: line.quantity,
          unit_price: toDollars(line.unitPriceCents),
          line_total: toDollars(line.unitPriceCents * line.quantity),
        })),
        subtotal: toDollars(priced.subtotalCents),
        shipping_charge: toDollars(priced.shippingCents),
        freight_charge: toDollars(priced.freightCents),
        total: toDollars(priced.totalCents),
      };
    },
  );

  app.post(
    '/checkout/create-session',
    {
      bodyLimit: BODY_LIMITS.checkout,
      preHandler: app.identifyCustomer,
      schema: {
        tags: ['checkout'],
        summary:
          'Price the items from the catalogue, reserve their stock with a pending order and open the hosted payment page',
        headers: storeHeaders,
        // Signed in or a guest: a token makes the order the customer's.
        security: [...BEARER_AUTH, {}],
        body: checkoutSessionBodySchema,
        response: {
          200: checkoutSessionRecord,
          400: errorResponse,
          401: errorResponse,
          409: errorResponse,
          // Unpaid checkouts of this client address or e-mail over their limits; with Retry-After.
          429: errorResponse,
          ...providerErrors,
        },
      },
    },
    async (request, reply) => {
      const { storeId, customer } = request;
      const { customer: shopper, shippingAddress, billingAddress, items } = request.body;
      const account = customer ? await app.accounts.findById(storeId, customer.id) : undefined;
      const email = shopper.email || account?.email;
      if (!email) throw badRequest(CHECKOUT_MESSAGES.guestEmailRequired);
      if (!flow) {
        return reply.code(503).send({ error: CHECKOUT_MESSAGES.providerNotEnabled });
      }
      try {
        return await flow.createSession({
          storeId,
          customerId: account?.id ?? null,
          clientAddress: request.ip,
          contact: {
            email,
            firstName: shopper.first_name,
            lastName: shopper.last_name,
            phone: shopper.phone || shippingAddress.phone || '',
          },
          shippingAddress: orderAddress(shippingAddress),
          billingAddress: orderAddress(billingAddress ?? shippingAddress),
          items: items.map(checkoutLine),
        });
      } catch (error) {
        if (error instanceof UnpaidLimitError) {
          reply.header('retry-after', String(error.retryAfterSeconds));
          return reply.code(429).send({ error: error.message });
        }
        // The error handler hides 5xx texts; this one is meant for the shopper.
        if (error instanceof HttpError && error.statusCode === 502) {
          return reply.code(502).send({ error: error.message });
        }
        throw error;
      }
    },
  );

  app.get(
    '/checkout/verify-session/:sessionId',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'The order of a checkout session: paid, pending or failed; asks the provider when the webhook has not arrived yet',
        headers: storeHeaders,
        params: z.object({
          sessionId: z
            .string()
            .min(1)
            .max(200)
            .meta({ description: "The provider's Checkout Session id", example: 'cs_test_a1b2c3' }),
        }),
        response: { 200: sessionVerificationRecord, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { storeId } = request;
      const { sessionId } = request.params;
      const orders = createOrdersReadRepository(app.db);
      let found = await orders.findBySession(storeId, sessionId);
      if (!found) throw notFound(CHECKOUT_MESSAGES.sessionNotFound);
      // The webhook may be late or lost: the provider's own answer completes the order the same
      // idempotent way. A settled order is answered from the database alone.
      if (
        flow &&
        verificationStatus(found) === 'pending' &&
        (await flow.checkPendingSession(found.order))
      ) {
        found = (await orders.findWithPayment(found.order.id)) ?? found;
      }
      return verification(found, await orders.items(found.order.id));
    },
  );
};

export default checkoutRoutes;
