/** spec 4.4: visitors and visitor custom properties (note the trailing slashes). */
import { recordOf, rows } from '../builders';
import { propertyDefinition, visitor } from '../schemas/people.schema';

const v = rows('visitors');
const visitorRecord = recordOf(visitor);
const propertyRecord = recordOf(propertyDefinition);

export const visitorEndpoints = [
  v.list('visitors.list', '/visitors', 'List visitors', visitorRecord),
  v.count('visitors.count', '/visitors/count', 'Count visitors'),
  v.count('visitors.countPlanned', '/visitors/count_planned', 'Count visitors planned from now on'),
  v.list('visitors.multisearch', '/visitors/multisearch', 'Search visitors', visitorRecord),
  v.read('visitors.sort', '/visitors/sort', 'Sorting metadata of visitors'),
  v.read('visitors.get', '/visitors/{uuid}/', 'One visitor', visitorRecord),
  v.create('visitors.create', '/visitors', 'Register a visitor', visitor),
  v.update('visitors.update', '/visitors/{uuid}/', 'Change a visitor', visitor),
  v.remove('visitors.delete', '/visitors/{uuid}/', 'Remove a visitor'),
  v.list(
    'visitorProperties.list',
    '/visitors_properties',
    'Visitor custom property definitions',
    propertyRecord,
  ),
  v.read(
    'visitorProperties.get',
    '/visitors_properties/{name}/',
    'One visitor property definition',
    propertyRecord,
  ),
  v.create(
    'visitorProperties.create',
    '/visitors_properties',
    'Define a visitor property',
    propertyDefinition,
  ),
  v.update(
    'visitorProperties.update',
    '/visitors_properties/{name}/',
    'Change a visitor property definition',
    propertyDefinition,
  ),
  v.remove(
    'visitorProperties.delete',
    '/visitors_properties/{name}/',
    'Remove a visitor property definition',
  ),
] as const;
