/**
 * Errors cross the bridge with their message in both languages (shared/ipc/ipc-error.ts); this
 * picks the one the user chose, and follows when they switch.
 */
import { storeToRefs } from 'pinia';
import type { LocalizedText } from '../../../shared/ipc/ipc-error';
import { usePreferencesStore } from '../stores/preferences.store';

export function useLocalized(): (text: LocalizedText) => string {
  const { locale } = storeToRefs(usePreferencesStore());
  return (text) => text[locale.value];
}
