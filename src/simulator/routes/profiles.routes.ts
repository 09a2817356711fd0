/**
 * spec 4.9: access profiles and schedules (keyed by uuid) and directories (keyed by name). A
 * profile's access points must exist (400, rule `exists`); its schedule is not checked, because
 * a 1.5 controller has no schedule endpoints to make one with (D11).
 */
import { randomUUID } from 'node:crypto';
import { missingReference } from '../api-error';
import type { SimContext } from '../context';
import {
  deleteRecord,
  insertRecord,
  replaceRecord,
  requireRecord,
  requireSameKey,
} from '../records/crud';
import type { AreaRoutes } from '../router';
import { filterList, keyOf, list } from './answers';

function checkAccessPoints(sim: SimContext, uuids: readonly string[]): void {
  const index = uuids.findIndex((uuid) => !sim.store.has('access_points', uuid));
  if (index >= 0) throw missingReference(`access_points.${index}`, uuids[index] ?? '');
}

const byName = (r: { name: string }) => [r.name];

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
  'directories.list': (call, sim) =>
    list(call, sim, filterList(sim.store.values('directories'), call.query, byName)),
  'directories.get': (call, sim) =>
    list(call, sim, [requireRecord(sim, 'directories', call.params.name, 'directory')]),
  'directories.create': (call, sim) =>
    insertRecord(sim, 'directories', call.body.name, { ...call.body }, 'name'),
  'directories.update': (call, sim) => {
    requireSameKey('name', call.body.name, call.params.name);
    return replaceRecord(sim, 'directories', call.params.name, { ...call.body }, 'directory');
  },
  'directories.delete': (call, sim) =>
    deleteRecord(sim, 'directories', call.params.name, 'directory'),
} satisfies AreaRoutes;
