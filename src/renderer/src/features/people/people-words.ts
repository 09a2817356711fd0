/**
 * The words the people editors share: a field's problem under the field (its row or value first),
 * and the date picker formats of the chosen language (dates shown in the locale, screens guide
 * "Words and states").
 */
import { storeToRefs } from 'pinia';
import { computed, type ComputedRef } from 'vue';
import { useI18n } from 'vue-i18n';
import { useLocalized } from '../../composables/useLocalized';
import { usePreferencesStore } from '../../stores/preferences.store';
import type { LocalizedText } from '../../../../shared/words/localized-text';
import type { FieldProblem } from './field-problems';

export function useProblemText(): (problem: FieldProblem | undefined) => string | undefined {
  const { t } = useI18n();
  const localized = useLocalized();
  return (problem) => {
    if (!problem) return undefined;
    if (problem.words) return localized(problem.words);
    const words = t(`people.rules.${problem.rule}`);
    if (problem.value !== undefined) return `${problem.value}: ${words}`;
    if (problem.row !== undefined)
      return `${t('people.rules.row', { row: problem.row + 1 })}: ${words}`;
    return words;
  };
}

export interface PickerFormats {
  date: string;
  dateTime: string;
}

export function usePickerFormats(): ComputedRef<PickerFormats> {
  const { locale } = storeToRefs(usePreferencesStore());
  return computed(() =>
    locale.value === 'ru'
      ? { date: 'dd.MM.yyyy', dateTime: 'dd.MM.yyyy HH:mm' }
      : { date: 'd MMM yyyy', dateTime: 'd MMM yyyy, HH:mm' },
  );
}

/** A message in both languages (confirmation titles and buttons carry both, shared/words/localized-text.ts). */
export function useBothLanguages(): (
  key: string,
  params?: Record<string, string | number>,
) => LocalizedText {
  const { t } = useI18n();
  return (key, params = {}) => ({
    en: t(key, params, { locale: 'en' }),
    ru: t(key, params, { locale: 'ru' }),
  });
}

/** What happened to the last change, under the fields. */
export interface Notice {
  type: 'success' | 'warning' | 'error';
  text: string;
}
