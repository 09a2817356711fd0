/** spec 4.5 identifiers (card codes) and 4.6 temporary access. */
import { z } from 'zod';
import { recordOf, rows } from '../builders';
import { defineEndpoint } from '../endpoint';
import { identifier, tmpAccessRead, tmpAccessWrite } from '../schemas/access.schema';

const ids = rows('identifiers');
const tmp = rows('tmp_access');
const identifierRecord = recordOf(identifier);
/** Temporary access as read back: D10 says dates come back as dd.mm.yyyy, so the write schema does not fit. */
const tmpAccessRecord = z.looseObject({
  uuid: z.string().optional(),
  user_uuid: z.string().optional(),
  access_point_uuid: z.string().optional(),
  date: z.string().optional(),
});

export const identifierEndpoints = [
  ids.read(
    'identifiers.generate',
    '/identifier/generate',
    'An unused identifier code',
    identifierRecord,
  ),
  ids.read('identifiers.get', '/identifier/{code}', 'One identifier', identifierRecord),
  ids.list('identifiers.list', '/identifiers', 'List identifiers', identifierRecord),
  ids.count('identifiers.count', '/identifiers/count', 'Count identifiers'),
  ids.read(
    'identifiers.extPrivileges',
    '/identifiers/ext_privileges',
    'Extended privileges of identifiers',
  ),
  ids.list('identifiers.search', '/identifiers/search', 'Search identifiers', identifierRecord),
  ids.read('identifiers.sort', '/identifiers/sort', 'Sorting metadata of identifiers'),
  ids.create('identifiers.create', '/identifiers', 'Add an identifier', identifier),
  ids.update('identifiers.update', '/identifiers/{code}', 'Change an identifier', identifier),
  ids.remove('identifiers.delete', '/identifiers/{code}', 'Remove an identifier'),
] as const;

export const tmpAccessEndpoints = [
  tmp.list('tmpAccess.list', '/tmp_access', 'List temporary access grants', tmpAccessRecord),
  tmp.list('tmpAccess.byDate', '/tmp_access/by_date/{date}', 'Grants for one day', tmpAccessRecord),
  tmp.list(
    'tmpAccess.byUser',
    '/tmp_access/by_user/{user_uuid}',
    'Grants of one person',
    tmpAccessRecord,
  ),
  defineEndpoint({
    id: 'tmpAccess.byUserAndDate',
    method: 'GET',
    path: '/tmp_access/by_user_and_date/{user_uuid}/{date}',
    area: 'tmp_access',
    summary: 'Grants of one person on one day, as a plain array',
    responseKind: 'array',
    response: z.array(tmpAccessRead),
  }),
  tmp.read('tmpAccess.get', '/tmp_access/{uuid}', 'One grant', tmpAccessRecord),
  tmp.create('tmpAccess.create', '/tmp_access', 'Grant temporary access for a day', tmpAccessWrite),
  tmp.update('tmpAccess.update', '/tmp_access/{uuid}', 'Change a grant', tmpAccessWrite),
  tmp.remove('tmpAccess.delete', '/tmp_access/{uuid}', 'Withdraw a grant'),
] as const;
