/**
 * A job's states, without the contract's schemas (job.schema.ts builds its enum from this list),
 * so a screen that only tells a finished job from a running one loads no schema at start
 * (docs/benchmarks.md, "Scale: a site of 1,000 controllers").
 *
 * `awaiting_input`: paused until the engineer answers (a second confirmation). `cancelled`: the
 * job was stopped (the screens say "stopped"), or a controller's work stopped where stopping
 * leaves nothing half done. `not_started`: a controller the job never began, because it was
 * stopped first. `interrupted`: the process running it ended (killed, restarted) before it did;
 * it is not resumed by itself.
 */
export const JOB_STATES = [
  'queued',
  'running',
  'awaiting_input',
  'succeeded',
  'failed',
  'cancelled',
  'not_started',
  'interrupted',
] as const;
export type JobState = (typeof JOB_STATES)[number];

export const FINAL_JOB_STATES: readonly JobState[] = [
  'succeeded',
  'failed',
  'cancelled',
  'not_started',
  'interrupted',
];
