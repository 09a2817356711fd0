/** Russian words of the wizard frame (the wizard's own words come from the shell, in both languages). */
import type { flowsEn } from './flows.en';

export const flowsRu: typeof flowsEn = {
  steps: { settings: 'Параметры', plan: 'План', apply: 'Применение', result: 'Итог' },
  next: 'Далее',
  back: 'Назад',
  cancel: 'Отмена',
  close: 'Закрыть',
  required: 'Обязательно',
  plan: {
    controller: 'Контроллер',
    field: 'Поле',
    now: 'Сейчас',
    after: 'После',
    empty: 'Менять нечего: все контроллеры уже настроены как нужно.',
    dangerTitle: 'Опасное изменение: прочтите и подтвердите ещё раз',
    dangerConfirm: 'Понимаю, выполнить',
  },
  job: {
    columns: { state: 'Состояние', step: 'Подробности' },
    state: {
      queued: 'Ожидает',
      running: 'Выполняется',
      awaiting_input: 'Нужен ответ',
      succeeded: 'Выполнено и проверено',
      failed: 'Ошибка',
      cancelled: 'Остановлено',
      not_started: 'Не начато',
      interrupted: 'Прервано',
    },
    progress: '{done} из {total}',
    percent: '{percent} %',
    eta: 'осталось около {seconds} с',
    stopAfter: 'Остановить после текущего контроллера',
    stopNow: 'Остановить сейчас',
    stopAfterNote:
      'Остановить после текущего контроллера: начатые будут доведены до конца и проверены, новые не начнутся; уже изменённые останутся изменёнными.',
    stopping: {
      after_current:
        'Остановка после текущего контроллера: начатые доводятся до конца и проверяются, новые не начинаются.',
      now: 'Остановка…',
    },
    locate: 'Найти его снова',
    retry: {
      note: 'Ошибок нет | Ошибка на {count} контроллере: запустите мастер снова только для него, с теми же настройками. | Ошибка на {count} контроллерах: запустите мастер снова только для них, с теми же настройками. | Ошибка на {count} контроллерах: запустите мастер снова только для них, с теми же настройками.',
      button: 'Повторить для них',
    },
    form: 'Настройки',
    retryOf: 'Повторно, на контроллерах с ошибкой в задании, начатом {time}.',
  },
  result: { journal: 'Открыть журнал', jobs: 'Все задания' },
  range: { between: 'От {min} до {max}.', atLeast: 'Не меньше {min}.', atMost: 'Не больше {max}.' },
  notStarted: 'Мастер не запущен',
  restoring: 'Открываем мастер…',
};
