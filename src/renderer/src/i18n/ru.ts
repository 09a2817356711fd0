/** Russian texts of every screen; typed by the English schema, so no key can be missing. */
import type { MessageSchema } from './en';
import { discoveryRu } from './discovery.ru';
import { flowsRu } from './flows.ru';
import { journalRu, loginRu } from './session.ru';
import { batchRu, overviewRu, sitesRu } from './sites.ru';
import { controllerStateRu } from './controller-state.ru';
import { timeRu } from './time.ru';
import { accessPointsRu } from './access-points.ru';
import { migrationRu } from './migration.ru';
import { vpnRu } from './vpn.ru';
import { transferRu } from './transfer.ru';
import { reportRu } from './report.ru';
import { plansRu } from './plans.ru';
import { reachRu } from './reach.ru';
import { resourcesRu } from './resources.ru';
import { peopleRu } from './people.ru';
import { rulesRu } from './rules.ru';
import { logsRu } from './logs.ru';
import { wordsRu } from './words.ru';

export const ru: MessageSchema = {
  app: {
    name: 'Turnkey',
    tagline: 'Пусконаладка систем контроля доступа',
    skipToContent: 'К содержимому',
    mainNav: 'Основное меню',
    nav: {
      site: 'Объект',
      time: 'Время',
      vpn: 'VPN',
      transfer: 'Перенос',
      discovery: 'Поиск контроллеров',
      jobs: 'Задания',
      journal: 'Журнал',
      plan: 'План',
      report: 'Отчёт',
    },
  },
  preferences: {
    language: 'Язык',
    theme: 'Тема',
    themes: { system: 'Системная', light: 'Светлая', dark: 'Тёмная' },
  },
  footer: {
    version: 'Версия {version}',
    shell: { electron: 'Приложение', browser: 'В браузере на этом компьютере (127.0.0.1)' },
    keychainAvailable: 'Пароли можно хранить в системном хранилище',
    keychainUnavailable: 'Системного хранилища нет: пароли хранятся, пока Turnkey открыт',
    infoFailed: 'Turnkey не смог сообщить свою версию',
  },
  common: {
    cancel: 'Отмена',
    close: 'Закрыть',
    unknown: 'Неизвестно',
    notYetKnown: 'Пока неизвестно',
    dismiss: 'Скрыть',
  },
  site: {
    title: 'Объект',
    intro: 'Все найденные на объекте контроллеры, их состояние и что с ними уже сделано.',
    summary: {
      found: 'Найдено',
      trusted: 'Доверенных',
      loggedIn: 'С входом',
      attention: 'Требуют внимания',
    },
    empty: {
      title: 'На объекте пока нет контроллеров',
      text: 'Найдите контроллеры в сети, к которой подключён этот компьютер. Впервые в Turnkey? Запустите демо-объект: симуляторы контроллеров на этом компьютере, которые ведут себя как настоящие.',
      discover: 'Найти контроллеры',
      demo: 'Запустить демо-объект',
      demoStarting: 'Запуск демо-объекта…',
    },
    table: {
      controller: 'Контроллер',
      address: 'Адрес',
      trust: 'Доверие',
      session: 'Сеанс',
      warnings: 'Предупреждения',
      done: 'Сделано',
      next: 'Следующий шаг',
    },
    session: { none: 'Вход не выполнен', as: 'Как {login} ({role})' },
    history: {
      found: 'Найден',
      trusted: 'Доверен',
      logged_in: 'Выполнен вход',
      logged_out: 'Выполнен выход',
    },
  },
  journey: {
    trust: 'Проверить и доверять…',
    review: 'Проверить сертификат…',
    login: 'Войти…',
    open: 'Открыть',
    label: {
      trust: 'Проверить сертификат {name} и доверять ему',
      review: 'Проверить изменившийся сертификат {name}',
      login: 'Войти в {name}',
      open: 'Открыть контроллер {name}',
    },
  },
  demo: {
    search: 'Найти контроллеры демо-объекта снова',
    running:
      'Демо-объект запущен, но симулированных контроллеров на этом компьютере нет. | Демо-объект запущен: на этом компьютере {count} симулированный контроллер. Входите в него с логином admin и паролем admin. | Демо-объект запущен: на этом компьютере {count} симулированных контроллера. Входите в них с логином admin и паролем admin. | Демо-объект запущен: на этом компьютере {count} симулированных контроллеров. Входите в них с логином admin и паролем admin.',
  },
  trustState: {
    trusted: 'Доверенный',
    new: 'Ещё не доверенный',
    changed: 'Сертификат изменился',
  },
  discovery: discoveryRu,
  trust: {
    title: 'Доверять этому контроллеру?',
    titleChanged: 'Сертификат этого контроллера изменился',
    intro:
      'Сравните этот отпечаток с указанным на наклейке или экране контроллера. Доверяйте, только если совпадает каждая группа.',
    changedIntro:
      'Контроллер теперь предъявляет не тот сертификат, которому вы доверились. Ему ничего не отправлено. Заменяйте доверенный сертификат, только если знаете, почему он изменился (контроллер заменили или сбросили).',
    fingerprint: 'Отпечаток SHA-256',
    pinned: 'Доверенный до сих пор',
    presented: 'Предъявлен сейчас',
    subject: 'Субъект',
    validity: 'Действует с {from} по {to}',
    selfSigned: 'Самоподписанный',
    reading: 'Чтение сертификата, который предъявляет контроллер…',
    changedSinceSearch:
      'По этому адресу теперь другой сертификат, чем нашёл поиск. Повторите поиск, прежде чем чему-либо здесь доверять.',
    accept: 'Отпечатки совпадают: доверять',
    replace: 'Заменить доверенный сертификат',
  },
  controller: {
    title: 'Контроллер',
    lost: 'Контроллер не отвечает там, где его ждёт объект',
    back: 'К объекту',
    notFound: {
      title: 'Этого контроллера нет на объекте',
      text: 'Сначала найдите контроллеры: у каждого найденного здесь будет своя страница.',
    },
    identity: {
      title: 'Идентификация',
      address: 'Адрес',
      serial: 'Серийный номер',
      model: 'Модель',
      fingerprint: 'Отпечаток сертификата',
      trust: 'Доверие',
    },
    firmware: {
      title: 'Поколение прошивки',
      era: 'Поколение {era} (описание API {version})',
      unknown: 'Станет известно после входа.',
    },
    capabilities: {
      title: 'Возможности',
      unknown: 'Станут известны после входа: Turnkey спросит контроллер, что он умеет.',
      staffFieldSet: 'Записи сотрудников: набор полей «{set}»',
      fieldSets: { modern: 'современный', legacy: 'прежний' },
      states: {
        available: 'Доступно',
        forbidden: 'Не разрешено этому пользователю',
        missing: 'Нет в этой прошивке',
        unknown: 'Проверить не удалось',
        inferred: 'Ожидается по поколению прошивки',
      },
    },
    session: {
      title: 'Сеанс',
      as: 'Выполнен вход как {login} ({role})',
      until: 'Сеанс действует до {time}; затем Turnkey войдёт заново сам.',
      none: 'Вход не выполнен.',
      remembered: 'Пароль {login} хранится в системном хранилище.',
      notRemembered: 'Пароль не сохранён',
      login: 'Войти…',
      logout: 'Выйти',
      forgetPassword: 'Забыть пароль',
      forgetController: 'Забыть этот контроллер…',
      forgetConfirm:
        'Turnkey забудет этот контроллер: закреплённый сертификат и сохранённый пароль. В следующий раз сертификат нужно будет снова сверить и принять.',
      forgetYes: 'Забыть',
    },
    history: { title: 'Сделано', empty: 'Пока ничего.' },
  },
  areas: {
    login: 'Вход',
    auth_users: 'Пользователи контроллера',
    access_points: 'Точки доступа',
    staff: 'Сотрудники',
    visitors: 'Посетители',
    identifiers: 'Идентификаторы',
    tmp_access: 'Временный доступ',
    access_events: 'События доступа',
    audit_events: 'События аудита',
    notification_events: 'Уведомления',
    alerts: 'Тревоги',
    access_profiles: 'Профили доступа',
    schedules: 'Расписания',
    directories: 'Справочники',
    devices: 'Устройства',
    device_management: 'Управление устройствами',
    access_confirmation: 'Подтверждение доступа',
    tt_export: 'Выгрузка учёта рабочего времени',
    tt_report: 'Отчёт учёта рабочего времени',
    date_time: 'Дата и время',
    network: 'Сеть',
    controller_search: 'Поиск контроллеров',
    share_vpn: 'Общий VPN',
    vpn: 'VPN',
    biometry: 'Поставщик биометрии',
    error_log: 'Журнал ошибок',
    migration: 'Перенос данных',
  },
  roles: { admin: 'администратор', operator: 'оператор', viewer: 'наблюдатель' },
  flows: flowsRu,
  login: loginRu,
  journal: journalRu,
  sites: sitesRu,
  controllerState: controllerStateRu,
  batch: batchRu,
  overview: overviewRu,
  time: timeRu,
  accessPoints: accessPointsRu,
  migration: migrationRu,
  vpn: vpnRu,
  transfer: transferRu,
  resources: resourcesRu,
  people: peopleRu,
  rules: rulesRu,
  logs: logsRu,
  report: reportRu,
  plans: plansRu,
  reach: reachRu,
  words: wordsRu,
};
