/**
 * Errors cross the bridge with their message in both languages (shared/errors/error-data.ts); this
 * picks the one the user chose, and follows when they switch.
 */
import { storeToRefs } from 'pinia';
import type { LocalizedText } from '../../../shared/words/localized-text';
import { usePreferencesStore } from '../stores/preferences.store';

export function useLocalized(): (text: LocalizedText) => string {
  const { locale } = storeToRefs(usePreferencesStore());
  return (text) => text[locale.value];
}

/** True for words in both languages (`{ en, ru }`), as plans and summaries carry them. */
export function isLocalized(value: unknown): value is LocalizedText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const text = value as Record<string, unknown>;
  return typeof text.en === 'string' && typeof text.ru === 'string';
}
