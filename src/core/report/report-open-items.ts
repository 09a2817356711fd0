/**
 * What the handover leaves open (docs/decisions.md, "Handover report" and "Handover report: what
 * is true now"): a controller with no verified change, a change that failed and was not done
 * since (report-open-failures.ts), and the factory password still working. Each item names its
 * controller by its serial (or address) as the site shows it now.
 */
import type { LocalizedText } from '../../shared/ipc/ipc-error';
import type { ReportController, ReportOpenItem } from '../../shared/report/handover-report.schema';
import { formatTimeZoned } from '../../shared/report/report-format';
import type { OpenFailure } from './report-open-failures';
import { actionWords } from '../../shared/report/report-words';

/** A controller's items: not verified, its open failures (oldest first), the factory password. */
export function controllerOpenItems(
  c: ReportController,
  failures: readonly ReportOpenItem[] = [],
): ReportOpenItem[] {
  const items: ReportOpenItem[] = [];
  const who = { controllerId: c.id, label: c.label };
  // Said even when a failure made the controller's state failed: nothing on it was verified.
  if (!c.verification.checks.some((k) => k.outcome === 'succeeded')) {
    items.push({
      kind: 'not_verified',
      ...who,
      text: {
        en: `${c.label}: no change on it was verified (read back).`,
        ru: `${c.label}: ни одно изменение не проверено чтением.`,
      },
    });
  }
  items.push(...failures);
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

/** `prefix: detail.` or `prefix.`, never two full stops. */
function sentence(prefix: string, detail: string | undefined): string {
  if (!detail) return `${prefix}.`;
  const said = detail.trim();
  return `${prefix}: ${said}${/[.!?…]$/.test(said) ? '' : '.'}`;
}

/** An open failure as the customer reads it: the controller, what failed, when, and why. */
export function failureItem(
  f: OpenFailure,
  c: Pick<ReportController, 'id' | 'label'>,
  timeZone: string,
): ReportOpenItem {
  const when = (lang: 'en' | 'ru') => formatTimeZoned(f.at, timeZone, lang);
  const detail: LocalizedText | undefined =
    f.entry?.error?.message ?? f.entry?.summary ?? f.sub?.error?.message;
  const interrupted = !f.entry && f.job?.state === 'interrupted';
  const what: LocalizedText = f.job
    ? f.job.title
    : {
        en: actionWords(f.entry?.action ?? '', 'en'),
        ru: actionWords(f.entry?.action ?? '', 'ru'),
      };
  const text: LocalizedText = interrupted
    ? {
        en: `${c.label}: ${what.en} was interrupted on ${when('en')}.`,
        ru: `${c.label}: ${what.ru} — прервано ${when('ru')}.`,
      }
    : {
        en: sentence(`${c.label}: ${what.en} failed on ${when('en')}`, detail?.en),
        ru: sentence(`${c.label}: ${what.ru} — ошибка ${when('ru')}`, detail?.ru),
      };
  return {
    kind: f.job ? (interrupted ? 'job_interrupted' : 'job_failed') : 'verification_failed',
    controllerId: c.id,
    label: c.label,
    ...(f.job ? { jobId: f.job.id } : {}),
    text,
  };
}
