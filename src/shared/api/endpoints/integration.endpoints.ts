/** spec 4.13 biometry provider integration and 4.14 error log and migration job. */
import { recordOf, rows } from '../builders';
import { defineEndpoint } from '../endpoint';
import { statusResponse } from '../schemas/responses.schema';
import {
  biometryLink,
  biometryProvider,
  biometryProviderPatch,
  errorLog,
  migrationCommandResult,
  migrationRunning,
  migrationStatus,
} from '../schemas/integration.schema';

const bio = rows('biometry');
/** Providers are read back without their secrets. */
const providerRecord = recordOf(biometryProvider.omit({ clientSecret: true, password: true }));

export const biometryEndpoints = [
  bio.list(
    'biometry.providers',
    '/biometry_services/provider',
    'Biometry provider services',
    providerRecord,
  ),
  bio.list(
    'biometry.links',
    '/biometry_services/provider/access_point',
    'Access points linked to a provider',
    recordOf(biometryLink),
  ),
  bio.create(
    'biometry.createProvider',
    '/biometry_services/provider',
    'Add a provider service',
    biometryProvider,
  ),
  bio.create(
    'biometry.createLink',
    '/biometry_services/provider/access_point',
    'Link an access point to a provider',
    biometryLink,
  ),
  bio.update(
    'biometry.updateLink',
    '/biometry_services/provider/access_point/{id}',
    'Change a link',
    biometryLink,
  ),
  bio.update(
    'biometry.updateProvider',
    '/biometry_services/provider/{id}',
    'Change a provider service',
    biometryProvider,
  ),
  defineEndpoint({
    id: 'biometry.patchProvider',
    method: 'PATCH',
    path: '/biometry_services/provider/{id}',
    area: 'biometry',
    summary: 'Change some fields of a provider service',
    body: biometryProviderPatch,
    responseKind: 'S',
    response: statusResponse,
  }),
  bio.remove(
    'biometry.deleteLink',
    '/biometry_services/provider/access_point/{id}',
    'Remove a link',
  ),
  bio.remove(
    'biometry.deleteProvider',
    '/biometry_services/provider/{id}',
    'Remove a provider service',
  ),
] as const;

export const maintenanceEndpoints = [
  defineEndpoint({
    id: 'errorLog.get',
    method: 'GET',
    path: '/error_logger',
    area: 'error_log',
    summary: "The controller's error log, as a plain array of strings",
    responseKind: 'array',
    response: errorLog,
  }),
  defineEndpoint({
    id: 'migration.running',
    method: 'GET',
    path: '/migration/running',
    area: 'migration',
    summary: 'Whether the migration job runs, and its state',
    responseKind: 'migrationRunning',
    response: migrationRunning,
  }),
  defineEndpoint({
    id: 'migration.start',
    method: 'POST',
    path: '/migration/start',
    area: 'migration',
    summary: 'Start copying event logs to the storage drive',
    responseKind: 'migrationCommand',
    response: migrationCommandResult,
  }),
  defineEndpoint({
    id: 'migration.status',
    method: 'GET',
    path: '/migration/status',
    area: 'migration',
    summary: 'Progress of the migration job',
    responseKind: 'migrationStatus',
    response: migrationStatus,
  }),
  defineEndpoint({
    id: 'migration.stop',
    method: 'POST',
    path: '/migration/stop',
    area: 'migration',
    summary: 'Stop the migration job',
    responseKind: 'migrationCommand',
    response: migrationCommandResult,
  }),
] as const;
