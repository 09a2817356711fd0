/** Russian words of a site controller's state. */
import type { controllerStateEn } from './controller-state.en';

export const controllerStateRu: typeof controllerStateEn = {
  identity: {
    trusted: 'Доверенный',
    new: 'Ещё не доверенный',
    changed: 'Сертификат изменился',
  },
  /** The identity as a compact tag in a table row; the whole words are its hover text. */
  identityShort: { changed: 'Серт. изменён' },
  changedTitle: 'Контроллер теперь предъявляет другой сертификат',
  changedText:
    'Доверенный: {expected}. Предъявлен сейчас: {actual}. Ему ничего не отправляется: сеанс завершён, все мастера его отклоняют. Сверьте новый отпечаток с устройством и доверьтесь заново из поиска или удалите его с объекта.',
  reach: {
    answers: 'Отвечает',
    silent: 'Молчит с {since}',
    unknown: 'Ещё не проверялся',
    movedTo: 'Виден по адресу {address}',
  },
  session: {
    logged_in: 'Вход как {login} ({role})',
    ended: 'Сеанс завершён: сертификат изменился',
    refused: 'Вход отклонён для {login}',
    none: 'Вход не выполнен',
  },
  /** A session as a compact tag in a table row; the whole sentence is its hover text. */
  sessionShort: { ended: 'Завершён', refused: 'Отклонён' },
  factory: {
    in_use: 'Заводской пароль',
    changed: 'Пароль сменён',
    not_checked: 'Пароль не проверен',
    cannot_change: 'Пароль здесь не сменить',
  },
  factoryHint: {
    in_use: 'Вход с заводским паролем удался: войти может любой в его сети. Смените пароль.',
    changed: 'Сменён и проверен, или вход показал, что он уже не заводской.',
    not_checked: 'Вход с заводской учётной записью на нём ещё не пробовали.',
    cannot_change:
      'В его прошивке (1.5) нет раздела учётных записей: смените пароль на устройстве.',
  },
  areas: {
    password: 'пароль',
    network: 'сеть',
    time: 'время',
    accessPoints: 'точки доступа',
    vpn: 'VPN',
    migration: 'миграция',
    transfer: 'перенос',
    backup: 'резервная копия',
  },
  leftOut: 'Не включено: {n} — сертификат изменился',
  verified: 'Последняя проверка',
  verifiedOk: '{area}: проверено {at}',
  verifiedFailed: '{area}: ошибка {at}',
};
