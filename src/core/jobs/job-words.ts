/**
 * The runner's own words for a controller's row once it ended (docs/decisions.md, "Stopping a
 * job"): a finished row says what came of it, never the step it was at ("reading it back").
 */
import type { LocalizedText } from '../../shared/words/localized-text';

export const DONE_WORDS: LocalizedText = {
  en: 'Done and verified.',
  ru: 'Выполнено и проверено.',
};

export const NOT_STARTED_WORDS: LocalizedText = {
  en: 'Not started: the job was stopped before it reached this controller. Nothing was sent to it.',
  ru: 'Не начато: задание остановлено раньше, чем дошло до этого контроллера. Ему ничего не отправлено.',
};

/**
 * "Stop now" cut the work short where it was: what it holds is to be looked at. The step it was
 * at is not repeated: a finished row says what came of it, not what it was doing.
 */
export const STOPPED_NOW_WORDS: LocalizedText = {
  en: 'Stopped at once (Stop now) before it was done. Look at what it holds before going on.',
  ru: 'Остановлено сразу («Остановить сейчас»), не доведено до конца. Проверьте его состояние, прежде чем продолжать.',
};

/** The process running the job ended while this controller was at work. */
export const INTERRUPTED_WORDS: LocalizedText = {
  en: 'Interrupted: Turnkey stopped before this controller was done. Look at what it holds.',
  ru: 'Прервано: Turnkey остановился раньше, чем работа с этим контроллером закончилась. Проверьте его состояние.',
};

/** What "Stop now" does when the job does not say: calls in flight are abandoned. */
export const DEFAULT_STOP_NOW: LocalizedText = {
  en: 'Stop now abandons the calls in flight: a controller being changed may be left half done.',
  ru: '«Остановить сейчас» прерывает выполняемые запросы: изменяемый контроллер может остаться изменённым частично.',
};

/** A retry's start in the journal: the wizard's title, said to be run again on what failed. */
export function retryWords(title: LocalizedText): LocalizedText {
  return {
    en: `${title.en}: again, on the controllers that failed`,
    ru: `${title.ru}: повторно, на контроллерах с ошибкой`,
  };
}
