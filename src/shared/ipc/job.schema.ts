/**
 * Jobs: every long change to controllers (a password change, a re-addressing, a sync, a
 * transfer) runs as a job with one sub-job per controller. A job is kept in its site's folder, so
 * a page reload re-attaches to it (`job:list`, `job:attach`) and an app restart shows it
 * `interrupted` with what it had finished (docs/decisions.md, "Commissioning engine").
 *
 *   page -> `job:list` {}            -> { jobs }            (the current site's, newest first)
 *   page -> `job:attach` { jobId }   -> job                 (then `job:event` carries each change)
 *   page -> `job:cancel` { jobId, mode? } -> { cancelled }  (a stop: `after_current` or `now`)
 *   (a job's failed controllers are retried through `flow:retry`, flow.schema.ts)
 *   shell -> `job:event` job                                (the whole job, after every change)
 */
import { z } from 'zod';
import { defineChannel, defineEvent, noInput } from './channel';
import { controllerId } from './controller.schema';
import { errorData } from '../errors/error-data';
import { localizedText } from '../words/localized-text';
import { jsonValue } from './journal.schema';
import { JOB_STATES } from './job-states';

export const jobId = z.string().min(1).max(64);
export type JobId = z.infer<typeof jobId>;

export const jobState = z.enum(JOB_STATES);
export { FINAL_JOB_STATES, type JobState } from './job-states';

/**
 * The two stops of a job (docs/decisions.md, "Stopping a job"): `after_current` lets every
 * controller already at work finish and verify and starts no other; `now` stops the work at
 * once (the controller's own stop where the API has one: VPN sync, migration).
 */
export const stopMode = z.enum(['after_current', 'now']);
export type StopMode = z.infer<typeof stopMode>;

/** A stop asked of a running job: which, when, and by which process (it may be another one). */
export const jobStop = z.strictObject({
  mode: stopMode,
  at: z.string(),
  by: z.strictObject({ pid: z.int(), shell: z.enum(['electron', 'browser', 'cli']) }),
});
export type JobStop = z.infer<typeof jobStop>;

/** One controller's part of a job. */
export const subJob = z.strictObject({
  controllerId,
  /** Serial or address, so the row reads without a lookup. */
  label: z.string().max(256),
  state: jobState,
  /** What it is doing now ("waiting for 10.0.0.51 to answer"); dropped once it ended. */
  step: localizedText.optional(),
  /** Once it ended: what came of it, in words (what was verified, why it stopped or failed). */
  outcome: localizedText.optional(),
  error: errorData.optional(),
  /** What it verified, for the result page (field -> value read back). */
  result: z.record(z.string(), jsonValue).optional(),
  startedAt: z.string().optional(),
  endedAt: z.string().optional(),
});
export type SubJob = z.infer<typeof subJob>;

export const jobProgress = z.strictObject({
  /** Units done of total: controllers, or records for data jobs. */
  done: z.number().min(0),
  total: z.number().min(0),
  unit: z.enum(['controllers', 'records']),
  /** Units per second over the recent past; absent until it can be told. */
  ratePerSecond: z.number().min(0).optional(),
  /** Seconds left at that rate. */
  etaSeconds: z.number().min(0).optional(),
});
export type JobProgress = z.infer<typeof jobProgress>;

/** One form of a wizard as it was answered, kept with the job its run started. */
export const jobFlowForm = z.strictObject({
  stepId: z.string().min(1).max(64),
  title: localizedText,
  /** What was typed, passwords left out (they are never written down). */
  values: z.record(z.string(), jsonValue),
  /** The same answers in words, field by field, for `turnkey jobs show` and the jobs screen. */
  words: z.array(z.strictObject({ label: localizedText, value: localizedText })),
  /** Fields typed but not kept (passwords): a retry asks for them again. */
  secrets: z.array(z.string().max(64)).optional(),
});
export type JobFlowForm = z.infer<typeof jobFlowForm>;

/**
 * The wizard run that started a job (docs/decisions.md, "Retry what failed"): its flow type,
 * subject and every form as answered, so the job's failed controllers can be run through the
 * same wizard with the same form. `retriable` is false for a wizard whose controllers are not
 * changed each on its own (a cluster's master and members, a copy's source and targets). Jobs
 * saved before it was kept have none, and are not retried.
 */
export const jobFlow = z.strictObject({
  type: z.string().min(1).max(64),
  subject: z.string().min(1).max(128).optional(),
  forms: z.array(jobFlowForm).max(32),
  retriable: z.boolean(),
});
export type JobFlow = z.infer<typeof jobFlow>;

export const job = z.strictObject({
  id: jobId,
  /** Which flow or work made it (`password`, `network`, ...). */
  kind: z.string().min(1).max(64),
  title: localizedText,
  siteId: z.string(),
  state: jobState,
  createdAt: z.string(),
  startedAt: z.string().optional(),
  endedAt: z.string().optional(),
  /** The process that runs it: a job whose process is gone is `interrupted`. */
  owner: z.strictObject({ pid: z.int(), shell: z.enum(['electron', 'browser', 'cli']) }),
  progress: jobProgress,
  controllers: z.array(subJob),
  summary: localizedText.optional(),
  error: errorData.optional(),
  /** Offered "Stop now", and what it does for this job; absent: only the stop after the current. */
  stopNow: localizedText.optional(),
  /** The stop asked of it, while it stops and after. */
  stop: jobStop.optional(),
  /** The wizard run that started it, if a wizard did. */
  flow: jobFlow.optional(),
  /** The job whose failed controllers this one retries. */
  retryOf: jobId.optional(),
});
export type Job = z.infer<typeof job>;

export const jobList = defineChannel('job:list', () => ({
  input: noInput,
  output: z.strictObject({ jobs: z.array(job) }),
}));

export const jobAttach = defineChannel('job:attach', () => ({
  input: z.strictObject({ jobId }),
  output: job,
}));

/** Stops a job of the open site, run here or by another Turnkey (`mode` by default `now`). */
export const jobCancel = defineChannel('job:cancel', () => ({
  input: z.strictObject({ jobId, mode: stopMode.optional() }),
  output: z.strictObject({ cancelled: z.boolean() }),
}));

export const jobEvent = defineEvent('job:event', () => job);

/** The jobs' part of the app contract (shared/ipc/channels.ts collects every feature's). */
export const JOB_CHANNELS = [jobList, jobAttach, jobCancel] as const;
export const JOB_EVENTS = [jobEvent] as const;
