// POST /emails/contact (SPEC §7 "api/emails/contact"): a shopper's message to the store. The only
// recipient is the active store's contact address (the worker reads it from the store
// configuration), so `to` is ignored and the route is no open relay; the HTML body is cut down to
// its text before it is queued.
import {
  contactEmailRequestSchema,
  contactMessageSchema,
  firstErrorMessage,
} from '@storefront/contract/validation';
import { dataResponse, messageRecord } from '@storefront/contract/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http-error.js';
import { BODY_LIMITS } from '../../plugins/app/input-guard.js';
import { errorResponse, storeHeaders } from '../../schemas/common.js';
import { createOutboxRepository, type OutboxMessage } from '../outbox/index.js';
import { htmlToText, oneLine } from './html-text.js';
import { formRateLimit, type FormRateLimitOptions } from './form-rate-limit.js';

export const CONTACT_QUEUED = 'Your message has been received and will be delivered shortly.';

const contactRoutes: FastifyPluginAsyncZod<FormRateLimitOptions> = async (app, options) => {
  app.post(
    '/emails/contact',
    {
      bodyLimit: BODY_LIMITS.form,
      onRequest: formRateLimit(app, 'contact-form', options),
      schema: {
        tags: ['content'],
        summary: "Send a contact-form message to the store's contact address",
        description:
          'SPEC §7 `api/emails/contact`. The recipient is always the store of X-Store-ID; `to` is ignored. Only the text of `body` is kept.',
        headers: storeHeaders,
        body: contactEmailRequestSchema,
        response: { 202: dataResponse(messageRecord), 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { name, from, replyTo, subject, body } = request.body;
      // The same rule as the form, applied to what is left once the markup is gone.
      const parsed = contactMessageSchema.safeParse({
        name,
        email: replyTo ?? from,
        message: htmlToText(body),
      });
      if (!parsed.success) throw badRequest(firstErrorMessage(parsed) ?? 'Invalid message');
      const message: OutboxMessage = {
        topic: 'contact.message',
        storeId: request.storeId,
        // The subject is plain text already; one line, so it can never add a header.
        payload: {
          ...parsed.data,
          subject: oneLine(subject) || `Message from ${parsed.data.name}`,
        },
      };
      await createOutboxRepository(app.db).add(message);
      return reply.code(202).send({ data: { message: CONTACT_QUEUED } });
    },
  );
};

export default contactRoutes;
