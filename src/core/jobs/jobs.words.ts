/** What the jobs feature says, in both languages (see src/shared/words/define-words.ts). */
import { defineWords } from '../../shared/words/define-words';
import type { LocalizedText } from '../../shared/words/localized-text';

export const JOBS_WORDS = defineWords({
  doneOf: (ok: number, total: number): LocalizedText => ({
    en: `${ok} of ${total} done`,
    ru: `Выполнено: ${ok} из ${total}`,
  }),
  failedCount: (n: number): LocalizedText => ({ en: `${n} failed`, ru: `с ошибкой: ${n}` }),
  stoppedCount: (n: number): LocalizedText => ({ en: `${n} stopped`, ru: `остановлено: ${n}` }),
  notStartedCount: (n: number): LocalizedText => ({
    en: `${n} not started`,
    ru: `не начато: ${n}`,
  }),
  interruptedCount: (n: number): LocalizedText => ({
    en: `${n} interrupted`,
    ru: `прервано: ${n}`,
  }),
  /** The job's state is a code word (running, awaiting_input), shown as it is in both. */
  notDone: (n: number, state: string): LocalizedText => ({
    en: `${n} not done (${state})`,
    ru: `не выполнено: ${n} (${state})`,
  }),
  doneRow: { en: 'Done and verified.', ru: 'Выполнено и проверено.' },
  notStartedRow: {
    en: 'Not started: the job was stopped before it reached this controller. Nothing was sent to it.',
    ru: 'Не начато: задание остановлено раньше, чем дошло до этого контроллера. Ему ничего не отправлено.',
  },
  stoppedNowRow: {
    en: 'Stopped at once (Stop now) before it was done. Look at what it holds before going on.',
    ru: 'Остановлено сразу («Остановить сейчас»), не доведено до конца. Проверьте его состояние, прежде чем продолжать.',
  },
  interruptedRow: {
    en: 'Interrupted: Turnkey stopped before this controller was done. Look at what it holds.',
    ru: 'Прервано: Turnkey остановился раньше, чем работа с этим контроллером закончилась. Проверьте его состояние.',
  },
  stopNowDefault: {
    en: 'Stop now abandons the calls in flight: a controller being changed may be left half done.',
    ru: '«Остановить сейчас» прерывает выполняемые запросы: изменяемый контроллер может остаться изменённым частично.',
  },
  retryTitle: (title: LocalizedText): LocalizedText => ({
    en: `${title.en}: again, on the controllers that failed`,
    ru: `${title.ru}: повторно, на контроллерах с ошибкой`,
  }),
  anotherJob: { en: 'another job', ru: 'другое задание' },
});
