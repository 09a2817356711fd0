/**
 * spec 4.10: devices (keyed by uuid, addressed on the bus of their controller), device management
 * commands and access confirmation. Commands name their target in the body; an unknown one is
 * 400 with rule `exists` (D5). An event whose type is an error code marks the device as faulty;
 * the action `reset_errors` clears that.
 */
import { missingReference } from '../api-error';
import type { DeviceRecord, MessageEventRecord } from '../records/collections';
import { deleteRecord, requireRecord } from '../records/crud';
import { NOTIFICATION_ERROR_CODES } from '../reference/events.reference';
import type { AreaRoutes } from '../router';
import { decidePass } from './access-decision';
import { counted, filterList, keyOf, list } from './answers';
import { logEntry } from './event-log';

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
    const code = NOTIFICATION_ERROR_CODES.find((c) => c.code === event_type);
    const message = `${device.name}: ${code ? `${code.code} ${code.title}` : event_type}`;
    const note: MessageEventRecord = logEntry(
      sim,
      code ? 'device_error' : 'device_event',
      message,
      { device_uuid },
    );
    const errors =
      code && !device.errors.includes(code.code) ? [...device.errors, code.code] : device.errors;
    await sim.store.commit([
      ['put', 'notifications', note.uuid, note],
      ['put', 'devices', device.uuid, { ...device, errors }],
    ]);
    return keyOf(note.uuid);
  },
  'deviceManagement.sendPassEvent': async (call, sim) => {
    const { event, alert } = decidePass(sim, call.body);
    await sim.store.commit([
      ['put', 'access_events', event.uuid, event],
      ...(alert ? [['put', 'alerts', alert.uuid, alert] as const] : []),
    ]);
    return keyOf(event.uuid);
  },
  'accessConfirmation.confirm': async (call, sim) => {
    const { access_event_uuid, confirmed } = call.body;
    const event = sim.store.get('access_events', access_event_uuid);
    if (!event) throw missingReference('access_event_uuid', access_event_uuid);
    await sim.store.put('access_events', event.uuid, { ...event, confirmed });
    return keyOf(event.uuid);
  },
} satisfies AreaRoutes;
