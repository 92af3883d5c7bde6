// POST /bulk-requests: a bulk-purchasing request (SPEC §2 shows the form but no submit behaviour).
// The request is stored, the store's sales address is e-mailed and the requester gets a
// confirmation naming the reply time (within the courtesy e-mail limits).
import { BULK_REPLY_TIME } from '@storefront/contract';
import { bulkRequestReceiptRecord, dataResponse } from '@storefront/contract/records';
import { bulkRequestSchema } from '@storefront/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BODY_LIMITS } from '../../plugins/app/input-guard.js';
import { errorResponse, storeHeaders } from '../../schemas/common.js';
import { createBulkRequestsRepository } from './bulk-repository.js';
import { formRateLimit, type FormRateLimitOptions } from './form-rate-limit.js';

export const BULK_REQUEST_RECEIVED = `Thank you! We have received your bulk purchasing request and will reply within ${BULK_REPLY_TIME}.`;

const bulkRoutes: FastifyPluginAsyncZod<FormRateLimitOptions> = async (app, options) => {
  const bulkRequests = createBulkRequestsRepository(app.db);
  app.post(
    '/bulk-requests',
    {
      bodyLimit: BODY_LIMITS.form,
      onRequest: formRateLimit(app, 'bulk-requests', options),
      schema: {
        tags: ['content'],
        summary: 'Submit a bulk-purchasing request',
        description:
          "Stores the request, e-mails the store's sales address and sends the requester a confirmation.",
        headers: storeHeaders,
        body: bulkRequestSchema,
        response: {
          201: dataResponse(bulkRequestReceiptRecord),
          400: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      // The confirmation goes to an address nobody confirmed: a courtesy, limited per client
      // address and per recipient. Past either, sales still get the request.
      const confirm = await app.courtesyEmails.mayQueue(request.ip, request.body.email);
      const id = await bulkRequests.submit(request.storeId, request.body, { confirm });
      return reply.code(201).send({ data: { id, message: BULK_REQUEST_RECEIVED } });
    },
  );
};

export default bulkRoutes;
