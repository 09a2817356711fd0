/** What the password feature says, in both languages (see src/shared/words/define-words.ts). */
import { defineWords } from '../../shared/words/define-words';
import type { LocalizedText } from '../../shared/words/localized-text';

export const PASSWORD_WORDS = defineWords({
  readingAccount: { en: 'reading the account', ru: 'чтение учётной записи' },
  writingNewPassword: { en: 'writing the new password', ru: 'запись нового пароля' },
  loggingInWithNewPassword: { en: 'logging in with the new password', ru: 'вход с новым паролем' },
  changedAndVerified: (login: string): LocalizedText => ({
    en: `Password of ${login} changed and verified by logging in with it.`,
    ru: `Пароль ${login} изменён и проверен входом с ним.`,
  }),
  title: { en: 'Change the password', ru: 'Смена пароля' },
  login: { en: 'Login', ru: 'Логин' },
  newPassword: { en: 'New password', ru: 'Новый пароль' },
  passwordHint: {
    en: 'At least 8 characters. It is kept in this computer’s keychain only.',
    ru: 'Не короче 8 символов. Хранится только в хранилище паролей этого компьютера.',
  },
  newPasswordAgain: { en: 'New password again', ru: 'Новый пароль ещё раз' },
  twoPasswordsDiffer: { en: 'The two passwords differ.', ru: 'Пароли не совпадают.' },
  isFactoryPassword: { en: 'That is the factory password.', ru: 'Это заводской пароль.' },
  skippedNoUsers: (label: string): LocalizedText => ({
    en: `${label}: its firmware has no authentication users to change; skipped.`,
    ru: `${label}: в его прошивке нет пользователей для смены пароля; пропущен.`,
  }),
  passwordOf: (login: string): LocalizedText => ({
    en: `Password of ${login}`,
    ru: `Пароль ${login}`,
  }),
  factoryPassword: { en: 'factory password', ru: 'заводской пароль' },
  passwordSet: { en: 'set', ru: 'задан' },
  newPasswordKept: {
    en: 'new, kept in this computer’s keychain only',
    ru: 'новый, хранится только в хранилище паролей этого компьютера',
  },
  changeCount: (count: number): LocalizedText => ({
    en: `Change ${count} controller${count === 1 ? '' : 's'}`,
    ru: `Изменить контроллеры: ${count}`,
  }),
});
