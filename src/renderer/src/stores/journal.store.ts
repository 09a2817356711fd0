/**
 * The current site's journal as the page reads it (`journal:list`, newest first, in pages): what
 * was done, by whom, on which controller, before and after. Re-read when the site says its
 * journal changed, whichever process wrote it (`site:changed`).
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { ErrorData } from '../../../shared/errors/error-data';
import type { JournalEntry } from '../../../shared/ipc/journal.schema';
import { call, errorData, subscribe } from '../api/call';

const PAGE = 200;

export const useJournalStore = defineStore('journal', () => {
  const entries = ref<JournalEntry[]>([]);
  const more = ref(false);
  const loading = ref(false);
  const error = ref<ErrorData | null>(null);
  const controllerId = ref<string | undefined>(undefined);
  let stop: (() => void) | undefined;

  async function load(): Promise<void> {
    loading.value = true;
    error.value = null;
    try {
      const page = await call('journal:list', {
        limit: PAGE,
        ...(controllerId.value ? { controllerId: controllerId.value } : {}),
      });
      entries.value = page.entries;
      more.value = page.more;
    } catch (thrown) {
      error.value = errorData(thrown, 'journal:list');
    } finally {
      loading.value = false;
    }
  }

  async function loadMore(): Promise<void> {
    const last = entries.value.at(-1);
    if (!last || !more.value) return;
    const page = await call('journal:list', {
      limit: PAGE,
      before: last.id,
      ...(controllerId.value ? { controllerId: controllerId.value } : {}),
    });
    entries.value.push(...page.entries);
    more.value = page.more;
  }

  /** Follows changes while a screen shows the journal. */
  function follow(): () => void {
    stop ??= subscribe('site:changed', (change) => {
      if (change.reason === 'journal') void load();
    });
    return () => {
      stop?.();
      stop = undefined;
    };
  }

  function filterBy(id: string | undefined): Promise<void> {
    controllerId.value = id;
    return load();
  }

  return { entries, more, loading, error, controllerId, load, loadMore, follow, filterBy };
});
