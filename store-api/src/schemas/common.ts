// Building blocks of the route schemas: ids, paging and search (the envelopes are the contract's).
// Query and path values arrive as strings; these parse them strictly and explain a rejection.
import { SEARCH_MAX_LENGTH } from '@storefront/contract';
import { z } from 'zod';

/** Largest value of a PostgreSQL integer column: bigger ids cannot exist. */
export const MAX_ID = 2_147_483_647;

/** A query value the client left empty counts as not sent (`?categoryId=`). */
export const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

function wholeNumber(label: string, min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^-?\d+$/, { error: `${label} must be a whole number` })
    .transform(Number)
    .refine((value) => value >= min && value <= max, {
      error: `${label} must be between ${min} and ${max}`,
    });
}

/** A positive database id in the path, e.g. /products/{id}. */
export function idParam(label: string) {
  return z
    .string()
    .regex(/^\d+$/, { error: `${label} must be a positive whole number` })
    .transform(Number)
    .refine((value) => value >= 1 && value <= MAX_ID, {
      error: `${label} must be a positive whole number`,
    })
    .meta({ description: `${label} (positive integer)`, example: '1' });
}

/** An optional id filter in the query string, e.g. ?categoryId=12. */
export function optionalIdQuery(label: string, description: string) {
  return z.preprocess(emptyAsMissing, wholeNumber(label, 1, MAX_ID).optional()).meta({
    description,
    type: 'integer',
  });
}

export function limitQuery(defaultLimit: number, maxLimit: number) {
  return z
    .preprocess(emptyAsMissing, wholeNumber('limit', 1, maxLimit).optional())
    .transform((value) => value ?? defaultLimit)
    .meta({
      description: `Page size, 1 to ${maxLimit} (default ${defaultLimit})`,
      type: 'integer',
    });
}

export const startQuery = z
  .preprocess(emptyAsMissing, wholeNumber('_start', 0, MAX_ID).optional())
  .transform((value) => value ?? 0)
  .meta({ description: 'Offset of the first item (default 0)', type: 'integer' });

/**
 * Free-text search. Matched as a plain substring: SQL wildcards, quotes and markup are just
 * characters. Blank means no search.
 */
/** A plain-text search parameter: trimmed, empty as missing, at most SEARCH_MAX_LENGTH characters. */
export function searchTextQuery(name: string, description: string) {
  return z
    .string()
    .max(SEARCH_MAX_LENGTH, { error: `${name} must be at most ${SEARCH_MAX_LENGTH} characters` })
    .transform((value) => value.trim() || undefined)
    .optional()
    .meta({ description });
}

export const searchQuery = searchTextQuery(
  'search',
  'Case-insensitive substring search (plain text)',
);

/** A list's narrowing to a product search, as the search results' filter strips ask for it. */
export function productSearchQuery(listed: 'brands' | 'categories') {
  return searchTextQuery(
    'productSearch',
    `Only ${listed} with active products whose name or SKU holds this text (as GET /products?search); productCount then counts those`,
  );
}

export const storeHeaders = z.object({
  'x-store-id': z
    .string()
    .optional()
    .meta({ description: 'Store the request is for: default, hvac or parts (required)' }),
});

// The envelopes are part of the shared contract; the route files take them from here.
export { errorResponse, listResponse } from '@storefront/contract/records';

/** Escapes LIKE wildcards so user text matches literally (PostgreSQL's default escape is \). */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
