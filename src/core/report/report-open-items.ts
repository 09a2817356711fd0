/**
 * What the handover leaves open (docs/decisions.md, "Handover report"): a controller with no
 * verified change, an area whose last change failed its read back, the factory password still
 * working, and a job that failed or was interrupted and was not done again since.
 */
import type { Job } from '../../shared/ipc/job.schema';
import type { ReportController, ReportOpenItem } from '../../shared/report/handover-report.schema';
import { areaWords } from './report-i18n';

export function controllerOpenItems(c: ReportController): ReportOpenItem[] {
  const items: ReportOpenItem[] = [];
  const who = { controllerId: c.id, label: c.label };
  if (c.verification.state === 'not_verified') {
    items.push({
      kind: 'not_verified',
      ...who,
      text: {
        en: `${c.label}: no change on it was verified (read back).`,
        ru: `${c.label}: ни одно изменение не проверено чтением.`,
      },
    });
  }
  for (const check of c.verification.checks.filter((k) => k.outcome === 'failed')) {
    const area = areaWords(check.area);
    items.push({
      kind: 'verification_failed',
      ...who,
      text: {
        en: `${c.label}: the last change of ${area.en.toLowerCase()} failed${check.summary ? `: ${check.summary.en}` : '.'}`,
        ru: `${c.label}: последнее изменение (${area.ru.toLowerCase()}) не удалось${check.summary ? `: ${check.summary.ru}` : '.'}`,
      },
    });
  }
  if (c.factoryPassword === true) {
    items.push({
      kind: 'factory_password',
      ...who,
      text: {
        en: `${c.label}: the factory password still works. Change it.`,
        ru: `${c.label}: заводской пароль всё ещё действует. Смените его.`,
      },
    });
  }
  return items;
}

/**
 * Failed and interrupted jobs, unless a later job of the same kind finished every controller
 * they left unfinished.
 */
export function jobOpenItems(jobs: readonly Job[]): ReportOpenItem[] {
  const items: ReportOpenItem[] = [];
  for (const job of jobs) {
    if (job.state !== 'failed' && job.state !== 'interrupted') continue;
    const left = job.controllers.filter((c) => c.state !== 'succeeded');
    const redone = left.every((c) =>
      jobs.some(
        (later) =>
          later.kind === job.kind &&
          later.createdAt > job.createdAt &&
          later.controllers.some(
            (l) => l.controllerId === c.controllerId && l.state === 'succeeded',
          ),
      ),
    );
    if (left.length > 0 && redone) continue;
    const labels = left.map((c) => c.label).join(', ');
    const interrupted = job.state === 'interrupted';
    items.push({
      kind: interrupted ? 'job_interrupted' : 'job_failed',
      jobId: job.id,
      ...(left.length > 0 ? { label: labels } : {}),
      text: {
        en: `${job.title.en} (${job.createdAt.slice(0, 16).replace('T', ' ')}) ${interrupted ? 'was interrupted' : 'failed'}${labels ? ` on ${labels}` : ''}.`,
        ru: `${job.title.ru} (${job.createdAt.slice(0, 16).replace('T', ' ')}): ${interrupted ? 'прервано' : 'ошибка'}${labels ? ` (${labels})` : ''}.`,
      },
    });
  }
  return items;
}
