/**
 * The preview speaks the document's language, not only the app's, so what the engineer sees is
 * what is saved (docs/decisions.md, "Handover report"); times are in UTC to the minute, as in
 * the PDF.
 */
import { useI18n } from 'vue-i18n';
import type { LocalizedText } from '../../../../shared/ipc/ipc-error';
import type { ReportLanguage } from '../../../../shared/report/handover-report.schema';

export function useReportWords(language: () => ReportLanguage) {
  const { t } = useI18n();
  return {
    w: (key: string, named: Record<string, unknown> = {}): string =>
      t(key, named, { locale: language() }),
    text: (value: LocalizedText | undefined): string => (value ? value[language()] : ''),
  };
}

export function instant(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match ? `${match[1]} ${match[2]} UTC` : iso;
}

export function address(a: { host: string; port: number }): string {
  return a.host.includes(':') ? `[${a.host}]:${a.port}` : `${a.host}:${a.port}`;
}
