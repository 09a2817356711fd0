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
  const state = c.factoryPasswordState ?? (c.factoryPassword === true ? 'in_use' : undefined);
  const factory = state ? FACTORY_ITEMS[state]?.(c.label) : undefined;
  if (factory) items.push({ ...factory, ...who });
  if (c.identity === 'changed') {
    items.push({
      kind: 'certificate_changed',
      ...who,
      text: {
        en: `${c.label}: it presents another certificate than the one trusted (trusted ${c.fingerprint256}, presented ${c.presented ?? 'unknown'}). Compare it with the device and trust it again, or remove it from the site.`,
        ru: `${c.label}: предъявляет не тот сертификат, которому доверяли (доверенный ${c.fingerprint256}, предъявлен ${c.presented ?? 'неизвестно'}). Сверьте его с устройством и доверьтесь заново или удалите контроллер с объекта.`,
      },
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
    text: {
      en: `${label}: the factory password still works. Change it.`,
      ru: `${label}: заводской пароль всё ещё действует. Смените его.`,
    },
  }),
  not_checked: (label) => ({
    kind: 'factory_password_not_checked',
    text: {
      en: `${label}: the factory password was not checked: log in with the factory account once, or change the password.`,
      ru: `${label}: заводской пароль не проверен: войдите один раз с заводской учётной записью или смените пароль.`,
    },
  }),
  cannot_change: (label) => ({
    kind: 'factory_password_cannot_change',
    text: {
      en: `${label}: its firmware has no section for user accounts, so its password could not be changed here. Change it on the device.`,
      ru: `${label}: в его прошивке нет раздела учётных записей, поэтому пароль здесь не сменить. Смените его на устройстве.`,
    },
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
