/** spec 4.3: staff and staff custom properties. */
import { z } from 'zod';
import { recordOf, rows } from '../builders';
import { defineEndpoint } from '../endpoint';
import { page, pageSize } from '../formats';
import { propertyDefinition } from '../schemas/people.schema';
import { staffPatch, staffPayload, staffRecord } from '../schemas/staff.schema';

const staff = rows('staff');

/** GET /staff paging (spec 4.3, 8): both parameters required. */
export const staffPageQuery = z.strictObject({ page, page_size: pageSize });

export const staffEndpoints = [
  defineEndpoint({
    id: 'staff.page',
    method: 'GET',
    path: '/staff',
    area: 'staff',
    summary: 'One page of staff (page >= 1, 1 <= page_size <= 150)',
    query: staffPageQuery,
    responseKind: 'array',
    response: z.array(staffRecord),
  }),
  staff.create('staff.create', '/staff', 'Add a person (201)', staffPayload),
  staff.list('staff.banned', '/staff/banned', 'People barred from every access point', staffRecord),
  staff.count('staff.count', '/staff/count', 'Count staff'),
  staff.list('staff.search', '/staff/search', 'Search staff', staffRecord),
  staff.read('staff.get', '/staff/{uuid}', 'One person', staffRecord),
  staff.read('staff.lastAccess', '/staff/{uuid}/last_access', "A person's latest access event"),
  staff.update(
    'staff.ban',
    '/staff/ban/{uuid}',
    'Bar a person from every access point',
    staffPatch,
    false,
  ),
  staff.update('staff.unban', '/staff/unban/{uuid}', 'Lift the bar on a person', staffPatch, false),
  staff.update('staff.update', '/staff/{uuid}', 'Change a person', staffPayload),
  staff.remove('staff.delete', '/staff/{uuid}', 'Remove a person'),
  staff.list(
    'staffProperties.list',
    '/staff_properties',
    'Staff custom property definitions',
    recordOf(propertyDefinition),
  ),
  staff.read(
    'staffProperties.get',
    '/staff_properties/{name}',
    'One staff property definition',
    recordOf(propertyDefinition),
  ),
  staff.create(
    'staffProperties.create',
    '/staff_properties',
    'Define a staff property',
    propertyDefinition,
  ),
  staff.update(
    'staffProperties.update',
    '/staff_properties/{name}',
    'Change a staff property definition',
    propertyDefinition,
  ),
  staff.remove(
    'staffProperties.delete',
    '/staff_properties/{name}',
    'Remove a staff property definition',
  ),
] as const;
