/**
 * The preview speaks the document's language, not only the app's, so what the engineer sees is
 * what is saved (docs/decisions.md, "Handover report"). Times, addresses and values are written
 * by the PDF's own functions (shared/report/report-format.ts).
 */
import { useI18n } from 'vue-i18n';
import type { LocalizedText } from '../../../../shared/words/localized-text';
import type { ReportLanguage } from '../../../../shared/report/handover-report.schema';

export function useReportWords(language: () => ReportLanguage) {
  const { t } = useI18n();
  return {
    w: (key: string, named: Record<string, unknown> = {}): string =>
      t(key, named, { locale: language() }),
    text: (value: LocalizedText | undefined): string => (value ? value[language()] : ''),
  };
}
