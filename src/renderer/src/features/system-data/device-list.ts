/**
 * Which read lists the devices the screen asks for (spec 4.10): all of them, those of one
 * controller, those with errors or with notifications; the last two have no controller
 * parameter, so the controller is then picked out of their answer. The filter box narrows the
 * rows on the page as the engineer types (the same substring match as D13's `q`).
 */
import type { EndpointId } from '../../../../shared/api';
import type { JsonRecord } from '../resources/json-record';

export const DEVICE_FILTERS = ['all', 'errors', 'notifications'] as const;
export type DeviceFilter = (typeof DEVICE_FILTERS)[number];

export interface DeviceListRead {
  endpointId: EndpointId;
  params?: Record<string, string>;
  /** Keep only this controller's rows from the answer. */
  controller?: string;
}

export function deviceListRead(filter: DeviceFilter, controller: string | null): DeviceListRead {
  if (filter === 'errors')
    return { endpointId: 'devices.haveErrors', ...(controller ? { controller } : {}) };
  if (filter === 'notifications')
    return { endpointId: 'devices.haveNotifications', ...(controller ? { controller } : {}) };
  return controller
    ? { endpointId: 'devices.byController', params: { controller } }
    : { endpointId: 'devices.list' };
}

const field = (row: JsonRecord, name: string) => {
  const v = row[name];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
};

/** Rows whose name, address or controller holds `text` (any case), of `controller` when given. */
export function filterDevices(
  rows: readonly JsonRecord[],
  text: string,
  controller?: string,
): JsonRecord[] {
  const needle = text.trim().toLocaleLowerCase();
  return rows.filter(
    (row) =>
      (controller === undefined || field(row, 'controller') === controller) &&
      (needle === '' ||
        ['name', 'address', 'controller'].some((f) =>
          field(row, f).toLocaleLowerCase().includes(needle),
        )),
  );
}

/** A device as one line of words: its name, else its controller and address. */
export function deviceName(row: JsonRecord): string {
  const name = field(row, 'name');
  if (name) return name;
  const where = [field(row, 'controller'), field(row, 'address')].filter((s) => s).join(' / ');
  return where || '—';
}
