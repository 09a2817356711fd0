/**
 * The body of a staff write as the controller takes it (D12): translated to the field set the
 * controller speaks (staff-translation.ts), the fields that set has no place for reported rather
 * than silently lost, and a uuid given to a new modern record that has none (spec 2.1: the modern
 * set requires one; the legacy controller assigns its own).
 */
import { randomUUID } from 'node:crypto';
import type { Endpoint, StaffFieldSet } from '../../shared/api';
import { translateStaff, type StaffWrite } from './staff-translation';

/** Staff writes whose body is translated to the controller's field set (D12). */
const STAFF_WRITES: ReadonlySet<string> = new Set([
  'staff.create',
  'staff.update',
  'staff.ban',
  'staff.unban',
]);

/** True for the endpoints whose body is a staff record (D12). */
export function isStaffWrite(endpoint: Endpoint): boolean {
  return STAFF_WRITES.has(endpoint.id);
}

/** `body` in the set `staffFieldSet`; `onWarning` is told of the fields it could not carry. */
export function staffWriteBody(
  endpoint: Endpoint,
  body: StaffWrite,
  staffFieldSet: StaffFieldSet,
  onWarning: ((message: string) => void) | undefined,
): StaffWrite {
  const { record, dropped } = translateStaff(body, staffFieldSet);
  if (dropped.length > 0) {
    onWarning?.(
      `${endpoint.id}: the controller speaks the ${staffFieldSet} staff fields; not sent: ${dropped.join(', ')}`,
    );
  }
  if (
    endpoint.id === 'staff.create' &&
    staffFieldSet === 'modern' &&
    !('uuid' in record && record.uuid)
  ) {
    return { ...record, uuid: randomUUID() };
  }
  return record;
}
