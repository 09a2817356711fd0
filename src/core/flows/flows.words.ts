/** What the flows feature says, in both languages (see src/shared/words/define-words.ts). */
import { defineWords } from '../../shared/words/define-words';
import type { LocalizedText } from '../../shared/words/localized-text';

/** "Не короче 1 символа, 21 символа, 2 символов, 8 символов": genitive after a comparison. */
function symbolsRu(n: number): string {
  return n % 10 === 1 && n % 100 !== 11 ? 'символа' : 'символов';
}

export const FLOWS_WORDS = defineWords({
  on: { en: 'on', ru: 'вкл.' },
  off: { en: 'off', ru: 'выкл.' },
  /** A controller a wizard skips as it already holds what was asked. */
  nothingToChangeOn: (label: string): LocalizedText => ({
    en: `${label}: nothing to change.`,
    ru: `${label}: менять нечего.`,
  }),
  retryStillRunning: (title: LocalizedText): LocalizedText => ({
    en: `“${title.en}” is still running: wait for it to end, then retry what failed.`,
    ru: `«${title.ru}» ещё выполняется: дождитесь окончания, затем повторите то, что не удалось.`,
  }),
  retryNotOffered: (title: LocalizedText): LocalizedText => ({
    en: `“${title.en}” cannot be retried on its failed controllers alone: open its wizard again for them.`,
    ru: `«${title.ru}» нельзя повторить только для контроллеров с ошибкой: откройте его мастер для них заново.`,
  }),
  retryNothingFailed: (title: LocalizedText): LocalizedText => ({
    en: `No controller of “${title.en}” failed: there is nothing to retry.`,
    ru: `В «${title.ru}» нет контроллеров с ошибкой: повторять нечего.`,
  }),
  yes: { en: 'yes', ru: 'да' },
  no: { en: 'no', ru: 'нет' },
  needsValue: { en: 'Needs a value.', ru: 'Обязательное поле.' },
  notValidValueHere: { en: 'Not a valid value here.', ru: 'Здесь такое значение не подходит.' },
  chooseOneOfferedValues: {
    en: 'Choose one of the offered values.',
    ru: 'Выберите одно из предложенных значений.',
  },
  atLeastCharacters: (n: number): LocalizedText => ({
    en: `At least ${n} characters.`,
    ru: `Не короче ${n} ${symbolsRu(n)}.`,
  }),
  chooseAtLeast: (n: number): LocalizedText => ({
    en: `Choose at least ${n}.`,
    ru: `Выберите не меньше ${n}.`,
  }),
  atLeast: (n: number): LocalizedText => ({ en: `At least ${n}.`, ru: `Не меньше ${n}.` }),
  moreThan: (n: number): LocalizedText => ({ en: `More than ${n}.`, ru: `Больше ${n}.` }),
  atMostCharacters: (n: number): LocalizedText => ({
    en: `At most ${n} characters.`,
    ru: `Не длиннее ${n} ${symbolsRu(n)}.`,
  }),
  chooseAtMost: (n: number): LocalizedText => ({
    en: `Choose at most ${n}.`,
    ru: `Выберите не больше ${n}.`,
  }),
  atMost: (n: number): LocalizedText => ({ en: `At most ${n}.`, ru: `Не больше ${n}.` }),
  lessThan: (n: number): LocalizedText => ({ en: `Less than ${n}.`, ru: `Меньше ${n}.` }),
  ipv4Format: {
    en: 'An IPv4 address, such as 10.0.0.50.',
    ru: 'Адрес IPv4, например 10.0.0.50.',
  },
  hostnameFormat: { en: 'A host name or an address.', ru: 'Имя узла или адрес.' },
  notExpectedForm: { en: 'Not in the expected form.', ru: 'Не в ожидаемом виде.' },
});
