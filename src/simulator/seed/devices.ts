/**
 * The devices an access point brings with it: readers and locks on the
 * controller's device bus, numbered by bus address. Used by the seed data and whenever an access
 * point is created, so device reads are never empty.
 */
import { randomUUID } from 'node:crypto';
import type { AccessPointKind } from '../../shared/api';
import type { DeviceKind, DeviceRecord } from '../records/collections';

const TEMPLATES: Record<AccessPointKind, ReadonlyArray<{ kind: DeviceKind; name: string }>> = {
  barrier: [
    { kind: 'reader', name: 'entry reader' },
    { kind: 'reader', name: 'exit reader' },
    { kind: 'lock', name: 'barrier arm' },
  ],
  double: [
    { kind: 'reader', name: 'reader' },
    { kind: 'lock', name: 'left leaf lock' },
    { kind: 'lock', name: 'right leaf lock' },
  ],
  mantrap: [
    { kind: 'reader', name: 'outer reader' },
    { kind: 'reader', name: 'inner reader' },
    { kind: 'lock', name: 'interlock' },
  ],
  single: [
    { kind: 'reader', name: 'reader' },
    { kind: 'lock', name: 'lock' },
  ],
  turnstile: [
    { kind: 'reader', name: 'entry reader' },
    { kind: 'reader', name: 'exit reader' },
    { kind: 'lock', name: 'turnstile drive' },
  ],
  turnstile_with_card_box: [
    { kind: 'reader', name: 'entry reader' },
    { kind: 'reader', name: 'card box reader' },
    { kind: 'lock', name: 'turnstile drive' },
  ],
};

/** The first free bus address on `controller`, after every address in use. */
export function nextDeviceAddress(devices: readonly DeviceRecord[], controller: string): number {
  return (
    devices
      .filter((d) => d.controller === controller)
      .reduce((max, d) => Math.max(max, Number(d.address) || 0), 0) + 1
  );
}

/** New device records for an access point of `kind`, from bus address `firstAddress` on. */
export function devicesFor(
  accessPoint: { uuid: string; name: string; kind: AccessPointKind },
  controller: string,
  firstAddress: number,
): DeviceRecord[] {
  return TEMPLATES[accessPoint.kind].map((template, i) => ({
    uuid: randomUUID(),
    controller,
    address: String(firstAddress + i),
    name: `${accessPoint.name}: ${template.name}`,
    kind: template.kind,
    access_point_uuid: accessPoint.uuid,
    errors: [],
  }));
}
