/**
 * spec 4.8: alerts, raised on access points by denied passes and door alarms. Per-access-point
 * paths need an existing access point (404, D4).
 */
import type { SimContext } from '../context';
import type { AlertRecord } from '../records/collections';
import { deleteRecord, requireRecord } from '../records/crud';
import type { AreaRoutes } from '../router';
import { counted, deleted, filterList, list } from './answers';

function alertsOf(sim: SimContext, accessPoint: string): AlertRecord[] {
  return sim.store.values('alerts').filter((a) => a.access_point_uuid === accessPoint);
}

export const alertRoutes = {
  'alerts.countByAccessPoint': (call, sim) => {
    const uuid = requireRecord(sim, 'access_points', call.params.uuid, 'access point').uuid;
    return counted(alertsOf(sim, uuid).length);
  },
  'alerts.sortByAccessPoint': (call, sim) => {
    const rows = sim.store
      .values('access_points')
      .map((ap) => ({
        access_point_uuid: ap.uuid,
        name: ap.name,
        count: alertsOf(sim, ap.uuid).length,
      }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    return list(call, sim, rows);
  },
  'alerts.violations': (call, sim) =>
    list(
      call,
      sim,
      filterList(sim.store.values('alerts'), call.query, (a) => [a.type, a.message]),
    ),
  'alerts.clearAccessPoint': async (call, sim) => {
    const uuid = requireRecord(sim, 'access_points', call.params.uuid, 'access point').uuid;
    await sim.store.commit(alertsOf(sim, uuid).map((a) => ['delete', 'alerts', a.uuid] as const));
    return deleted();
  },
  'alerts.delete': (call, sim) => deleteRecord(sim, 'alerts', call.params.uuid, 'alert'),
} satisfies AreaRoutes;
