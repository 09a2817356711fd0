/**
 * spec 4.14: the error log and the migration job. The simulated controller has no storage drive
 * yet, so starting a migration fails as D17 says (500 E "storage drive not connected") and the job
 * stays idle; the job with progress comes with part 2.
 */
import { ApiError } from '../api-error';
import type { AreaRoutes } from '../router';

export const maintenanceRoutes = {
  'errorLog.get': (_call, sim) => sim.store.values('error_log').map((e) => e.line),
  'migration.running': () => ({ success: true, isRunning: false, status: 'idle' as const }),
  'migration.start': async (_call, sim) => {
    await sim.recordError('migration: storage drive not connected');
    throw new ApiError(500, 'storage drive not connected', { rule: 'drive' });
  },
  'migration.status': () => ({ success: true, message: 'no migration has run yet' }),
  'migration.stop': () => ({ success: true, message: 'no migration is running' }),
} satisfies AreaRoutes;
