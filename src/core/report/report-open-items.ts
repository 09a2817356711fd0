/**
 * What the handover leaves open (docs/decisions.md, "Handover report" and "Handover report: what
 * is true now"): a controller with no verified change, a change that failed and was not done
 * since (report-open-failures.ts), and the factory password still working. Each item names its
 * controller by its serial (or address) as the site shows it now.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { ReportController, ReportOpenItem } from '../../shared/report/handover-report.schema';
import { formatTimeZoned } from '../../shared/report/report-format';
import type { OpenFailure } from './report-open-failures';
import { actionWords } from '../../shared/report/report-words';
import { REPORT_WORDS } from './report.words';

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
      text: REPORT_WORDS.noChangeOnVerified(c.label),
    });
  }
  items.push(...failures);
  const state = c.factoryPasswordState ?? (c.factoryPassword === true ? 'in_use' : undefined);
  const factory = state ? FACTORY_ITEMS[state]?.(c.label) : undefined;
  if (factory) items.push({ ...factory, ...who });
  if (c.identity === 'changed') {
    items.push({
      kind: 'certificate_changed',
      ...who,
      text: REPORT_WORDS.presentsAnotherCertificateThan(c.label, c.fingerprint256, c.presented),
    });
  }
  return items;
}

type FactoryState = NonNullable<ReportController['factoryPasswordState']>;

/**
 * The factory password as left open, from the site's state (docs/decisions.md, "The state of a
 * site controller"): still working, never checked, or out of Turnkey's reach on this firmware.
 */
const FACTORY_ITEMS: Partial<
  Record<FactoryState, (label: string) => Pick<ReportOpenItem, 'kind' | 'text'>>
> = {
  in_use: (label) => ({
    kind: 'factory_password',
    text: REPORT_WORDS.factoryPasswordStillWorks(label),
  }),
  not_checked: (label) => ({
    kind: 'factory_password_not_checked',
    text: REPORT_WORDS.factoryPasswordNotChecked(label),
  }),
  cannot_change: (label) => ({
    kind: 'factory_password_cannot_change',
    text: REPORT_WORDS.firmwareHasNoSection(label),
  }),
};

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
  const at: LocalizedText = { en: when('en'), ru: when('ru') };
  const failed = REPORT_WORDS.failedOn(c.label, what, at);
  const text: LocalizedText = interrupted
    ? REPORT_WORDS.interruptedOn(c.label, what, at)
    : { en: sentence(failed.en, detail?.en), ru: sentence(failed.ru, detail?.ru) };
  return {
    kind: f.job ? (interrupted ? 'job_interrupted' : 'job_failed') : 'verification_failed',
    controllerId: c.id,
    label: c.label,
    ...(f.job ? { jobId: f.job.id } : {}),
    text,
  };
}
