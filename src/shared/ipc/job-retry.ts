/**
 * Which finished jobs offer "Retry these", and on which controllers (docs/decisions.md, "Retry
 * what failed"): plain functions of a job, without the contract's schemas, so the CLI's job list
 * and the job screens tell it without building them (docs/benchmarks.md, "CLI start-up").
 */
import type { Job } from './job.schema';
import { FINAL_JOB_STATES } from './job-states';

/** The controllers a retry runs on: those that failed. */
export function failedControllers(job: Job): string[] {
  return job.controllers.filter((c) => c.state === 'failed').map((c) => c.controllerId);
}

/** True when the job's result offers "Retry these": `flow:retry` refuses every other job. */
export function canRetry(job: Job): boolean {
  return (
    FINAL_JOB_STATES.includes(job.state) &&
    job.flow?.retriable === true &&
    failedControllers(job).length > 0
  );
}
