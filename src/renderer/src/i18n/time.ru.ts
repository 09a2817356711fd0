/** Russian words of the time screen; typed by the English ones, so no key can be missing. */
import type { timeEn } from './time.en';

export const timeRu: typeof timeEn = {
  title: 'Время',
  intro:
    'Часы каждого контроллера объекта, прочитанные сейчас, рядом с часами этого компьютера, с часовым поясом и синхронизацией.',
  laptop: 'Этот компьютер: {time}, {zone}',
  refresh: 'Обновить',
  setFor:
    'Установить время на всех доступных контроллерах | Установить время на {count} выбранном контроллере | Установить время на {count} выбранных контроллерах | Установить время на {count} выбранных контроллерах',
  columns: {
    controller: 'Контроллер',
    controllerTime: 'Время контроллера',
    laptopTime: 'Этот компьютер',
    drift: 'Расхождение',
    zone: 'Пояс',
    ntp: 'NTP',
  },
  seconds: '{value} с',
  driftHigh: 'Расходится с часами этого компьютера больше чем на {limit} с',
  ntpOn: 'Вкл.',
  ntpOff: 'Выкл.',
  ntpOwnServer: 'свой сервер',
  empty: 'На объекте пока нет контроллеров.',
  reading: 'Читаем часы…',
};
