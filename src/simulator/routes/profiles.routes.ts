/**
 * spec 4.9: access profiles and schedules (keyed by uuid) and directories (keyed by name). A
 * profile's access points must exist (400, rule `exists`); its schedule is not checked, because
 * a 1.5 controller has no schedule endpoints to make one with (D11).
 */
import { randomUUID } from 'node:crypto';
import { missingReference } from '../api-error';
import type { SimContext } from '../context';
import { deleteRecord, replaceRecord, requireRecord } from '../records/crud';
import type { AreaRoutes } from '../router';
import { filterList, keyOf, list } from './answers';
import { namedDefinitionRoutes } from '../records/named-definitions';

function checkAccessPoints(sim: SimContext, uuids: readonly string[]): void {
  const index = uuids.findIndex((uuid) => !sim.store.has('access_points', uuid));
  if (index >= 0) throw missingReference(`access_points.${index}`, uuids[index] ?? '');
}

const byName = (r: { name: string }) => [r.name];

const directories = namedDefinitionRoutes('directories', 'directory');

export const profileRoutes = {
  'accessProfiles.list': (call, sim) =>
    list(call, sim, filterList(sim.store.values('access_profiles'), call.query, byName)),
  'accessProfiles.get': (call, sim) =>
    list(call, sim, [requireRecord(sim, 'access_profiles', call.params.uuid, 'access profile')]),
  'accessProfiles.create': async (call, sim) => {
    checkAccessPoints(sim, call.body.access_points);
    const record = { uuid: randomUUID(), ...call.body };
    await sim.store.put('access_profiles', record.uuid, record);
    return keyOf(record.uuid);
  },
  'accessProfiles.update': (call, sim) => {
    requireRecord(sim, 'access_profiles', call.params.uuid, 'access profile');
    checkAccessPoints(sim, call.body.access_points);
    return replaceRecord(
      sim,
      'access_profiles',
      call.params.uuid,
      { ...call.body, uuid: call.params.uuid },
      'access profile',
    );
  },
  'accessProfiles.delete': (call, sim) =>
    deleteRecord(sim, 'access_profiles', call.params.uuid, 'access profile'),
  'schedules.list': (call, sim) =>
    list(call, sim, filterList(sim.store.values('schedules'), call.query, byName)),
  'schedules.get': (call, sim) =>
    list(call, sim, [requireRecord(sim, 'schedules', call.params.uuid, 'schedule')]),
  'schedules.create': async (call, sim) => {
    const record = { uuid: randomUUID(), ...call.body };
    await sim.store.put('schedules', record.uuid, record);
    return keyOf(record.uuid);
  },
  'schedules.update': (call, sim) =>
    replaceRecord(
      sim,
      'schedules',
      call.params.uuid,
      { ...call.body, uuid: call.params.uuid },
      'schedule',
    ),
  'schedules.delete': (call, sim) => deleteRecord(sim, 'schedules', call.params.uuid, 'schedule'),
  'directories.list': directories.list,
  'directories.get': directories.get,
  'directories.create': directories.create,
  'directories.update': directories.update,
  'directories.delete': directories.remove,
} satisfies AreaRoutes;
