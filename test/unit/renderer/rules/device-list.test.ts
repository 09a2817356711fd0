import { describe, expect, it } from 'vitest';
import {
  deviceListRead,
  deviceName,
  filterDevices,
} from '../../../../src/renderer/src/features/system-data/device-list';

describe('device list', () => {
  it('reads by the filter and the controller', () => {
    expect(deviceListRead('all', null)).toEqual({ endpointId: 'devices.list' });
    expect(deviceListRead('all', 'TKDEMO01')).toEqual({
      endpointId: 'devices.byController',
      params: { controller: 'TKDEMO01' },
    });
    expect(deviceListRead('errors', 'TKDEMO01')).toEqual({
      endpointId: 'devices.haveErrors',
      controller: 'TKDEMO01',
    });
    expect(deviceListRead('notifications', null)).toEqual({
      endpointId: 'devices.haveNotifications',
    });
  });

  const rows = [
    { uuid: '1', name: 'Main entrance: entry reader', address: '1', controller: 'TKDEMO01' },
    { uuid: '2', name: 'Gate: barrier arm', address: '12', controller: 'TKDEMO02' },
  ];

  it('narrows by any of name, address and controller, and by controller', () => {
    expect(filterDevices(rows, 'ENTRY').map((r) => r.uuid)).toEqual(['1']);
    expect(filterDevices(rows, '12').map((r) => r.uuid)).toEqual(['2']);
    expect(filterDevices(rows, '', 'TKDEMO02').map((r) => r.uuid)).toEqual(['2']);
    expect(filterDevices(rows, 'gate', 'TKDEMO01')).toEqual([]);
  });

  it('names a device by its name, else where it is', () => {
    expect(deviceName(rows[0] ?? {})).toBe('Main entrance: entry reader');
    expect(deviceName({ controller: 'TKDEMO01', address: '3' })).toBe('TKDEMO01 / 3');
    expect(deviceName({})).toBe('—');
  });
});
