/** A job as the job tests start from, and a writer that has written its snapshot. */
import type { Job, SubJob } from '../../../src/shared/ipc/job.schema';
import type { JobStore } from '../../../src/core/jobs/job-store';
import { JobWriter } from '../../../src/core/jobs/job-writer';

export const TEST_JOB_ID = '0b8f2c1e-1111-4222-8333-944455556666';

/** A running job of `count` controllers (C0, C1, ...), each in `state`. */
export function testJob(count: number, state: SubJob['state'] = 'queued'): Job {
  return {
    id: TEST_JOB_ID,
    kind: 'test',
    title: { en: 'Test job', ru: 'Тестовое задание' },
    siteId: 'site',
    state: 'running',
    createdAt: '2026-01-01T00:00:00.000Z',
    owner: { pid: process.pid, shell: 'cli' },
    progress: { done: 0, total: count, unit: 'controllers' },
    controllers: Array.from({ length: count }, (_, i) => ({
      controllerId: `C${i}`,
      label: `TK${i}`,
      state,
    })),
  };
}

/** A writer of `job` whose first change, the snapshot, is on disk. */
export async function writtenWriter(store: JobStore, job: Job): Promise<JobWriter> {
  const writer = new JobWriter(store, job);
  writer.change(job, undefined, true);
  await writer.flush();
  return writer;
}
