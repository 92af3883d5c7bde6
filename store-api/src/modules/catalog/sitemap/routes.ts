// GET /sitemap-entries: the pages a store's sitemap lists, for the host's server.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, storeHeaders } from '../../../schemas/common.js';
import { createSitemapRepository } from './repository.js';
import { sitemapEntriesResponse } from './schemas.js';

const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const sitemap = createSitemapRepository(app.db);
  app.get(
    '/sitemap-entries',
    {
      schema: {
        tags: ['catalog'],
        summary: "Ids of the store's product, category and brand pages (for its sitemap)",
        headers: storeHeaders,
        response: { 200: sitemapEntriesResponse, 400: errorResponse },
      },
    },
    async (request) => ({ data: await sitemap.entries(request.storeId) }),
  );
};

export default sitemapRoutes;
