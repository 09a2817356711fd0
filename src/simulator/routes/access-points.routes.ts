/**
 * spec 4.2: access points and their automations. Each creation kind makes a record of that kind
 * with its devices; PUT on a kind's path changes only an access point of that kind (404
 * otherwise); states follow D8. Deleting an access point removes its devices, alerts and
 * temporary grants and drops it from access profiles. Extra parameters are checked against the
 * reference, merged on update and read with the kind's defaults (docs/decisions.md, "Access
 * points: extra parameters").
 */
import { randomUUID } from 'node:crypto';
import { ACCESS_POINT_STATES, type AccessPointKind } from '../../shared/api';
import { badRequest, notFound } from '../api-error';
import type { SimContext } from '../context';
import type {
  AccessPointRecord,
  AccessPointState,
  CollectionName,
  Collections,
  ExtParameterValues,
} from '../records/collections';
import { deleteRecord, requireRecord, replaceRecord } from '../records/crud';
import { EXT_PARAMETERS, EXT_PARAMETER_SECTIONS } from '../reference/access-points.reference';
import { checkForAutomation, checkForKind, withDefaults } from '../reference/ext-parameter-check';
import type { AreaRoutes } from '../router';
import { devicesFor, nextDeviceAddress } from '../seed/devices';
import type { StoreOp } from '../store/store';
import { deleted, filterList, keyOf, list } from './answers';

type AccessPointBody = {
  name: string;
  type: string;
  controller_uuid: string;
  ext_parameters?: ExtParameterValues | undefined;
};

/** The record as read: every parameter of its kind, defaults where none was set. */
function shown(record: AccessPointRecord): AccessPointRecord {
  return { ...record, ext_parameters: withDefaults(record.kind, record.ext_parameters) };
}

async function create(sim: SimContext, kind: AccessPointKind, body: AccessPointBody) {
  const { ext_parameters: given, ...fields } = body;
  const record: AccessPointRecord = { uuid: randomUUID(), ...fields, kind, state: 'normal' };
  if (given) record.ext_parameters = checkForKind(given, kind);
  const controller = sim.identity.serial;
  const devices = devicesFor(
    record,
    controller,
    nextDeviceAddress(sim.store.values('devices'), controller),
  );
  await sim.store.commit([
    ['put', 'access_points', record.uuid, record],
    ...devices.map((d) => ['put', 'devices', d.uuid, d] as const),
  ]);
  return keyOf(record.uuid);
}

async function update(sim: SimContext, kind: AccessPointKind, uuid: string, body: AccessPointBody) {
  const { ext_parameters: given, ...fields } = body;
  // The body is refused before the record is looked up, as the schema's checks are.
  const merged = given && checkForKind(given, kind);
  const existing = requireRecord(sim, 'access_points', uuid, 'access point');
  if (existing.kind !== kind) throw notFound(`${kind} access point`, uuid);
  const changed: AccessPointRecord = { ...existing, ...fields };
  // An update merges: a name given replaces its value, the others keep theirs.
  if (merged) changed.ext_parameters = { ...existing.ext_parameters, ...merged };
  await sim.store.put('access_points', uuid, changed);
  return keyOf(uuid);
}

function isState(value: string): value is AccessPointState {
  return (ACCESS_POINT_STATES as readonly string[]).includes(value);
}

/** Everything that points at an access point, removed or updated with it. */
function removalOps(sim: SimContext, uuid: string): Array<StoreOp<Collections>> {
  const drop = <C extends CollectionName>(
    collection: C,
    refers: (r: Collections[C]) => boolean,
    key: (r: Collections[C]) => string,
  ) =>
    sim.store
      .values(collection)
      .filter(refers)
      .map((r) => ['delete', collection, key(r)] as const);
  const profiles = sim.store
    .values('access_profiles')
    .filter((p) => p.access_points.includes(uuid));
  return [
    ['delete', 'access_points', uuid],
    ...drop(
      'devices',
      (d) => d.access_point_uuid === uuid,
      (d) => d.uuid,
    ),
    ...drop(
      'alerts',
      (a) => a.access_point_uuid === uuid,
      (a) => a.uuid,
    ),
    ...drop(
      'tmp_access',
      (g) => g.access_point_uuid === uuid,
      (g) => g.uuid,
    ),
    ...profiles.map(
      (p) =>
        [
          'put',
          'access_profiles',
          p.uuid,
          { ...p, access_points: p.access_points.filter((a) => a !== uuid) },
        ] as const,
    ),
  ];
}

export const accessPointRoutes = {
  'accessPoints.list': (call, sim) =>
    list(
      call,
      sim,
      filterList(sim.store.values('access_points'), call.query, (a) => [
        a.name,
        a.type,
        a.kind,
      ]).map(shown),
    ),
  'accessPoints.extParameters': (call, sim) => list(call, sim, EXT_PARAMETERS),
  'accessPoints.extParameterSections': (call, sim) => list(call, sim, [...EXT_PARAMETER_SECTIONS]),
  'accessPoints.get': (call, sim) =>
    list(call, sim, [shown(requireRecord(sim, 'access_points', call.params.uuid, 'access point'))]),
  'accessPoints.create.barrier': (call, sim) => create(sim, 'barrier', call.body),
  'accessPoints.create.double': (call, sim) => create(sim, 'double', call.body),
  'accessPoints.create.mantrap': (call, sim) => create(sim, 'mantrap', call.body),
  'accessPoints.create.single': (call, sim) => create(sim, 'single', call.body),
  'accessPoints.create.turnstile': (call, sim) => create(sim, 'turnstile', call.body),
  'accessPoints.create.turnstile_with_card_box': (call, sim) =>
    create(sim, 'turnstile_with_card_box', call.body),
  'accessPoints.setState': async (call, sim) => {
    const { uuid, state } = call.params;
    if (!isState(state)) {
      throw badRequest(
        'state',
        'enum',
        `state: must be one of ${ACCESS_POINT_STATES.join(', ')} (D8)`,
        {
          allowed: [...ACCESS_POINT_STATES],
        },
      );
    }
    const existing = requireRecord(sim, 'access_points', uuid, 'access point');
    await sim.store.put('access_points', uuid, { ...existing, state });
    return keyOf(uuid);
  },
  'accessPoints.update.barrier': (call, sim) => update(sim, 'barrier', call.params.uuid, call.body),
  'accessPoints.update.double': (call, sim) => update(sim, 'double', call.params.uuid, call.body),
  'accessPoints.update.mantrap': (call, sim) => update(sim, 'mantrap', call.params.uuid, call.body),
  'accessPoints.update.single': (call, sim) => update(sim, 'single', call.params.uuid, call.body),
  'accessPoints.update.turnstile': (call, sim) =>
    update(sim, 'turnstile', call.params.uuid, call.body),
  'accessPoints.update.turnstile_with_card_box': (call, sim) =>
    update(sim, 'turnstile_with_card_box', call.params.uuid, call.body),
  'accessPoints.delete': async (call, sim) => {
    const uuid = requireRecord(sim, 'access_points', call.params.uuid, 'access point').uuid;
    await sim.store.commit(removalOps(sim, uuid));
    return deleted();
  },
  'automations.list': (call, sim) =>
    list(
      call,
      sim,
      filterList(sim.store.values('automations'), call.query, (a) => [a.name, a.type]),
    ),
  'automations.get': (call, sim) =>
    list(call, sim, [requireRecord(sim, 'automations', call.params.uuid, 'automation')]),
  'automations.create': async (call, sim) => {
    if (call.body.ext_parameters) checkForAutomation(call.body.ext_parameters);
    const record = { uuid: randomUUID(), ...call.body };
    await sim.store.put('automations', record.uuid, record);
    return keyOf(record.uuid);
  },
  // An automation is replaced whole, its parameters as given (docs/decisions.md, "Access points:
  // extra parameters").
  'automations.update': (call, sim) => {
    if (call.body.ext_parameters) checkForAutomation(call.body.ext_parameters);
    return replaceRecord(
      sim,
      'automations',
      call.params.uuid,
      { ...call.body, uuid: call.params.uuid },
      'automation',
    );
  },
  'automations.delete': (call, sim) =>
    deleteRecord(sim, 'automations', call.params.uuid, 'automation'),
} satisfies AreaRoutes;
