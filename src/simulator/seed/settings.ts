/**
 * The controller's settings on a fresh data folder (date and time, network, share VPN, VPN
 * member state), also the fallback when a stored setting is missing.
 */
import { isIPv4 } from 'node:net';
import { DEFAULT_DATE_TIME } from '../clock/clock';
import type {
  DateTimeRecord,
  NetworkRecord,
  ShareVpnRecord,
  VpnStateRecord,
} from '../records/collections';

export interface Settings {
  date_time: DateTimeRecord;
  network: NetworkRecord;
  share_vpn: ShareVpnRecord;
  vpn_state: VpnStateRecord;
}

/** Static address settings matching the address the simulator listens on (DHCP for a host name). */
export function networkFor(host: string): NetworkRecord {
  if (!isIPv4(host)) return { dhcp: true };
  const octets = host.split('.').map(Number);
  const loopback = octets[0] === 127;
  const mask = loopback ? '255.0.0.0' : '255.255.255.0';
  const gateway = loopback ? '127.0.0.1' : `${octets.slice(0, 3).join('.')}.1`;
  return { dhcp: false, ip: host, mask, gateway };
}

export function defaultSettings(host: string): Settings {
  return {
    date_time: DEFAULT_DATE_TIME,
    network: networkFor(host),
    share_vpn: { enabled: false, comment: '' },
    vpn_state: { slave_syncing: false },
  };
}
