/** What the state feature says, in both languages (see src/shared/words/define-words.ts). */
import { defineWords } from '../../shared/words/define-words';
import type { LocalizedText } from '../../shared/words/localized-text';

export const STATE_WORDS = defineWords({
  certificateChanged: (label: string): LocalizedText => ({
    en: `${label} presents another certificate than the one trusted: nothing is sent to it until it is compared and trusted again, or removed.`,
    ru: `${label} предъявляет не тот сертификат, которому доверяли: ему ничего не отправляется, пока его не сравнят и не доверят заново или не удалят.`,
  }),
  certificateTrustedAgain: (label: string): LocalizedText => ({
    en: `${label} presents its trusted certificate again.`,
    ru: `${label} снова предъявляет сертификат, которому доверяли.`,
  }),
  factoryPasswordNoAccounts: (label: string): LocalizedText => ({
    en: `${label} lets anyone in with the factory password; its firmware has no accounts section, so change it on the device.`,
    ru: `${label} пускает с заводским паролем; в его прошивке нет раздела учётных записей, смените его на устройстве.`,
  }),
  factoryPasswordWorks: (label: string): LocalizedText => ({
    en: `${label} lets anyone in with the factory password: change it.`,
    ru: `${label} пускает с заводским паролем: смените его.`,
  }),
  factoryPasswordGone: (label: string): LocalizedText => ({
    en: `${label} no longer accepts the factory password (checked by trying it).`,
    ru: `${label} больше не принимает заводской пароль (проверено попыткой входа).`,
  }),
});
