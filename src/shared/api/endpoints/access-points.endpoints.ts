/** spec 4.2: access points of every kind, their states, and automations. */
import { recordOf, rows } from '../builders';
import {
  accessPoint,
  accessPointStateBody,
  extParameter,
  extParameterSection,
} from '../schemas/access.schema';

const ap = rows('access_points');
const accessPointRecord = recordOf(accessPoint).extend({ kind: accessPoint.shape.type.optional() });

export const accessPointEndpoints = [
  ap.list('accessPoints.list', '/access_points', 'List access points', accessPointRecord),
  ap.read(
    'accessPoints.extParameters',
    '/access_points/ext_parameters',
    'Extra parameters of access points',
    extParameter,
  ),
  ap.read(
    'accessPoints.extParameterSections',
    '/access_points/ext_parameters/sections',
    'Sections of extra parameters (reference)',
    extParameterSection,
  ),
  ap.read('accessPoints.get', '/access_points/{uuid}', 'One access point', accessPointRecord),
  ap.create(
    'accessPoints.create.barrier',
    '/access_points/barrier',
    'Create a barrier',
    accessPoint,
  ),
  ap.create(
    'accessPoints.create.double',
    '/access_points/double',
    'Create a double door',
    accessPoint,
  ),
  ap.create(
    'accessPoints.create.mantrap',
    '/access_points/mantrap',
    'Create a mantrap',
    accessPoint,
  ),
  ap.create(
    'accessPoints.create.single',
    '/access_points/single',
    'Create a single door',
    accessPoint,
  ),
  ap.create(
    'accessPoints.create.turnstile',
    '/access_points/turnstile',
    'Create a turnstile',
    accessPoint,
  ),
  ap.create(
    'accessPoints.create.turnstile_with_card_box',
    '/access_points/turnstile_with_card_box',
    'Create a turnstile with card box',
    accessPoint,
  ),
  // D8: the state is in the path; the body may be empty.
  ap.command(
    'accessPoints.setState',
    '/access_points/{uuid}/state/{state}',
    'Put an access point into a state',
    accessPointStateBody,
    false,
  ),
  ap.update(
    'accessPoints.update.barrier',
    '/access_points/barrier/{uuid}',
    'Change a barrier',
    accessPoint,
  ),
  ap.update(
    'accessPoints.update.double',
    '/access_points/double/{uuid}',
    'Change a double door',
    accessPoint,
  ),
  ap.update(
    'accessPoints.update.mantrap',
    '/access_points/mantrap/{uuid}',
    'Change a mantrap',
    accessPoint,
  ),
  ap.update(
    'accessPoints.update.single',
    '/access_points/single/{uuid}',
    'Change a single door',
    accessPoint,
  ),
  ap.update(
    'accessPoints.update.turnstile',
    '/access_points/turnstile/{uuid}',
    'Change a turnstile',
    accessPoint,
  ),
  ap.update(
    'accessPoints.update.turnstile_with_card_box',
    '/access_points/turnstile_with_card_box/{uuid}',
    'Change a turnstile with card box',
    accessPoint,
  ),
  ap.remove('accessPoints.delete', '/access_points/{uuid}', 'Delete an access point'),
  ap.list(
    'automations.list',
    '/access_points_automations',
    'List access point automations',
    recordOf(accessPoint),
  ),
  ap.read(
    'automations.get',
    '/access_points_automations/{uuid}',
    'One automation',
    recordOf(accessPoint),
  ),
  ap.create(
    'automations.create',
    '/access_points_automations',
    'Create an automation',
    accessPoint,
  ),
  ap.update(
    'automations.update',
    '/access_points_automations/{uuid}',
    'Change an automation',
    accessPoint,
  ),
  ap.remove('automations.delete', '/access_points_automations/{uuid}', 'Delete an automation'),
] as const;
