// POST /stock-alerts ("E-mail me when it's back"), /stock-alerts/confirm and
// /stock-alerts/unsubscribe (the landing pages of the e-mails' links) and the RFC 8058 one-click
// /stock-alerts/one-click-unsubscribe of the List-Unsubscribe header.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataResponse,
  stockAlertLinkRecord,
  stockAlertRequestRecord,
} from '@storefront/contract/records';
import { STOCK_ALERT_MESSAGES as M } from '@storefront/contract';
import {
  stockAlertConfirmSchema,
  stockAlertRequestSchema,
  stockAlertUnsubscribeSchema,
} from '@storefront/contract/validation';
import { z } from 'zod';
import { badRequest, HttpError, notFound } from '../../http-error.js';
import { createAttemptLimiter } from '../../limits/attempt-limiter.js';
import { errorResponse, storeHeaders } from '../../schemas/common.js';
import { normalizeEmail } from '../../email-address.js';
import { formRateLimit, type FormRateLimitOptions } from '../contact/index.js';
import { BEARER_AUTH } from '../auth/index.js';
import type { AlertProduct } from './repository.js';
import type { StockAlertService } from './stock-alert-service.js';

/** Alert requests per address and store an hour, whoever sends them (429 past it, for any address). */
export const ALERT_REQUESTS_PER_EMAIL = { max: 6, windowMs: 60 * 60_000 };

export interface StockAlertRouteOptions {
  service: StockAlertService;
  /** Requests per client address and window on POST /stock-alerts (the forms' limit). */
  clientLimit: FormRateLimitOptions;
}

const linkAnswer = (product: AlertProduct, message: string) => ({
  data: { message, productId: product.id, productName: product.name, inStock: product.inStock },
});

/** The store-scoped request route. */
export const stockAlertRequestRoutes: FastifyPluginAsyncZod<StockAlertRouteOptions> = async (
  app,
  { service, clientLimit },
) => {
  const perEmail = createAttemptLimiter({
    name: 'stock-alert-emails',
    ...ALERT_REQUESTS_PER_EMAIL,
    redis: app.redis,
  });

  app.post(
    '/stock-alerts',
    {
      onRequest: formRateLimit(app, 'stock-alerts', clientLimit),
      preHandler: app.identifyCustomer,
      schema: {
        tags: ['stock-alerts'],
        summary:
          "E-mail me when it's back: a signed-in customer's alert is on at once; a guest's waits for the e-mailed confirmation link (the same answer for any address)",
        headers: storeHeaders,
        security: BEARER_AUTH,
        body: stockAlertRequestSchema,
        response: {
          200: dataResponse(stockAlertRequestRecord),
          202: dataResponse(stockAlertRequestRecord),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { storeId, customer } = request;
      const { productId } = request.body;
      const product = await service.product(storeId, productId);
      if (!product) throw notFound(`Product ${productId} not found in this store`);
      if (product.inStock) throw new HttpError(409, M.inStock);

      if (customer) {
        const account = await app.accounts.findById(storeId, customer.id);
        if (!account) throw new HttpError(401, 'Please log in again.');
        await service.subscribeCustomer(product, account.email);
        return { data: { status: 'subscribed' as const, message: M.subscribed(account.email) } };
      }

      const { email } = request.body;
      if (!email) throw badRequest('Email is required');
      // Counted for every address, so a 429 says nothing about one.
      if (!(await perEmail.take(`${storeId}:${normalizeEmail(email)}`))) {
        throw new HttpError(429, M.tooMany);
      }
      // The answer waits for nothing about the address (known, pending, subscribed or capped
      // answer alike and as fast); the courtesy limit and the alert are looked at after it.
      const client = request.ip;
      app.inBackground('queueing a stock alert confirmation', async () => {
        if (await app.courtesyEmails.mayQueue(client, email)) {
          await service.requestConfirmation(product, email);
        }
      });
      reply.code(202);
      return { data: { status: 'confirmation-sent' as const, message: M.confirmationSent(email) } };
    },
  );
};

/** The link routes: the token names the alert (and its store), so no X-Store-ID is needed. */
export const stockAlertLinkRoutes: FastifyPluginAsyncZod<{ service: StockAlertService }> = async (
  app,
  { service },
) => {
  const linkResponses = { 200: dataResponse(stockAlertLinkRecord), 400: errorResponse };

  app.post(
    '/stock-alerts/confirm',
    {
      schema: {
        tags: ['stock-alerts'],
        summary: "Turn a guest's alert on with its e-mailed confirmation link's token",
        body: stockAlertConfirmSchema,
        response: linkResponses,
      },
    },
    async (request) => {
      const product = await service.confirm(request.body.token);
      if (!product) throw badRequest(M.invalidConfirmLink);
      return linkAnswer(product, product.inStock ? M.confirmedInStock : M.confirmed);
    },
  );

  app.post(
    '/stock-alerts/unsubscribe',
    {
      schema: {
        tags: ['stock-alerts'],
        summary: "End an alert with the token of an alert e-mail's unsubscribe link (no sign-in)",
        body: stockAlertUnsubscribeSchema,
        response: linkResponses,
      },
    },
    async (request) => {
      const product = await service.unsubscribe(request.body.token);
      if (!product) throw badRequest(M.invalidUnsubscribeLink);
      return linkAnswer(product, M.unsubscribed);
    },
  );

  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` (form-encoded or multipart) to
  // the header's URL. Whatever the body, only the URL's token counts.
  await app.register(async (oneClick) => {
    oneClick.removeAllContentTypeParsers();
    oneClick.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) =>
      done(null, undefined),
    );
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/stock-alerts/one-click-unsubscribe',
      {
        schema: {
          tags: ['stock-alerts'],
          summary:
            'RFC 8058 one-click unsubscribe (the List-Unsubscribe header of an alert e-mail); the body is ignored',
          querystring: z.object({ token: stockAlertUnsubscribeSchema.shape.token }),
          response: linkResponses,
        },
      },
      async (request) => {
        const product = await service.unsubscribe(request.query.token);
        if (!product) throw badRequest(M.invalidUnsubscribeLink);
        return linkAnswer(product, M.unsubscribed);
      },
    );
  });
};
