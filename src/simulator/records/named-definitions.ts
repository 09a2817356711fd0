/**
 * The five handlers of a collection keyed by `name` (staff and visitor property definitions,
 * directories; spec 4.3, 4.4, 4.9): list with D13's filter, read, create (409 on a taken name),
 * replace (the body's name must equal the path's, D5) and delete (404 when absent, D4).
 */
import type { AreaId, ApiVersion } from '../../shared/api';
import type { SimContext } from '../context';
import { filterList, list, type ListQuery } from '../routes/answers';
import type { Collections } from './collections';
import { deleteRecord, insertRecord, replaceRecord, requireRecord, requireSameKey } from './crud';

type NamedCollection = 'staff_properties' | 'visitor_properties' | 'directories';

export interface ListCall {
  endpoint: { area: AreaId };
  path: string;
  query: ListQuery | undefined;
}
export interface NameCall {
  endpoint: { area: AreaId };
  path: string;
  params: { name: string };
}

export function namedDefinitionRoutes<C extends NamedCollection>(collection: C, what: string) {
  return {
    list: (call: ListCall, sim: SimContext & { era: ApiVersion }) =>
      list(
        call,
        sim,
        filterList(sim.store.values(collection), call.query, (r) => [r.name]),
      ),
    get: (call: NameCall, sim: SimContext) =>
      list(call, sim, [requireRecord(sim, collection, call.params.name, what)]),
    create: (call: { body: Collections[C] }, sim: SimContext) =>
      insertRecord(sim, collection, call.body.name, { ...call.body }, 'name'),
    update: (call: NameCall & { body: Collections[C] }, sim: SimContext) => {
      requireSameKey('name', call.body.name, call.params.name);
      return replaceRecord(sim, collection, call.params.name, { ...call.body }, what);
    },
    remove: (call: NameCall, sim: SimContext) =>
      deleteRecord(sim, collection, call.params.name, what),
  };
}
