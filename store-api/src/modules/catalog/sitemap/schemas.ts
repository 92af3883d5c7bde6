// The answer of GET /sitemap-entries. Only the host's server reads it (to write the store's
// sitemap), no remote, so it lives here rather than in @storefront/contract.
import { dataResponse } from '@storefront/contract/records';
import { z } from 'zod';

const ids = (what: string) =>
  z.array(z.number().int().positive()).meta({ description: `Ids of the store's ${what}` });

export const sitemapEntriesResponse = dataResponse(
  z.object({
    website: z.string().nullable().meta({
      description: "The store's canonical address (its pages' canonical links start with it)",
    }),
    productIds: ids('products on sale (active), ascending'),
    categoryIds: ids('categories, ascending'),
    brandIds: ids('brands, ascending'),
    modelIds: ids('equipment models, ascending'),
  }),
);
