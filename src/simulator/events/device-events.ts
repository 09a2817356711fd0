/**
 * Device events an external system sends (spec 4.10 `send_event`) become notifications (spec
 * 4.7): an error code of `error_codes` marks the device as faulty and is written to the error log
 * too, `device_restored` clears its errors, another notification type is recorded as that type,
 * anything else as a plain device event.
 */
import type { SimContext } from '../context';
import type { Collections, DeviceRecord, MessageEventRecord } from '../records/collections';
import { NOTIFICATION_ERROR_CODES, NOTIFICATION_TYPES } from '../reference/events.reference';
import { logEntry } from '../routes/event-log';
import type { StoreOp } from '../store/store';

/** Types `event_type` may name directly; the others are the controller's own or user-defined. */
const DIRECT_TYPES = new Set(['device_restored', 'tamper', 'power']);

/** The notification an event of `eventType` on `device` records, and the store ops that do it. */
export function deviceEvent(
  sim: SimContext,
  device: DeviceRecord,
  eventType: string,
): { note: MessageEventRecord; ops: Array<StoreOp<Collections>>; errorLine?: string } {
  const code = NOTIFICATION_ERROR_CODES.find((c) => c.code === eventType);
  const direct = NOTIFICATION_TYPES.find((t) => t.type === eventType && DIRECT_TYPES.has(t.type));
  const what = code ? `${code.code} ${code.title}` : (direct?.title ?? eventType);
  const type = code ? 'device_error' : (direct?.type ?? 'device_event');
  const note = logEntry(sim, type, `${device.name}: ${what}`, { device_uuid: device.uuid });
  let errors = device.errors;
  if (code && !errors.includes(code.code)) errors = [...errors, code.code];
  if (type === 'device_restored') errors = [];
  const ops: Array<StoreOp<Collections>> = [['put', 'notifications', note.uuid, note]];
  if (errors !== device.errors) ops.push(['put', 'devices', device.uuid, { ...device, errors }]);
  return code ? { note, ops, errorLine: note.message } : { note, ops };
}
