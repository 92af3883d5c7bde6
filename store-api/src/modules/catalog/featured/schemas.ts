// Query schema of GET /featured-products and the strategies it knows (SPEC §9).
import { z } from 'zod';
import { FEATURED_STRATEGIES } from '@storefront/contract';
import { limitQuery, optionalIdQuery } from '../../../schemas/common.js';

// The strategies are the front end's list (one source of truth in @storefront/contract).
export const featuredStrategies = FEATURED_STRATEGIES;

export const featuredQuery = z.object({
  strategy: z
    .enum(featuredStrategies, {
      error: `strategy must be one of: ${featuredStrategies.join(', ')}`,
    })
    .default('random')
    .meta({
      description:
        'topRated (rating), newest, mostPopular (review count), discounted (biggest discount), ' +
        'seasonal (in season this month), random',
    }),
  limit: limitQuery(12, 100),
  categoryId: optionalIdQuery('categoryId', 'Only this category and its descendants'),
  brandId: optionalIdQuery('brandId', 'Only this brand'),
});

export type FeaturedStrategy = (typeof featuredStrategies)[number];
