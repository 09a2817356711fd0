/** spec 4.9: access profiles, schedules and directories. */
import { recordOf, rows } from '../builders';
import { accessProfile, directory, schedule } from '../schemas/access.schema';

const profiles = rows('access_profiles');
const schedules = rows('schedules');
const directories = rows('directories');

export const profileEndpoints = [
  profiles.list(
    'accessProfiles.list',
    '/access_profiles/',
    'List access profiles',
    recordOf(accessProfile),
  ),
  profiles.read(
    'accessProfiles.get',
    '/access_profiles/{uuid}',
    'One access profile',
    recordOf(accessProfile),
  ),
  profiles.create(
    'accessProfiles.create',
    '/access_profiles/',
    'Create an access profile',
    accessProfile,
  ),
  profiles.update(
    'accessProfiles.update',
    '/access_profiles/{uuid}',
    'Change an access profile',
    accessProfile,
  ),
  profiles.remove('accessProfiles.delete', '/access_profiles/{uuid}', 'Delete an access profile'),
  schedules.list('schedules.list', '/schedules/', 'List schedules', recordOf(schedule)),
  schedules.read('schedules.get', '/schedules/{uuid}', 'One schedule', recordOf(schedule)),
  schedules.create('schedules.create', '/schedules/', 'Create a schedule', schedule),
  schedules.update('schedules.update', '/schedules/{uuid}', 'Change a schedule', schedule),
  schedules.remove('schedules.delete', '/schedules/{uuid}', 'Delete a schedule'),
  directories.list('directories.list', '/directories', 'List directories', recordOf(directory)),
  directories.read('directories.get', '/directories/{name}', 'One directory', recordOf(directory)),
  directories.create('directories.create', '/directories', 'Create a directory', directory),
  directories.update('directories.update', '/directories/{name}', 'Change a directory', directory),
  directories.remove('directories.delete', '/directories/{name}', 'Delete a directory'),
] as const;
