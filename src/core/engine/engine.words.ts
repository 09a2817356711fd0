/** What the engine feature says, in both languages (see src/shared/words/define-words.ts). */
import { defineWords } from '../../shared/words/define-words';
import type { LocalizedText } from '../../shared/words/localized-text';

export const ENGINE_WORDS = defineWords({
  removedSite: { en: 'Removed from the site.', ru: 'Удалён с объекта.' },
  certificateTrusted: (label: string): LocalizedText => ({
    en: `Certificate of ${label} trusted after its fingerprint was compared.`,
    ru: `Сертификат ${label} принят после сверки отпечатка.`,
  }),
  addedSite: (label: string): LocalizedText => ({
    en: `${label} added to the site.`,
    ru: `${label} добавлен на объект.`,
  }),
  loggedInWithFactoryPassword: (login: string): LocalizedText => ({
    en: `Logged in as ${login} with the factory password: change it.`,
    ru: `Вход как ${login} с заводским паролем: смените его.`,
  }),
  loggedInAs: (login: string): LocalizedText => ({
    en: `Logged in as ${login}.`,
    ru: `Вход как ${login}.`,
  }),
  jobInterrupted: (title: LocalizedText): LocalizedText => ({
    en: `“${title.en}” was interrupted: Turnkey stopped before it ended.`,
    ru: `«${title.ru}» прервано: Turnkey остановился раньше, чем оно закончилось.`,
  }),
});
