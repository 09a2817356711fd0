/**
 * Payloads and answers of the biometry provider integration (spec 4.13), the error log and the
 * migration job (spec 4.14, decision D17).
 */
import { z } from 'zod';
import { hostPort } from '../formats';
import { limitedText } from '../text-limit-schemas';

const port = z.number().int().min(1).max(65535);

/** spec 2.2 biometry provider service; kafkaBroker is host:port. */
export const biometryProvider = z.strictObject({
  name: limitedText('name').min(1),
  authHost: limitedText('authHost').min(1),
  authPort: port,
  apiHost: limitedText('apiHost').min(1),
  apiPort: port,
  basePath: limitedText('basePath'),
  authBasePath: limitedText('authBasePath'),
  clientId: limitedText('clientId'),
  clientSecret: limitedText('clientSecret'),
  username: limitedText('username'),
  password: limitedText('password'),
  kafkaBroker: hostPort,
  active: z.boolean(),
});

/** PATCH /biometry_services/provider/{id}: some fields of a provider service. */
export const biometryProviderPatch = biometryProvider.partial();

/** spec 2.2 biometry provider access-point link. */
export const biometryLink = z.strictObject({
  access_point_uuid: z.string().min(1),
  provider_service_id: z.string().min(1),
  enabled: z.boolean(),
});

/** spec 2.2 / 4.14 error log: an array of strings. */
export const errorLog = z.array(z.string());

/** States of the migration job (spec 3). */
export const MIGRATION_STATES = ['idle', 'running', 'completed', 'error'] as const;

/** GET /migration/running (spec 4.14). */
export const migrationRunning = z.looseObject({
  success: z.boolean(),
  isRunning: z.boolean(),
  status: z.enum(MIGRATION_STATES),
  message: z.string().optional(),
});

/** GET /migration/status (spec 4.14): progress 0..100 of processedRecords/totalRecords (D17). */
export const migrationStatus = z.looseObject({
  success: z.boolean(),
  jobInfo: z
    .looseObject({
      isRunning: z.boolean(),
      lastRun: z.string(),
      nextRun: z.string(),
      progress: z.number().min(0).max(100),
      totalRecords: z.number().int().min(0),
      processedRecords: z.number().int().min(0),
    })
    .optional(),
  message: z.string().optional(),
});

/** POST /migration/start and /migration/stop (spec 4.14). */
export const migrationCommandResult = z.looseObject({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.unknown().optional(),
});
