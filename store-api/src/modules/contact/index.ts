// The content domain of the store API: the contact message and the bulk-purchasing request, both
// scoped to the store named by X-Store-ID and rate limited per client.
import type { FastifyInstance } from 'fastify';
import bulkRoutes from './bulk-routes.js';
import contactRoutes from './contact-routes.js';
import type { FormRateLimitOptions } from './form-rate-limit.js';

export async function contentRoutes(app: FastifyInstance, options: FormRateLimitOptions) {
  app.addHook('onRequest', app.requireStore);
  await app.register(contactRoutes, options);
  await app.register(bulkRoutes, options);
}

export { formRateLimit, type FormRateLimitOptions } from './form-rate-limit.js';
