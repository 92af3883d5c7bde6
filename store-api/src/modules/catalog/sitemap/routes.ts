// GET /sitemap-entries: the pages a store's sitemap lists, for the host's server.
import { isStoreId, storeConfigs } from '@storefront/contract';
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
    async (request) => {
      const { storeId } = request;
      const website = isStoreId(storeId) ? storeConfigs[storeId].website : null;
      return { data: { website, ...(await sitemap.entries(storeId)) } };
    },
  );
};

export default sitemapRoutes;
