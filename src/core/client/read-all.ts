/**
 * Whole collections as async iterators over the paging helper: all staff through GET /staff pages
 * of up to 150 (spec 4.3, 8), and any list read through D13's limit/offset. Parallel page reads
 * are bounded; breaking out of the loop cancels what ran ahead.
 */
import {
  STAFF_PAGE_SIZE_MAX,
  type EndpointId,
  type EndpointOf,
  type RequestOf,
  type ResponseOf,
  type StaffRecord,
  type listQuery,
} from '../../shared/api';
import type { ControllerClient } from './controller-client';
import { items, pages, type PagingOptions } from './paging';

export interface ReadAllOptions extends PagingOptions {
  /** Items per request (staff: at most 150). */
  pageSize?: number;
}

/**
 * Every staff page (page_size 150 unless told otherwise): the cheapest way through them all. The
 * staff count is asked beside the first pages, so no page past the end is asked for (a read of
 * 10,000 would otherwise ask for up to `concurrency` empty pages); the pages still decide the end.
 */
export function staffPages(
  client: ControllerClient,
  options: ReadAllOptions = {},
): AsyncGenerator<readonly StaffRecord[]> {
  const size = Math.min(options.pageSize ?? STAFF_PAGE_SIZE_MAX, STAFF_PAGE_SIZE_MAX);
  const counted = (): Promise<number> =>
    client.api.staff
      .count(undefined, { ...(options.signal ? { signal: options.signal } : {}), retry: false })
      .then(({ count }) => count);
  return pages(
    (index, signal, answered) =>
      client.api.staff.page(
        { query: { page: index + 1, page_size: size } },
        { signal, onAnswer: answered },
      ),
    size,
    options,
    counted,
  );
}

/** Every staff record, one by one. */
export function allStaff(
  client: ControllerClient,
  options: ReadAllOptions = {},
): AsyncIterableIterator<StaffRecord> {
  return items(staffPages(client, options));
}

/** Ids of the list reads that take D13's q/limit/offset. */
export type ListEndpointId = {
  [Id in EndpointId]: EndpointOf<Id>['query'] extends typeof listQuery ? Id : never;
}[EndpointId];

export type ListItemOf<Id extends ListEndpointId> =
  ResponseOf<Id> extends { data: (infer T)[] } ? T : never;

export const DEFAULT_LIST_PAGE_SIZE = 150;

type ListRequest<Id extends ListEndpointId> = Omit<RequestOf<Id>, 'query'> & {
  query?: { q?: string };
};

/** Every page of a list read, `limit` items at a time; the request may carry path params and `q`. */
export function listPages<Id extends ListEndpointId>(
  client: ControllerClient,
  id: Id,
  request: ListRequest<Id> = {} as ListRequest<Id>,
  options: ReadAllOptions = {},
): AsyncGenerator<readonly ListItemOf<Id>[]> {
  const size = options.pageSize ?? DEFAULT_LIST_PAGE_SIZE;
  return pages(
    async (index, signal, answered) => {
      const query = { ...request.query, limit: size, offset: index * size };
      const answer = await client.call(id, { ...request, query } as RequestOf<Id>, {
        signal,
        onAnswer: answered,
      });
      return (answer as { data: ListItemOf<Id>[] }).data;
    },
    size,
    options,
  );
}

/** Every item of a list read, one by one. */
export function allOf<Id extends ListEndpointId>(
  client: ControllerClient,
  id: Id,
  request: ListRequest<Id> = {} as ListRequest<Id>,
  options: ReadAllOptions = {},
): AsyncIterableIterator<ListItemOf<Id>> {
  return items(listPages(client, id, request, options));
}
