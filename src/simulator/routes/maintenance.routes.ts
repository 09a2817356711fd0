/**
 * spec 4.14: the error log and the migration job (migration/migration-job.ts, D17). Starting
 * needs a connected storage drive (500 E otherwise); a second start while one runs is 409 E;
 * stopping when nothing runs says so. Status reads report the last run with its progress 0..100.
 */
import type { SimContext } from '../context';
import type { MigrationRecord } from '../records/collections';
import type { AreaRoutes } from '../router';

function progressOf(record: MigrationRecord): number {
  if (record.totalRecords === 0) return record.status === 'completed' ? 100 : 0;
  return Math.round((record.processedRecords / record.totalRecords) * 1000) / 10;
}

function jobInfo(sim: SimContext, record: MigrationRecord) {
  return {
    isRunning: sim.migration.isRunning,
    lastRun: record.lastRun,
    nextRun: sim.migration.nextRun,
    progress: progressOf(record),
    totalRecords: record.totalRecords,
    processedRecords: record.processedRecords,
  };
}

const counted = (record: MigrationRecord) =>
  `${record.processedRecords} of ${record.totalRecords} records`;

export const maintenanceRoutes = {
  'errorLog.get': (_call, sim) => sim.store.values('error_log').map((e) => e.line),
  'migration.running': (_call, sim) => {
    const record = sim.migration.record();
    return {
      success: true,
      isRunning: sim.migration.isRunning,
      status: record?.status ?? 'idle',
      ...(record?.message === undefined ? {} : { message: record.message }),
    };
  },
  'migration.start': async (_call, sim) => {
    const record = await sim.migration.start();
    return {
      success: true,
      message:
        record.status === 'completed'
          ? 'nothing to copy: the event logs are empty'
          : `migration started: ${record.totalRecords} records to copy`,
      data: { totalRecords: record.totalRecords, lastRun: record.lastRun },
    };
  },
  'migration.status': (_call, sim) => {
    const record = sim.migration.record();
    if (!record) return { success: true, message: 'no migration has run yet' };
    return {
      success: true,
      jobInfo: jobInfo(sim, record),
      ...(record.message === undefined ? {} : { message: record.message }),
    };
  },
  'migration.stop': async (_call, sim) => {
    const record = await sim.migration.stop();
    if (!record) return { success: true, message: 'no migration is running' };
    return { success: true, message: `migration ${record.status}: ${counted(record)}` };
  },
} satisfies AreaRoutes;
