/**
 * What a job's row says in its details column (docs/decisions.md, "Stopping a job"): while it
 * works, the step it is at; once it ended, what came of it (the outcome the runner wrote, or the
 * reason it failed), never the step it was at ("reading it back"). A row of a job saved before
 * rows had an outcome falls back to its state's word.
 */
import type { LocalizedText } from '../../../../shared/words/localized-text';
import { FINAL_JOB_STATES, type JobState, type SubJob } from '../../../../shared/ipc/job.schema';

export type RowDetail =
  | { kind: 'text'; text: LocalizedText; error: boolean }
  | { kind: 'state'; state: JobState }
  | { kind: 'none' };

export function rowDetail(row: SubJob): RowDetail {
  if (row.state === 'failed' && row.error)
    return { kind: 'text', text: row.error.message, error: true };
  if (FINAL_JOB_STATES.includes(row.state)) {
    const text = row.outcome ?? row.error?.message;
    return text ? { kind: 'text', text, error: false } : { kind: 'state', state: row.state };
  }
  return row.step ? { kind: 'text', text: row.step, error: false } : { kind: 'none' };
}
