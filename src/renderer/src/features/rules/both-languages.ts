/**
 * A message in both languages, for what outlives the current choice of language: the title and
 * button of a change's confirmation and what it says (record-write.ts takes { en, ru }).
 */
import { useI18n } from 'vue-i18n';
import type { LocalizedText } from '../../../../shared/words/localized-text';

export type BothLanguages = (
  key: string,
  values?: Record<string, string | number>,
) => LocalizedText;

export function useBothLanguages(): BothLanguages {
  const { t } = useI18n();
  return (key, values = {}) => ({
    en: t(key, values, { locale: 'en' }),
    ru: t(key, values, { locale: 'ru' }),
  });
}
