/**
 * A message of the page's words in both languages at once, for what is handed on as LocalizedText
 * (the change's confirmation title and button, a collection's reason): the words follow the
 * language the engineer switches to while it is shown.
 */
import { useI18n } from 'vue-i18n';
import type { LocalizedText } from '../../../../shared/words/localized-text';

export function useBothLanguages(): (
  key: string,
  named?: Record<string, string | number>,
) => LocalizedText {
  const { t } = useI18n();
  return (key, named = {}) => ({
    en: t(key, named, { locale: 'en' }),
    ru: t(key, named, { locale: 'ru' }),
  });
}
