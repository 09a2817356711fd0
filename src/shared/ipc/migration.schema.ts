/**
 * `migration:status`: the controller's migration job (spec 4.14, D17) as the controller view's
 * card shows it: its state (spec 3), last and next run, records copied of the total, and the job
 * of this app that watches a run going on now. Asking starts that watch when a run goes on and no
 * job of this app follows it, so a run started elsewhere (another client, or before a restart) is
 * found and watched when the view opens (docs/decisions.md, "Migration job"). A controller whose
 * firmware has no migration section (1.5, 1.6: D11) answers `available: false` with the reason.
 */
import { z } from 'zod';
import { defineChannel } from './channel';
import { controllerId } from './controller.schema';
import { errorData } from '../errors/error-data';
import { jobId } from './job.schema';

export const migrationStatusValue = z.enum(['idle', 'running', 'completed', 'error']);
export type MigrationStatusValue = z.infer<typeof migrationStatusValue>;

/** The job as read from the controller now; counts are absent before its first run. */
export const migrationState = z.strictObject({
  status: migrationStatusValue,
  running: z.boolean(),
  /** The controller's own words (free text, its language): why it failed or where it stopped. */
  message: z.string().optional(),
  /** ISO 8601 instants as the controller gives them. */
  lastRun: z.string().optional(),
  nextRun: z.string().optional(),
  processed: z.int().min(0).optional(),
  total: z.int().min(0).optional(),
  /** 0..100 as the controller reports it. */
  progress: z.number().min(0).max(100).optional(),
});
export type MigrationState = z.infer<typeof migrationState>;

export const migrationStatus = defineChannel('migration:status', () => ({
  input: z.strictObject({ controllerId }),
  output: z.strictObject({
    /** False on firmware without the migration section; `reason` says why. */
    available: z.boolean(),
    reason: errorData.optional(),
    state: migrationState.optional(),
    /** The job of this app following the run now, if any. */
    jobId: jobId.optional(),
    /** Why no job of this app follows a run going on (another program holds the controller). */
    notWatched: errorData.optional(),
  }),
}));
