// Query and path schemas of the product routes (the records are in @storefront/contract/records).
import {
  MAX_SPEC_FILTERS,
  MAX_SPEC_VALUES,
  PRODUCT_SORTS,
  SPEC_PARAM_PREFIX,
} from '@storefront/contract';
import { z } from 'zod';
import { badRequest } from '../../../http-error.js';
import {
  emptyAsMissing,
  idParam,
  limitQuery,
  optionalIdQuery,
  searchQuery,
  startQuery,
} from '../../../schemas/common.js';
import { modelIdsQuery } from '../models/schemas.js';

export const MAX_PRODUCT_PAGE = 100;

export const productSortSchema = z
  .enum(PRODUCT_SORTS, { error: `sort must be one of: ${PRODUCT_SORTS.join(', ')}` })
  .default('relevance')
  .meta({
    description:
      "Order of the list (default relevance: a search's best matches first, else newest first)",
  });

export type ProductSort = z.infer<typeof productSortSchema>;

/** Highest price a filter may name (USD). */
const MAX_PRICE_FILTER = 10_000_000;

function priceQuery(name: string) {
  return z
    .preprocess(
      emptyAsMissing,
      z.coerce
        .number({ error: `${name} must be a number` })
        .min(0, { error: `${name} must be at least 0` })
        .max(MAX_PRICE_FILTER, { error: `${name} must be at most ${MAX_PRICE_FILTER}` })
        .optional(),
    )
    .meta({ description: `${name} (USD, before discount)`, type: 'number' });
}

/**
 * The filters GET /products and GET /products/facets share. Loose: spec filters arrive as
 * `spec.<key>`, `spec.<key>.min` and `spec.<key>.max` (see specFiltersOf).
 */
const productFilterFields = {
  categoryId: optionalIdQuery('categoryId', 'Only this category and its descendants'),
  brandId: optionalIdQuery('brandId', 'Only this brand'),
  parent_id: optionalIdQuery('parent_id', 'Only the descendants of this category'),
  search: searchQuery,
  inStock: z
    .enum(['true', 'false', '1', '0'], { error: 'inStock must be true or false' })
    .optional()
    .transform((value) => value === 'true' || value === '1')
    .meta({ description: 'true: only products with stock on hand' }),
  minPrice: priceQuery('minPrice'),
  maxPrice: priceQuery('maxPrice'),
  fits: z
    .preprocess(
      emptyAsMissing,
      modelIdsQuery('fits', 'Only parts that fit one of these equipment models').optional(),
    )
    .meta({ description: 'Only parts that fit one of these equipment models (comma list of ids)' }),
};

export const productFacetsQuery = z
  .looseObject(productFilterFields)
  .refine(
    ({ minPrice, maxPrice }) =>
      minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice,
    { error: 'minPrice must not be above maxPrice' },
  );

export const listProductsQuery = z
  .looseObject({
    ...productFilterFields,
    limit: limitQuery(12, MAX_PRODUCT_PAGE),
    _start: startQuery,
    paging: z
      .enum(['true', 'false', '1', '0'], { error: 'paging must be true or false' })
      .optional()
      .meta({ description: 'Accepted for client compatibility: lists are always paged' }),
    sort: productSortSchema,
  })
  .refine(
    ({ minPrice, maxPrice }) =>
      minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice,
    { error: 'minPrice must not be above maxPrice' },
  );

/** One spec filter as the query named it, before it is checked against the store's specs. */
export interface SpecFilterInput {
  key: string;
  /** Choices, or a number spec's exact values, as typed. */
  values?: string[];
  min?: number;
  max?: number;
}

/** Longest spec key and choice text a filter may name. */
const MAX_SPEC_KEY_LENGTH = 40;
const MAX_SPEC_VALUE_LENGTH = 100;
const SPEC_PARAM = /^spec\.([a-z][a-z0-9_]*)(?:\.(min|max))?$/;

/** False for text with a lone UTF-16 surrogate (PostgreSQL's JSON refuses one). */
function wellFormed(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** A choice's text: printable, well-formed, short (it is compared inside a JSON document). */
function plainSpecValue(name: string, value: string): string {
  const trimmed = value.trim();
  if (
    trimmed === '' ||
    trimmed.length > MAX_SPEC_VALUE_LENGTH ||
    !wellFormed(trimmed) ||
    /\p{Cc}/u.test(trimmed)
  ) {
    throw badRequest(
      `${name} values must be plain text of 1 to ${MAX_SPEC_VALUE_LENGTH} characters`,
    );
  }
  return trimmed;
}

function rangeBound(name: string, value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number) || Math.abs(number) > 1e9) {
    throw badRequest(`${name} must be a number`);
  }
  return number;
}

/**
 * The spec filters of a query: `spec.<key>=a&spec.<key>=b` (any of these choices) and
 * `spec.<key>.min` / `.max` (a number spec's range). Malformed ones are a 400 naming the
 * parameter; whether the store has the spec is checked by the repository.
 */
export function specFiltersOf(query: Record<string, unknown>): SpecFilterInput[] {
  const byKey = new Map<string, SpecFilterInput>();
  for (const [name, raw] of Object.entries(query)) {
    if (!name.startsWith(SPEC_PARAM_PREFIX)) continue;
    const match = SPEC_PARAM.exec(name);
    if (!match || match[1]!.length > MAX_SPEC_KEY_LENGTH) {
      throw badRequest(
        `${name.slice(0, 60)} is not a spec filter (spec.<key>, spec.<key>.min or spec.<key>.max)`,
      );
    }
    const key = match[1]!;
    const filter = byKey.get(key) ?? { key };
    byKey.set(key, filter);
    if (match[2]) {
      if (typeof raw !== 'string') throw badRequest(`${name} must be given once`);
      filter[match[2] as 'min' | 'max'] = rangeBound(name, raw);
      continue;
    }
    const values = (Array.isArray(raw) ? raw : [raw]).map((value) =>
      plainSpecValue(name, String(value)),
    );
    if (values.length > MAX_SPEC_VALUES) {
      throw badRequest(`${name} may list at most ${MAX_SPEC_VALUES} values`);
    }
    filter.values = [...new Set(values)];
  }
  const filters = [...byKey.values()];
  if (filters.length > MAX_SPEC_FILTERS) {
    throw badRequest(`At most ${MAX_SPEC_FILTERS} spec filters at once`);
  }
  for (const filter of filters) {
    if (filter.min !== undefined && filter.max !== undefined && filter.min > filter.max) {
      throw badRequest(`spec.${filter.key}.min must not be above spec.${filter.key}.max`);
    }
  }
  return filters;
}

export const productIdParams = z.object({ id: idParam('Product id') });

export const inventoryParams = z.object({
  sku: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, {
      error: 'SKU must be 1-64 letters, digits, dots, dashes or underscores',
    })
    .meta({ example: 'HV-TXX-000001' }),
});
