/**
 * A flow's result once its job has ended: the job's own summary when its work wrote one, else
 * the counts of controllers by outcome, in both languages. The page shows the job's rows beside
 * it (by `jobId`), so the summary only has to say how it went as a whole.
 */
import type { Job } from '../../shared/ipc/job.schema';
import { FINAL_JOB_STATES } from '../../shared/ipc/job.schema';
import type { DoneResult } from './flow-definition';

export function jobOutcome(job: Job): DoneResult | undefined {
  if (!FINAL_JOB_STATES.includes(job.state)) return undefined;
  return { kind: 'done', jobId: job.id, summary: job.summary ?? countsSummary(job) };
}

function countsSummary(job: Job): DoneResult['summary'] {
  const count = (state: Job['state']) => job.controllers.filter((c) => c.state === state).length;
  const ok = count('succeeded');
  const failed = count('failed');
  const rest = job.controllers.length - ok - failed;
  const en = [`${ok} of ${job.controllers.length} done`];
  const ru = [`выполнено: ${ok} из ${job.controllers.length}`];
  if (failed > 0) {
    en.push(`${failed} failed`);
    ru.push(`с ошибкой: ${failed}`);
  }
  if (rest > 0) {
    en.push(`${rest} not done (${job.state})`);
    ru.push(`не выполнено: ${rest}`);
  }
  return { en: `${en.join(', ')}.`, ru: `${capitalize(ru.join(', '))}.` };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
