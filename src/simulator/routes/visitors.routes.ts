/**
 * spec 4.4: visitors (keyed by uuid) and visitor custom properties (keyed by name). `count_planned`
 * counts visitors whose planned arrival is now or later on the controller's clock.
 */
import { randomUUID } from 'node:crypto';
import type { SimContext } from '../context';
import { deleteRecord, replaceRecord, requireRecord } from '../records/crud';
import type { VisitorRecord } from '../records/collections';
import { VISITOR_SORT_FIELDS } from '../reference/sorting.reference';
import type { AreaRoutes } from '../router';
import { counted, filterList, keyOf, list } from './answers';
import { namedDefinitionRoutes } from '../records/named-definitions';

const names = (v: VisitorRecord) => [v.last_name, v.first_name];

function plannedFromNow(sim: SimContext): number {
  const now = sim.now();
  return sim.store.values('visitors').filter((v) => Date.parse(v.planned_at) >= now).length;
}

const visitorProperties = namedDefinitionRoutes('visitor_properties', 'visitor property');

export const visitorRoutes = {
  'visitors.list': (call, sim) =>
    list(call, sim, filterList(sim.store.values('visitors'), call.query, names)),
  'visitors.count': (_call, sim) => counted(sim.store.size('visitors')),
  'visitors.countPlanned': (_call, sim) => counted(plannedFromNow(sim)),
  'visitors.multisearch': (call, sim) =>
    list(call, sim, filterList(sim.store.values('visitors'), call.query, names)),
  'visitors.sort': (call, sim) => list(call, sim, VISITOR_SORT_FIELDS),
  'visitors.get': (call, sim) =>
    list(call, sim, [requireRecord(sim, 'visitors', call.params.uuid, 'visitor')]),
  'visitors.create': async (call, sim) => {
    const record = { uuid: randomUUID(), ...call.body };
    await sim.store.put('visitors', record.uuid, record);
    return keyOf(record.uuid);
  },
  'visitors.update': (call, sim) =>
    replaceRecord(
      sim,
      'visitors',
      call.params.uuid,
      { ...call.body, uuid: call.params.uuid },
      'visitor',
    ),
  'visitors.delete': (call, sim) => deleteRecord(sim, 'visitors', call.params.uuid, 'visitor'),
  'visitorProperties.list': visitorProperties.list,
  'visitorProperties.get': visitorProperties.get,
  'visitorProperties.create': visitorProperties.create,
  'visitorProperties.update': visitorProperties.update,
  'visitorProperties.delete': visitorProperties.remove,
} satisfies AreaRoutes;
