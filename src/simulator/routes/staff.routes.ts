/**
 * spec 4.3: staff and staff custom properties. Records are keyed by uuid; the body's field set
 * is the instance's (D12, see staff-fields.ts). `GET /staff` pages with page and page_size and
 * answers a plain array; ban and unban move a person on and off `/staff/banned`.
 */
import { conflict } from '../api-error';
import type { SimContext } from '../context';
import type { StaffStored } from '../records/collections';
import { requireRecord, requireSameKey } from '../records/crud';
import type { AreaRoutes, Call } from '../router';
import { counted, deleted, filterList, keyOf, list } from './answers';
import { applyPatch, fromLegacy, fromModern, staffNames, staffView } from './staff-fields';
import { namedDefinitionRoutes } from '../records/named-definitions';

function person(sim: SimContext, uuid: string): StaffStored {
  return requireRecord(sim, 'staff', uuid, 'person');
}

async function setBanned(
  call: Call<'staff.ban'> | Call<'staff.unban'>,
  sim: SimContext,
  banned: boolean,
) {
  const existing = person(sim, call.params.uuid);
  if (call.body?.uuid !== undefined) requireSameKey('uuid', call.body.uuid, call.params.uuid);
  const patched = call.body ? applyPatch(existing, call.body) : existing;
  await sim.store.put('staff', existing.uuid, { ...patched, banned });
  return keyOf(existing.uuid);
}

const staffProperties = namedDefinitionRoutes('staff_properties', 'staff property');

export const staffRoutes = {
  'staff.page': (call, sim) => {
    const { page, page_size } = call.query;
    return sim.store
      .slice('staff', (page - 1) * page_size, page_size)
      .map((r) => staffView(r, sim.staffFields));
  },
  'staff.create': async (call, sim) => {
    const body = call.body;
    const record = 'surname' in body ? fromModern(body, undefined) : fromLegacy(body, undefined);
    if (sim.store.has('staff', record.uuid))
      throw conflict('uuid', `uuid: a person ${record.uuid} already exists`);
    await sim.store.put('staff', record.uuid, record);
    return keyOf(record.uuid);
  },
  'staff.banned': (call, sim) => {
    const banned = sim.store.values('staff').filter((s) => s.banned);
    return list(
      call,
      sim,
      filterList(banned, call.query, staffNames).map((r) => staffView(r, sim.staffFields)),
    );
  },
  'staff.count': (_call, sim) => counted(sim.store.size('staff')),
  'staff.search': (call, sim) => {
    const found = filterList(sim.store.values('staff'), call.query, staffNames);
    return list(
      call,
      sim,
      found.map((r) => staffView(r, sim.staffFields)),
    );
  },
  'staff.get': (call, sim) =>
    list(call, sim, [staffView(person(sim, call.params.uuid), sim.staffFields)]),
  'staff.lastAccess': (call, sim) => {
    const uuid = person(sim, call.params.uuid).uuid;
    // A confirmation by an external system answers a pass; it is not an access of its own.
    const events = sim.store
      .values('access_events')
      .filter((e) => e.user_uuid === uuid && e.confirms === undefined);
    const last = events.reduce<(typeof events)[number] | undefined>(
      (best, e) => (!best || e.timestamp >= best.timestamp ? e : best),
      undefined,
    );
    return list(call, sim, last ? [last] : []);
  },
  'staff.ban': (call, sim) => setBanned(call, sim, true),
  'staff.unban': (call, sim) => setBanned(call, sim, false),
  'staff.update': async (call, sim) => {
    const existing = person(sim, call.params.uuid);
    const body = call.body;
    requireSameKey('uuid', body.uuid, call.params.uuid);
    const record = 'surname' in body ? fromModern(body, existing) : fromLegacy(body, existing);
    await sim.store.put('staff', existing.uuid, record);
    return keyOf(existing.uuid);
  },
  'staff.delete': async (call, sim) => {
    const uuid = person(sim, call.params.uuid).uuid;
    // The person's temporary access grants go with them.
    const grants = sim.store.values('tmp_access').filter((g) => g.user_uuid === uuid);
    await sim.store.commit([
      ['delete', 'staff', uuid],
      ...grants.map((g) => ['delete', 'tmp_access', g.uuid] as const),
    ]);
    return deleted();
  },
  'staffProperties.list': staffProperties.list,
  'staffProperties.get': staffProperties.get,
  'staffProperties.create': staffProperties.create,
  'staffProperties.update': staffProperties.update,
  'staffProperties.delete': staffProperties.remove,
} satisfies AreaRoutes;
