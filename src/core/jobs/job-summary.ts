/** A job's closing words when its work gave none: how many of its controllers ended how. */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { Job } from '../../shared/ipc/job.schema';
import { JOBS_WORDS } from './jobs.words';

/**
 * "2 of 5 done, 1 failed, 1 stopped, 1 not started" in both languages, for a job whose work gave
 * no summary (docs/decisions.md, "Stopping a job": each controller's result is said).
 */
export function countsSummary(job: Job): LocalizedText {
  const count = (state: Job['state']) => job.controllers.filter((c) => c.state === state).length;
  const total = job.controllers.length;
  const ok = count('succeeded');
  const parts: Array<[number, (n: number) => LocalizedText]> = [
    [count('failed'), JOBS_WORDS.failedCount],
    [count('cancelled'), JOBS_WORDS.stoppedCount],
    [count('not_started'), JOBS_WORDS.notStartedCount],
    [count('interrupted'), JOBS_WORDS.interruptedCount],
  ];
  const said = [JOBS_WORDS.doneOf(ok, total)];
  for (const [n, words] of parts) if (n > 0) said.push(words(n));
  const unfinished = total - ok - parts.reduce((sum, [n]) => sum + n, 0);
  if (unfinished > 0) said.push(JOBS_WORDS.notDone(unfinished, job.state));
  return { en: `${said.map((s) => s.en).join(', ')}.`, ru: `${said.map((s) => s.ru).join(', ')}.` };
}
