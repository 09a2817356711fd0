/** A job's closing words when its work gave none: how many of its controllers ended how. */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { Job } from '../../shared/ipc/job.schema';

/**
 * "2 of 5 done, 1 failed, 1 stopped, 1 not started" in both languages, for a job whose work gave
 * no summary (docs/decisions.md, "Stopping a job": each controller's result is said).
 */
export function countsSummary(job: Job): LocalizedText {
  const count = (state: Job['state']) => job.controllers.filter((c) => c.state === state).length;
  const total = job.controllers.length;
  const ok = count('succeeded');
  const en = [`${ok} of ${total} done`];
  const ru = [`Выполнено: ${ok} из ${total}`];
  const parts: Array<[number, string, string]> = [
    [count('failed'), 'failed', 'с ошибкой'],
    [count('cancelled'), 'stopped', 'остановлено'],
    [count('not_started'), 'not started', 'не начато'],
    [count('interrupted'), 'interrupted', 'прервано'],
  ];
  for (const [n, english, russian] of parts) {
    if (n === 0) continue;
    en.push(`${n} ${english}`);
    ru.push(`${russian}: ${n}`);
  }
  const unfinished = total - ok - parts.reduce((sum, [n]) => sum + n, 0);
  if (unfinished > 0) {
    en.push(`${unfinished} not done (${job.state})`);
    ru.push(`не выполнено: ${unfinished}`);
  }
  return { en: `${en.join(', ')}.`, ru: `${ru.join(', ')}.` };
}
