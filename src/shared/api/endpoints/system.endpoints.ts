/** spec 4.12: date and time, network, controller search, share VPN and the VPN cluster. */
import { z } from 'zod';
import { rows } from '../builders';
import { defineEndpoint } from '../endpoint';
import {
  controllerSearchRequest,
  dateTimeRead,
  dateTimeWrite,
  dateTimeWriteResult,
  networkSettings,
  shareVpnSettings,
  vpnSyncCommand,
} from '../schemas/system.schema';

const time = rows('date_time');
const net = rows('network');
const search = rows('controller_search');
const share = rows('share_vpn');
const vpn = rows('vpn');

/** A network settings record as read back (GET /network). */
const networkRecord = z.looseObject({
  dhcp: z.boolean().optional(),
  ip: z.string().optional(),
  mask: z.string().optional(),
  gateway: z.string().optional(),
});

/** A controller found by a search or a VPN member (D14: the serial is shown beside the identity). */
const controllerRecord = z.looseObject({
  serial: z.string().optional(),
  address: z.string().optional(),
  model: z.string().optional(),
  firmware: z.string().optional(),
});

export const systemEndpoints = [
  defineEndpoint({
    id: 'dateTime.get',
    method: 'GET',
    path: '/date_time',
    area: 'date_time',
    summary: "The controller's clock, time zone and NTP settings",
    responseKind: 'dateTime',
    response: dateTimeRead,
  }),
  time.read(
    'dateTime.timezones',
    '/date_time/timezones',
    'IANA time zone names the controller knows',
    z.string(),
  ),
  defineEndpoint({
    id: 'dateTime.set',
    method: 'POST',
    path: '/date_time',
    area: 'date_time',
    summary: 'Set clock, time zone and NTP',
    body: dateTimeWrite,
    responseKind: 'dateTimeSet',
    response: dateTimeWriteResult,
  }),
  net.read('network.get', '/network', 'Network settings', networkRecord),
  net.command(
    'network.set',
    '/network',
    'Change network settings; the controller moves after answering',
    networkSettings,
  ),
  search.list(
    'controllerSearch.results',
    '/controller_search',
    'Controllers found by the last search',
    controllerRecord,
  ),
  search.status(
    'controllerSearch.status',
    '/controller_search/status',
    'Whether a search is running',
  ),
  search.command(
    'controllerSearch.start',
    '/controller_search',
    'Search a network for other controllers',
    controllerSearchRequest,
  ),
  share.read(
    'shareVpn.get',
    '/share_vpn',
    'Share VPN settings',
    shareVpnSettings.partial().loose(),
  ),
  share.status('shareVpn.status', '/share_vpn/status', 'Share VPN status'),
  share.command('shareVpn.set', '/share_vpn', 'Change share VPN settings', shareVpnSettings),
  vpn.status('vpn.masterStatus', '/vpn/master/status', 'Status of this controller as VPN master'),
  vpn.list('vpn.members', '/vpn/members', 'VPN cluster members', controllerRecord),
  vpn.status('vpn.slaveStatus', '/vpn/slave/status', 'Status of this controller as VPN member'),
  vpn.command(
    'vpn.masterSyncStop',
    '/vpn/master/sync/stop',
    'Stop every master sync',
    vpnSyncCommand,
    false,
  ),
  vpn.command(
    'vpn.masterSync',
    '/vpn/master/sync/{serial}/{action}',
    'Start or stop syncing a member',
    vpnSyncCommand,
    false,
  ),
  vpn.command(
    'vpn.slaveSync',
    '/vpn/slave/sync/{action}',
    'Start or stop syncing as a member',
    vpnSyncCommand,
    false,
  ),
  vpn.remove('vpn.removeMember', '/vpn/{serial}', 'Remove a member from the cluster'),
] as const;
