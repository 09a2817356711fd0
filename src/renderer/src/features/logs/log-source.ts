/**
 * Where a log screen reads its records: an event log through its count and its D13 list read
 * (limit, offset); the alerts through the violations list, which has no count (spec 4.8), read
 * whole and paged here.
 */
import { readResource, rowsOf, type JsonRecord } from '../resources/resource-calls';
import type { LogSource } from './event-pages';
import type { LogCollection } from './event-row';

const countOf = (body: unknown): number => {
  const count =
    body && typeof body === 'object' ? (body as Record<string, unknown>)['count'] : undefined;
  return typeof count === 'number' && count >= 0 ? count : 0;
};

export function logSource(controllerId: string, collection: LogCollection): LogSource {
  if (collection === 'alerts') {
    let all: JsonRecord[] = [];
    return {
      count: async () => {
        all = rowsOf(await readResource(controllerId, 'alerts.violations'));
        return all.length;
      },
      page: (offset, limit) => Promise.resolve(all.slice(offset, offset + limit)),
    };
  }
  return {
    count: async () => countOf((await readResource(controllerId, `${collection}.count`)).body),
    page: async (offset, limit) =>
      rowsOf(await readResource(controllerId, `${collection}.list`, { query: { offset, limit } })),
  };
}
