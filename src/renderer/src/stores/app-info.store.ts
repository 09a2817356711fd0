/** What the shell says about itself (`app:info`): version, where it runs, the keychain. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { ChannelOutput } from '../../../shared/ipc/channels';
import type { ErrorData } from '../../../shared/errors/error-data';
import { call, errorData } from '../api/call';

export type AppInfo = ChannelOutput<'app:info'>;

export const useAppInfoStore = defineStore('appInfo', () => {
  const info = ref<AppInfo | null>(null);
  const error = ref<ErrorData | null>(null);

  async function load(): Promise<void> {
    try {
      info.value = await call('app:info', {});
      error.value = null;
    } catch (thrown) {
      error.value = errorData(thrown, 'app:info');
    }
  }

  return { info, error, load };
});
