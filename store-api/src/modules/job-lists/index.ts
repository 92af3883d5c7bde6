// The job-lists domain (issue 40 items 3 and 4): a customer's named lists of products and Buy
// Again's re-pricing of a past order, both priced from the catalogue when read. The cart never
// calls it: the browser moves lines from a list to the cart over the bus (`cart:lines-add-requested`).
import type { FastifyInstance } from 'fastify';
import jobListRoutes, { type JobListRouteOptions } from './routes.js';

export { JOB_LIST_MESSAGES } from './routes.js';

export async function jobListsModule(app: FastifyInstance, options: JobListRouteOptions) {
  app.addHook('onRequest', app.requireStore);
  await app.register(jobListRoutes, options);
}
