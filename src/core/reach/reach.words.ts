/** What the reach feature says, in both languages (see src/shared/words/define-words.ts). */
import { defineWords } from '../../shared/words/define-words';
import type { LocalizedText } from '../../shared/words/localized-text';

export const REACH_WORDS = defineWords({
  addsSoComputerReaches: (
    address: string,
    prefix: number,
    interfaceName: string,
    network: string,
    label: string,
  ): LocalizedText => ({
    en: `Adds ${address}/${prefix} to ${interfaceName}, so this computer reaches ${network} directly there. Nothing changes on ${label} or on the interface's own addresses. The address is removed when you ask, when this run of Turnkey closes, or at its next start.`,
    ru: `Добавляет ${address}/${prefix} на ${interfaceName}, чтобы этот компьютер напрямую достучался до сети ${network}. На ${label} и собственных адресах интерфейса ничего не меняется. Адрес удаляется по вашему запросу, при закрытии этого запуска Turnkey или при его следующем запуске.`,
  }),
  asked: { en: 'as asked', ru: 'по запросу' },
  runAddedClosed: {
    en: 'as the run that added it closed',
    ru: 'при закрытии добавившего его запуска',
  },
  nextStartAfterRun: {
    en: 'at the next start, after the run that added it was stopped without closing',
    ru: 'при следующем запуске: добавивший его запуск был остановлен, не закрывшись',
  },
  temporaryAddressAddedReach: (
    where: string,
    interfaceName: string,
    label: string,
  ): LocalizedText => ({
    en: `Temporary address ${where} added to ${interfaceName} to reach ${label} from this computer.`,
    ru: `На ${interfaceName} добавлен временный адрес ${where}, чтобы достучаться до ${label} с этого компьютера.`,
  }),
  temporaryAddressRemoved: (
    where: string,
    interfaceName: string,
    because: LocalizedText,
  ): LocalizedText => ({
    en: `Temporary address ${where} removed from ${interfaceName} ${because.en}.`,
    ru: `Временный адрес ${where} удалён с ${interfaceName} ${because.ru}.`,
  }),
  addedAnswers: (where: string, interfaceName: string, host: string): LocalizedText => ({
    en: `Added ${where} to ${interfaceName}: ${host} answers from this computer now.`,
    ru: `На ${interfaceName} добавлен адрес ${where}: ${host} теперь отвечает этому компьютеру.`,
  }),
  addedSilent: (
    where: string,
    interfaceName: string,
    host: string,
    port: number,
  ): LocalizedText => ({
    en: `Added ${where} to ${interfaceName}, but ${host} did not answer on port ${port}: check that it is on and plugged into ${interfaceName}.`,
    ru: `На ${interfaceName} добавлен адрес ${where}, но ${host} не ответил на порту ${port}: проверьте, что он включён и подключён к ${interfaceName}.`,
  }),
  planNotReaching: (host: string, where: string): LocalizedText => ({
    en: `${where} would not reach ${host}: plan again from the search.`,
    ru: `Адрес ${where} не достанет до ${host}: составьте план заново из результатов поиска.`,
  }),
});
