/**
 * The overview of one logged-in controller (`controller:overview`), read when its view opens and
 * again on demand; nothing is read while there is no session.
 */
import { ref, watch, type Ref } from 'vue';
import type { ChannelOutput } from '../../../shared/ipc/channels';
import type { ErrorData } from '../../../shared/errors/error-data';
import { call, errorData } from '../api/call';

export type Overview = ChannelOutput<'controller:overview'>;

export function useControllerOverview(id: Ref<string>, loggedIn: Ref<boolean>) {
  const overview = ref<Overview | null>(null);
  const error = ref<ErrorData | null>(null);
  const loading = ref(false);

  async function load(): Promise<void> {
    if (!loggedIn.value) {
      overview.value = null;
      return;
    }
    loading.value = true;
    try {
      overview.value = await call('controller:overview', { controllerId: id.value });
      error.value = null;
    } catch (thrown) {
      error.value = errorData(thrown, 'controller:overview');
    } finally {
      loading.value = false;
    }
  }

  watch([id, loggedIn], () => void load(), { immediate: true });
  return { overview, error, loading, load };
}
