/**
 * Who holds an identifier: the staff whose `cards` include its code. No endpoint searches by card
 * (D13 `q` searches names), so the staff pages are read (spec 4.3, 150 a page) only where that is
 * cheap: up to HOLDER_SEARCH_LIMIT people, a few pages. Above that the editor says it did not look.
 */
import { STAFF_PAGE_SIZE_MAX } from '../../../../shared/api';
import { readResource, rowsOf, type JsonRecord } from '../resources/resource-calls';
import { holdersIn } from './identifier-form';

export const HOLDER_SEARCH_LIMIT = 1500;

export type HolderSearch =
  { kind: 'found'; people: JsonRecord[] } | { kind: 'tooMany'; count: number } | { kind: 'failed' };

export async function findHolders(controllerId: string, code: string): Promise<HolderSearch> {
  try {
    const counted = await readResource(controllerId, 'staff.count');
    const body = counted.body;
    const count =
      body && typeof body === 'object' && !Array.isArray(body) && typeof body.count === 'number'
        ? body.count
        : 0;
    if (count > HOLDER_SEARCH_LIMIT) return { kind: 'tooMany', count };
    const pages = Math.ceil(count / STAFF_PAGE_SIZE_MAX);
    const people: JsonRecord[] = [];
    for (let page = 1; page <= pages; page++) {
      const answer = await readResource(controllerId, 'staff.page', {
        query: { page, page_size: STAFF_PAGE_SIZE_MAX },
      });
      people.push(...holdersIn(rowsOf(answer), code));
    }
    return { kind: 'found', people };
  } catch {
    return { kind: 'failed' };
  }
}
