/** A job's closing words when its work gave none: how many of its controllers ended how. */
import type { LocalizedText } from '../../shared/ipc/ipc-error';
import type { Job } from '../../shared/ipc/job.schema';

/** "2 of 3 done, 1 failed" in both languages, for a job whose work gave no summary. */
export function countsSummary(job: Job): LocalizedText {
  const count = (state: Job['state']) => job.controllers.filter((c) => c.state === state).length;
  const total = job.controllers.length;
  const ok = count('succeeded');
  const failed = count('failed');
  const skipped = total - ok - failed;
  const en = [`${ok} of ${total} done`];
  const ru = [`Выполнено: ${ok} из ${total}`];
  if (failed > 0) {
    en.push(`${failed} failed`);
    ru.push(`с ошибкой: ${failed}`);
  }
  if (skipped > 0) {
    en.push(`${skipped} not done (${job.state})`);
    ru.push(`не выполнено: ${skipped}`);
  }
  return { en: `${en.join(', ')}.`, ru: `${ru.join(', ')}.` };
}
