/**
 * How a collection's list is read in parts (D13, spec 4.3): staff by `page`/`page_size` (150 at
 * most, spec 8) with `staff.search` for `q`; a D13 list by `limit`/`offset` (the first 100 at
 * once, then pages of 500) with `q` on the list itself; a read without a query (the error log,
 * spec 4.14) whole.
 */
import { endpointById, type EndpointId } from '../../../../shared/api';
import type { ResourceCollection } from '../../../../shared/resources/resource-collections';

export type Paging =
  | { kind: 'pages'; size: number; search: EndpointId }
  | { kind: 'offset'; first: number; size: number; search: EndpointId }
  | { kind: 'whole' };

export const STAFF_PAGE_SIZE = 150;
export const FIRST_ROWS = 100;
export const PAGE_ROWS = 500;

export function pagingOf(collection: Pick<ResourceCollection, 'list'>): Paging {
  if (collection.list === 'staff.page') {
    return { kind: 'pages', size: STAFF_PAGE_SIZE, search: 'staff.search' };
  }
  const query = endpointById(collection.list as EndpointId).query;
  if (query && 'limit' in query.shape && 'offset' in query.shape) {
    return { kind: 'offset', first: FIRST_ROWS, size: PAGE_ROWS, search: collection.list };
  }
  return { kind: 'whole' };
}

/** The query of the n-th read (0-based) and how many records it asks for. */
export function pageQuery(
  paging: Paging,
  loaded: number,
  index: number,
): { query: Record<string, number>; wanted: number } | undefined {
  switch (paging.kind) {
    case 'pages':
      return { query: { page: index + 1, page_size: paging.size }, wanted: paging.size };
    case 'offset': {
      const wanted = index === 0 ? paging.first : paging.size;
      return { query: { limit: wanted, offset: loaded }, wanted };
    }
    default:
      return index === 0 ? { query: {}, wanted: Number.POSITIVE_INFINITY } : undefined;
  }
}
