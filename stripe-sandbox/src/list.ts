import { AppError } from './errors.ts';

/** Stripe's list shape (https://docs.stripe.com/api/pagination). */
export interface StripeList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

/** Where a page starts: `limit` objects after `starting_after`, or before `ending_before` (ids). */
export interface PageParams {
  limit: number;
  starting_after?: string | undefined;
  ending_before?: string | undefined;
}

function indexOfCursor<T extends { id: string }>(items: T[], cursor: string, param: string, objectName: string) {
  const index = items.findIndex((item) => item.id === cursor);
  if (index === -1) {
    throw new AppError('resource_missing', 404, `No such ${objectName}: '${cursor}'`, 'invalid_request_error', param);
  }
  return index;
}

/**
 * One page of `items` (already filtered, newest first) in Stripe's list shape. A cursor that is not
 * among `items` → 404 `resource_missing` naming it, as Stripe answers an unknown id.
 */
export function pageOf<T extends { id: string }>(
  items: T[],
  page: PageParams,
  url: string,
  objectName: string,
): StripeList<T> {
  if (page.starting_after) {
    const start = indexOfCursor(items, page.starting_after, 'starting_after', objectName) + 1;
    const data = items.slice(start, start + page.limit);
    return { object: 'list', data, has_more: start + page.limit < items.length, url };
  }
  if (page.ending_before) {
    const end = indexOfCursor(items, page.ending_before, 'ending_before', objectName);
    const start = Math.max(0, end - page.limit);
    return { object: 'list', data: items.slice(start, end), has_more: start > 0, url };
  }
  return { object: 'list', data: items.slice(0, page.limit), has_more: items.length > page.limit, url };
}
