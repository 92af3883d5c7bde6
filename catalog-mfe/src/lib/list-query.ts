// Store-API list calls share one shape: filters in, `{ data, total }` out (contracts: Lists).
import type { StoreApiResult } from '@storefront/platform';

/** A filter's value; a list repeats the parameter (e.g. several spec choices). */
type QueryValue = string | number | undefined | readonly string[];

/** The store API's largest `_start` (a PostgreSQL integer); past it, a page is just empty. */
const MAX_START = 2_147_483_647;

/** A page of a list call: `page` is 1-based (default 1) and becomes the API's `_start`. */
export interface ListPaging {
  page?: number;
  pageSize: number;
}

/** `{ url, params }` for a list call; with `paging`, `limit` and `_start` follow the filters. */
export function listQuery(url: string, filters: Record<string, QueryValue>, paging?: ListPaging) {
  if (!paging) return { url, params: filters };
  const { page = 1, pageSize } = paging;
  const start = Math.min((page - 1) * pageSize, MAX_START);
  return { url, params: { ...filters, limit: pageSize, _start: start } };
}

/**
 * A list answer as its rows under the name of what they are (`products`, `brands`, ...) plus
 * the total: `x-total-count`, else the number of rows.
 */
export function listResult<Name extends string, Row>(
  name: Name,
  { data, total }: StoreApiResult<Row[]>,
): Record<Name, Row[]> & { total: number } {
  return { [name]: data, total: total ?? data.length } as Record<Name, Row[]> & { total: number };
}
