/**
 * The log of a running job's changes (docs/decisions.md, "Job state and the controllers file at
 * the size of a site"): `jobs/<id>.log` beside the job's snapshot `<id>.json`, one JSON line per
 * batch of changes. A line is numbered and carries the job's own fields (everything but the
 * controllers: a few hundred bytes whatever the site's size) and the rows of the controllers
 * that changed; or, after the log grew past its limit or as the process exits, the whole job.
 * Reading is the snapshot with every line replayed in order: each line ends a batch the runner
 * really had, so a reader sees a state the job was in, never half of one. A torn last line (a
 * kill in mid-write, a reader racing the writer) or a line that is not one is skipped, and a
 * line numbered no higher than one already read (written late, as the process exited) is
 * skipped too.
 */
import { job as jobSchema, type Job, type SubJob } from '../../shared/ipc/job.schema';
import { PARSED_ONCE } from '../files/parsed-once';

/** A job's own fields: what a line carries besides the rows that changed. */
export type JobHeader = Omit<Job, 'controllers'>;

type LogLine = { n: number; full: Job } | { n: number; job: JobHeader; rows: SubJob[] };

export function headerOf(job: Job): JobHeader {
  const { controllers: _controllers, ...header } = job;
  return header;
}

/** A batch of changes as a log line (ends with a newline). */
export function changeLine(n: number, job: Job, rows: Iterable<SubJob>): string {
  return `${JSON.stringify({ n, job: headerOf(job), rows: [...rows] })}\n`;
}

/** The whole job as a log line: what the lines before it said no longer matters. */
export function fullLine(n: number, job: Job): string {
  return `${JSON.stringify({ n, full: job })}\n`;
}

function asLine(text: string): LogLine | undefined {
  try {
    const value = JSON.parse(text) as Partial<Record<'n' | 'full' | 'job' | 'rows', unknown>>;
    if (typeof value.n !== 'number') return undefined;
    if (value.full && typeof value.full === 'object') return value as LogLine;
    if (value.job && typeof value.job === 'object' && Array.isArray(value.rows))
      return value as LogLine;
  } catch {
    // A torn or damaged line: skipped.
  }
  return undefined;
}

/**
 * The snapshot with the log's lines replayed; the snapshot alone when the result is not a job
 * (a damaged log never hides the job).
 */
export function replay(snapshot: Job, log: string): Job {
  let job = snapshot;
  let last = -Infinity;
  let rows = new Map(job.controllers.map((c, i) => [c.controllerId, i]));
  let controllers = [...job.controllers];
  // Only whole lines: the text after the last newline is a line still being written.
  for (const text of log.slice(0, log.lastIndexOf('\n') + 1).split('\n')) {
    const line = text ? asLine(text) : undefined;
    if (!line || line.n <= last) continue;
    last = line.n;
    if ('full' in line) {
      job = line.full;
      controllers = [...job.controllers];
      rows = new Map(controllers.map((c, i) => [c.controllerId, i]));
      continue;
    }
    job = { ...line.job, controllers };
    for (const row of line.rows) {
      const at = rows.get(row.controllerId);
      if (at !== undefined) controllers[at] = row;
    }
  }
  const parsed = jobSchema.safeParse({ ...job, controllers }, PARSED_ONCE);
  return parsed.success ? parsed.data : snapshot;
}
