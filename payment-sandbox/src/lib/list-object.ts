// The provider's list object (`object: 'list'`) with cursor paging by id.
import type { FormObject } from './form-encoding.js';
import { invalidParam } from './provider-error.js';
import { readInteger, readString, rejectUnknownParams } from './params.js';

export interface ListObject<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

const PAGING_PARAMS = new Set(['limit', 'starting_after', 'ending_before']);

/** One page of `items` after `starting_after` or before `ending_before`, `limit` (1-100, default 10) long. */
export function paginate<T extends { id: string }>(
  items: readonly T[],
  params: FormObject,
  url: string,
): ListObject<T> {
  rejectUnknownParams(params, PAGING_PARAMS);
  const limit = readInteger(params.limit, 'limit', { min: 1, max: 100 }) ?? 10;
  const startingAfter = readString(params.starting_after, 'starting_after');
  const endingBefore = readString(params.ending_before, 'ending_before');
  const indexOf = (id: string, param: string) => {
    const index = items.findIndex((item) => item.id === id);
    if (index === -1)
      throw invalidParam(param, `Invalid ${param}: no object with id '${id}' in this list.`);
    return index;
  };
  let data: T[];
  let hasMore: boolean;
  if (endingBefore !== undefined) {
    const end = indexOf(endingBefore, 'ending_before');
    const start = Math.max(0, end - limit);
    data = items.slice(start, end);
    hasMore = start > 0;
  } else {
    const start = startingAfter === undefined ? 0 : indexOf(startingAfter, 'starting_after') + 1;
    data = items.slice(start, start + limit);
    hasMore = start + limit < items.length;
  }
  return { object: 'list', data, has_more: hasMore, url };
}
