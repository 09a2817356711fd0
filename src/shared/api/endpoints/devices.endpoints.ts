/** spec 4.10: devices, device management commands and access confirmation. */
import { z } from 'zod';
import { rows } from '../builders';
import { defineEndpoint } from '../endpoint';
import {
  accessConfirmation,
  device,
  deviceAction,
  deviceEventCommand,
  passEventCommand,
} from '../schemas/events.schema';

const devices = rows('devices');
const management = rows('device_management');
const confirmation = rows('access_confirmation');
const deviceRecord = device.partial();

/** GET /devices/find query (spec 4.10). */
export const deviceFindQuery = z.strictObject({
  controller: z.string().optional(),
  device_address: z.string().optional(),
});

export const deviceEndpoints = [
  devices.list('devices.list', '/devices', 'List devices', deviceRecord),
  devices.list(
    'devices.byController',
    '/devices/by_controller/{controller}',
    'Devices of one controller',
    deviceRecord,
  ),
  devices.read(
    'devices.controllersList',
    '/devices/controllers_list',
    'Controllers that have devices',
  ),
  devices.count('devices.count', '/devices/count', 'Count devices'),
  defineEndpoint({
    id: 'devices.find',
    method: 'GET',
    path: '/devices/find',
    area: 'devices',
    summary: 'Find devices by controller and address, as a plain array',
    query: deviceFindQuery,
    responseKind: 'array',
    response: z.array(device),
  }),
  devices.list(
    'devices.haveErrors',
    '/devices/have_errors',
    'Devices reporting errors',
    deviceRecord,
  ),
  devices.list(
    'devices.haveNotifications',
    '/devices/have_notifications',
    'Devices with notifications',
    deviceRecord,
  ),
  devices.read('devices.get', '/devices/{uuid}', 'One device', deviceRecord),
  devices.command('devices.action', '/devices/action', 'Send an action to a device', deviceAction),
  devices.remove('devices.delete', '/devices/{uuid}', 'Remove a device'),
  management.command(
    'deviceManagement.sendEvent',
    '/device_management/send_event',
    'Inject a device notification',
    deviceEventCommand,
  ),
  management.command(
    'deviceManagement.sendPassEvent',
    '/device_management/send_pass_event',
    'Ask for an access decision for a pass',
    passEventCommand,
  ),
  confirmation.command(
    'accessConfirmation.confirm',
    '/access_confirmation',
    'Confirm or reject an access event',
    accessConfirmation,
  ),
] as const;
