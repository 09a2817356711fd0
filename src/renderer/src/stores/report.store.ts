/**
 * The handover report as the page previews it (`report:make`, made from the current site's
 * folder) and saves it (`report:file`, then a download: the same in the Electron window and the
 * browser host). The document's language is the report's own, apart from the app's
 * (docs/decisions.md, "Handover report").
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { ChannelOutput } from '../../../shared/ipc/channels';
import type { ErrorData } from '../../../shared/errors/error-data';
import type {
  HandoverReport,
  ReportFormat,
  ReportLanguage,
} from '../../../shared/report/handover-report.schema';
import { call, errorData } from '../api/call';

export const useReportStore = defineStore('report', () => {
  const report = ref<HandoverReport | null>(null);
  const language = ref<ReportLanguage>('en');
  const loading = ref(false);
  const saving = ref<ReportFormat | null>(null);
  const saved = ref<string | null>(null);
  const error = ref<ErrorData | null>(null);

  async function load(): Promise<void> {
    loading.value = true;
    error.value = null;
    try {
      report.value = await call('report:make', {});
    } catch (thrown) {
      report.value = null;
      error.value = errorData(thrown, 'report:make');
    } finally {
      loading.value = false;
    }
  }

  /** Makes the file; the screen hands it to the browser's download. */
  async function save(format: ReportFormat): Promise<ChannelOutput<'report:file'> | undefined> {
    saving.value = format;
    saved.value = null;
    error.value = null;
    try {
      const file = await call('report:file', { format, language: language.value });
      saved.value = file.fileName;
      return file;
    } catch (thrown) {
      error.value = errorData(thrown, 'report:file');
      return undefined;
    } finally {
      saving.value = null;
    }
  }

  return { report, language, loading, saving, saved, error, load, save };
});
