/**
 * vue-i18n with the composition API only, English and Russian complete. The
 * language follows the user's choice (stores/preferences), first guessed from the browser.
 */
import { createI18n } from 'vue-i18n';
import { en, type MessageSchema } from './en';
import { russianPlural } from './plural-ru';
import { ru } from './ru';

export const LOCALES = ['en', 'ru'] as const;
export type AppLocale = (typeof LOCALES)[number];

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Russian for a browser or system set to Russian, English otherwise. */
export function guessLocale(languages: readonly string[]): AppLocale {
  const first = languages[0]?.toLowerCase() ?? '';
  return first.startsWith('ru') ? 'ru' : 'en';
}

/** Named date formats (`d(date, 'long')`): a day, or a day with the time of day. */
const DATE_FORMATS = {
  short: { year: 'numeric', month: 'short', day: 'numeric' },
  long: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
} as const;

export const i18n = createI18n<[MessageSchema], AppLocale, false>({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: { en, ru },
  datetimeFormats: { en: DATE_FORMATS, ru: DATE_FORMATS },
  // English uses vue-i18n's own rule (`none | one | many`); Russian needs its three forms.
  pluralRules: { ru: russianPlural },
  missingWarn: false,
  fallbackWarn: false,
});

declare module 'vue-i18n' {
  // Makes `t('key')` checked against the English schema in every component.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefineLocaleMessage extends MessageSchema {}
}
