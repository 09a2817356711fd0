/**
 * Builders of the generic answers of spec 4 (L, K, D, C) and the D13 list query, shared by every
 * area's handlers.
 */
import { areaVersionOn, type ApiVersion, type AreaId } from '../../shared/api';

/** L: the records with the area's description version on this era and the request path (spec 9). */
export function list<T>(
  call: { endpoint: { area: AreaId }; path: string },
  sim: { era: ApiVersion },
  data: T[],
) {
  return {
    data,
    meta: { api_version: areaVersionOn(call.endpoint.area, sim.era), path: call.path },
  };
}

/** K: the key of the record written (a uuid, or the login, name or code that keys it). */
export function keyOf(uuid: string) {
  return { status: 'success' as const, data: { uuid } };
}

/** D: the record is gone. */
export function deleted() {
  return { status: 'success' as const, deleted: true as const };
}

/** C */
export function counted(count: number) {
  return { count };
}

/** D13: optional substring filter over a record's names, then offset and limit. */
export interface ListQuery {
  q?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

export function filterList<T>(
  items: readonly T[],
  query: ListQuery | undefined,
  names: (item: T) => ReadonlyArray<string | undefined>,
): T[] {
  const needle = query?.q?.trim().toLowerCase();
  const matched = needle
    ? items.filter((item) => names(item).some((name) => name?.toLowerCase().includes(needle)))
    : [...items];
  const offset = query?.offset ?? 0;
  return matched.slice(offset, query?.limit === undefined ? undefined : offset + query.limit);
}
