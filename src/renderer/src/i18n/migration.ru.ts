import type { migrationEn } from './migration.en';

/** Russian words of the storage drive and migration card. */
export const migrationRu: typeof migrationEn = {
  title: 'Накопитель и перенос данных',
  intro: 'Копирует журналы событий этого контроллера на его накопитель.',
  state: 'Состояние',
  lastRun: 'Последний запуск',
  nextRun: 'Следующий запуск',
  records: 'Записи',
  never: 'не было',
  states: {
    idle: 'Не выполняется',
    running: 'Идёт копирование',
    completed: 'Завершён',
    error: 'Ошибка',
  },
  counted: '{done} из {total}',
  rate: '{rate} записей/с',
  secondsLeft: 'осталось около {count} с',
  minutesLeft: 'осталось около {count} мин',
  said: 'Контроллер сообщает: «{message}»',
  start: 'Начать копирование',
  stop: 'Остановить',
  stopHint: 'Останавливает копирование на контроллере; скопированное остаётся на накопителе.',
  planTitle: 'Перед копированием',
  cancel: 'Отмена',
  noDrive:
    'К контроллеру не подключён накопитель. Подключите накопитель и запустите копирование снова.',
  notWatched: 'Идёт копирование, за ним следит другая программа:',
  refresh: 'Обновить',
};
