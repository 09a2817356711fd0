/** Russian words of logging in and of the site's journal. */
import type { journalEn, loginEn } from './session.en';

export const loginRu: typeof loginEn = {
  title: 'Вход в {name}',
  login: 'Логин',
  password: 'Пароль',
  remember: 'Запомнить в системном хранилище',
  rememberUnavailable:
    'На этом компьютере нет системного хранилища: пароль хранится, пока Turnkey открыт.',
  submit: 'Войти',
  blocked: 'Вход заблокирован: сертификат этого контроллера изменился. Сначала проверьте его.',
  untrusted: 'Прежде чем входить, доверьтесь этому контроллеру.',
  useSaved: 'Войти как {login} с сохранённым паролем',
  forgetPassword: 'Забыть сохранённый пароль',
  orType: 'Или введите логин и пароль:',
  loginExample: 'admin',
  passwordHint: 'Пароль этого логина',
};

export const journalRu: typeof journalEn = {
  title: 'Журнал',
  intro:
    'Все действия на объекте, новые сверху: кто, что и на каком контроллере сделал, до и после.',
  at: 'Когда',
  who: 'Кто',
  controller: 'Контроллер',
  what: 'Что',
  outcome: 'Итог',
  outcomes: { succeeded: 'Выполнено', failed: 'Ошибка', cancelled: 'Отменено', info: 'Отмечено' },
  more: 'Более ранние записи',
};
