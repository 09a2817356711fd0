/**
 * spec 4.10: devices (keyed by uuid, addressed on the bus of their controller), device management
 * commands and access confirmation. Commands name their target in the body; an unknown one is
 * 400 with rule `exists` (D5). Device events become notifications (events/device-events.ts); a
 * pass is decided like a controller does (events/access-decision.ts); a confirmation answers a
 * pass once (events/confirmation.ts). The action `reset_errors` clears a device's errors.
 */
import { missingReference } from '../api-error';
import { storeAccessData } from '../events/access-data';
import { passEvent } from '../events/access-decision';
import { confirmAccess } from '../events/confirmation';
import { deviceEvent } from '../events/device-events';
import { controllerClock } from '../events/controller-clock';
import type { DeviceRecord } from '../records/collections';
import { deleteRecord, requireRecord } from '../records/crud';
import type { AreaRoutes } from '../router';
import { counted, filterList, keyOf, list } from './answers';

const names = (d: DeviceRecord) => [d.name, d.address, d.controller, d.kind];

export const deviceRoutes = {
  'devices.list': (call, sim) =>
    list(call, sim, filterList(sim.store.values('devices'), call.query, names)),
  'devices.byController': (call, sim) => {
    const mine = sim.store.values('devices').filter((d) => d.controller === call.params.controller);
    return list(call, sim, filterList(mine, call.query, names));
  },
  'devices.controllersList': (call, sim) => {
    const counts = new Map<string, number>();
    for (const d of sim.store.values('devices'))
      counts.set(d.controller, (counts.get(d.controller) ?? 0) + 1);
    return list(
      call,
      sim,
      [...counts].map(([controller, devices]) => ({ controller, devices })),
    );
  },
  'devices.count': (_call, sim) => counted(sim.store.size('devices')),
  'devices.find': (call, sim) => {
    const { controller, device_address } = call.query;
    return sim.store
      .values('devices')
      .filter(
        (d) =>
          (controller === undefined || d.controller === controller) &&
          (device_address === undefined || d.address === device_address),
      );
  },
  'devices.haveErrors': (call, sim) => {
    const faulty = sim.store.values('devices').filter((d) => d.errors.length > 0);
    return list(call, sim, filterList(faulty, call.query, names));
  },
  'devices.haveNotifications': (call, sim) => {
    const noted = new Set(sim.store.values('notifications').map((n) => n.device_uuid));
    const devices = sim.store.values('devices').filter((d) => noted.has(d.uuid));
    return list(call, sim, filterList(devices, call.query, names));
  },
  'devices.get': (call, sim) =>
    list(call, sim, [requireRecord(sim, 'devices', call.params.uuid, 'device')]),
  'devices.action': async (call, sim) => {
    const { uuid, action } = call.body;
    const device = sim.store.get('devices', uuid);
    if (!device) throw missingReference('uuid', uuid);
    const errors = action === 'reset_errors' ? [] : device.errors;
    await sim.store.put('devices', uuid, { ...device, errors, last_action: action });
    return keyOf(uuid);
  },
  'devices.delete': (call, sim) => deleteRecord(sim, 'devices', call.params.uuid, 'device'),
  'deviceManagement.sendEvent': async (call, sim) => {
    const { device_uuid, event_type } = call.body;
    const device = sim.store.get('devices', device_uuid);
    if (!device) throw missingReference('device_uuid', device_uuid);
    const { ops, note, errorLine } = deviceEvent(sim, device, event_type);
    await sim.store.commit(ops);
    if (errorLine !== undefined) await sim.recordError(errorLine);
    return keyOf(note.uuid);
  },
  'deviceManagement.sendPassEvent': async (call, sim) => {
    const { event, alert } = passEvent(storeAccessData(sim.store), call.body, controllerClock(sim));
    await sim.store.commit([
      ['put', 'access_events', event.uuid, event],
      ...(alert ? [['put', 'alerts', alert.uuid, alert] as const] : []),
    ]);
    return keyOf(event.uuid);
  },
  'accessConfirmation.confirm': async (call, sim) => {
    await sim.store.commit(confirmAccess(sim, call.body));
    return keyOf(call.body.access_event_uuid);
  },
} satisfies AreaRoutes;
