/** Russian words of the site, its work list and its jobs. */
import type { batchEn, overviewEn, sitesEn } from './sites.en';

export const overviewRu: typeof overviewEn = {
  title: 'Обзор',
  refresh: 'Прочитать снова',
  logIn: 'Войдите, чтобы прочитать его сеть, часы и данные.',
  network: 'Сеть',
  static: 'статический',
  gateway: 'шлюз {gateway}',
  time: 'Часы',
  drift: 'расхождение с ноутбуком {seconds} с',
  on: 'вкл.',
  off: 'выкл.',
  holds: 'Данные',
  counts: 'людей: {staff}, идентификаторов: {identifiers}, точек доступа: {accessPoints}',
  vpn: 'VPN',
  roles: { master: 'ведущий кластера', member: 'участник кластера', none: 'не в кластере' },
  migrating: 'идёт: {progress} %',
};

export const batchRu: typeof batchEn = {
  trustTitle: 'Доверять {name}?',
  compare: 'Сверьте этот отпечаток с наклейкой или дисплеем контроллера:',
  otherCertificate:
    'По этому адресу предъявлен другой сертификат, не тот, по которому объект знает контроллер. Не доверяйте ему здесь: выполните поиск снова.',
  left: 'После этого осталось сверить: {n}.',
  stop: 'Остановить',
  skip: 'Пропустить',
  match: 'Отпечатки совпадают: доверять',
  loginTitle: 'Вход в выбранные контроллеры ({n})',
  loginAll: 'Войти: {n}',
  loggedIn: 'вход выполнен',
  trust: 'Доверять…',
  login: 'Войти…',
};

export const sitesRu: typeof sitesEn = {
  choose: 'Выберите объект',
  newLabel: 'Новый объект',
  newPlaceholder: 'Завод 4, корпус Б',
  rename: 'Переименовать…',
  renameDo: 'Переименовать',
  delete: 'Удалить…',
  deleteWarning:
    'Удаление «{name}» стирает с этого компьютера список его контроллеров, задания и журнал. Введите название, чтобы удалить.',
  deleteType: 'Название объекта ещё раз',
  deleteDo: 'Удалить объект и его журнал',
  create: 'Создать',
  none: 'Объект ещё не открыт: создайте его, чтобы хранить контроллеры и всё, что с ними сделано.',
  empty: 'На объекте пока нет контроллеров. Найдите их и добавьте на объект.',
  addFound: 'Добавить найденные контроллеры на объект',
  added: 'Добавлено на объект «{name}».',
  addressing: { dhcp: 'DHCP', static: 'статический' },
  factory: 'Заводской пароль',
  loggedIn: 'Вход выполнен',
  notLoggedIn: 'Вход не выполнен',
  columns: {
    serial: 'Серийный номер',
    model: 'Модель',
    firmware: 'Прошивка',
    address: 'Адрес',
    fingerprint: 'Отпечаток',
    trust: 'Доверие',
    session: 'Сеанс',
    factory: 'Пароль',
    last: 'Последнее действие',
  },
  filter: 'Фильтр списка',
  selected: 'Выбрано: {n}',
  changePassword: 'Сменить пароль…',
  changeNetwork: 'Сменить сетевые настройки…',
  backUp: 'Резервная копия…',
  locate: 'Найти его снова',
  export: 'Экспорт CSV',
  jobs: {
    title: 'Задания',
    intro:
      'Всё, что менялось на контроллерах объекта, новые сверху. Задание продолжается, если страницу перезагрузить или закрыть.',
    empty: 'Заданий пока нет.',
    started: 'Начато {time}',
  },
};
