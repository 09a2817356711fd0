/**
 * spec 4.6: temporary access, one person on one access point for one day. Grants are keyed by
 * uuid and stored with the date as written (yyyy-mm-dd); `{date}` path values take either form
 * and the per-user-and-date read answers dd.mm.yyyy (D10). The person (staff or visitor) and the
 * access point must exist (400, rule `exists`).
 */
import { randomUUID } from 'node:crypto';
import { missingReference } from '../api-error';
import type { SimContext } from '../context';
import type { TmpAccessRecord } from '../records/collections';
import { deleteRecord, replaceRecord, requireRecord } from '../records/crud';
import type { AreaRoutes } from '../router';
import { filterList, keyOf, list } from './answers';
import { dottedDay, isoDay } from './dates';

function checkReferences(
  sim: SimContext,
  body: { user_uuid: string; access_point_uuid: string },
): void {
  if (!sim.store.has('staff', body.user_uuid) && !sim.store.has('visitors', body.user_uuid)) {
    throw missingReference('user_uuid', body.user_uuid);
  }
  if (!sim.store.has('access_points', body.access_point_uuid)) {
    throw missingReference('access_point_uuid', body.access_point_uuid);
  }
}

const names = (g: TmpAccessRecord) => [g.user_uuid, g.access_point_uuid, g.date];
const grants = (sim: SimContext) => sim.store.values('tmp_access');

export const tmpAccessRoutes = {
  'tmpAccess.list': (call, sim) => list(call, sim, filterList(grants(sim), call.query, names)),
  'tmpAccess.byDate': (call, sim) => {
    const day = isoDay(call.params.date);
    return list(
      call,
      sim,
      filterList(
        grants(sim).filter((g) => g.date === day),
        call.query,
        names,
      ),
    );
  },
  'tmpAccess.byUser': (call, sim) => {
    const mine = grants(sim).filter((g) => g.user_uuid === call.params.user_uuid);
    return list(call, sim, filterList(mine, call.query, names));
  },
  'tmpAccess.byUserAndDate': (call, sim) => {
    const day = isoDay(call.params.date);
    return grants(sim)
      .filter((g) => g.user_uuid === call.params.user_uuid && g.date === day)
      .map((g) => ({
        uuid: g.uuid,
        user_uuid: g.user_uuid,
        date: dottedDay(g.date),
        access_points: [g.access_point_uuid],
      }));
  },
  'tmpAccess.get': (call, sim) =>
    list(call, sim, [requireRecord(sim, 'tmp_access', call.params.uuid, 'temporary access grant')]),
  'tmpAccess.create': async (call, sim) => {
    checkReferences(sim, call.body);
    const record = { uuid: randomUUID(), ...call.body };
    await sim.store.put('tmp_access', record.uuid, record);
    return keyOf(record.uuid);
  },
  'tmpAccess.update': (call, sim) => {
    requireRecord(sim, 'tmp_access', call.params.uuid, 'temporary access grant');
    checkReferences(sim, call.body);
    const record = { ...call.body, uuid: call.params.uuid };
    return replaceRecord(sim, 'tmp_access', call.params.uuid, record, 'temporary access grant');
  },
  'tmpAccess.delete': (call, sim) =>
    deleteRecord(sim, 'tmp_access', call.params.uuid, 'temporary access grant'),
} satisfies AreaRoutes;
