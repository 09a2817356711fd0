/**
 * Failures of the command line itself, not of a controller, as data like the client's errors
 * (src/shared/errors): a code, details, one sentence in English and in Russian, and the exit code
 * of their kind (exit-codes.ts). The command prints the English sentence and nothing else: no
 * stack, no text of the library underneath.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import { EXIT_CODES } from '../exit-codes';

interface CliErrorDetailsByCode {
  /** `--body @FILE` names a file that is not there. */
  body_file_missing: { file: string };
  /** `--body @FILE` names a file that cannot be read (a folder, no permission). */
  body_file_unreadable: { file: string; reason: string };
  /** The controller's host name does not resolve to an address. */
  host_not_found: { host: string };
  /** A password is needed, none is given in `variable`, and there is no terminal to ask on. */
  password_needs_terminal: { login: string; variable: string };
  /** A password must be kept and no OS keychain answers (on Linux: no Secret Service on D-Bus). */
  keychain_missing: Record<string, never>;
  /** Ctrl+C while the command waited for an answer. */
  interrupted: Record<string, never>;
}

export type CliErrorCode = keyof CliErrorDetailsByCode;

type Describe = {
  [C in CliErrorCode]: (d: CliErrorDetailsByCode[C]) => LocalizedText & { exitCode: number };
};

const DESCRIBE: Describe = {
  body_file_missing: ({ file }) => ({
    en: `The file ${file} given with --body does not exist.`,
    ru: `Файла ${file}, указанного в --body, не существует.`,
    exitCode: EXIT_CODES.usage,
  }),
  body_file_unreadable: ({ file, reason }) => ({
    en: `The file ${file} given with --body cannot be read (${reason}).`,
    ru: `Файл ${file}, указанный в --body, не читается (${reason}).`,
    exitCode: EXIT_CODES.usage,
  }),
  host_not_found: ({ host }) => ({
    en: `The host name ${host} does not resolve to an address: check its spelling and the DNS server, or give the controller's IP address.`,
    ru: `Имя ${host} не разрешается в адрес: проверьте написание и DNS-сервер или укажите IP-адрес контроллера.`,
    exitCode: EXIT_CODES.unreachable,
  }),
  password_needs_terminal: ({ login, variable }) => ({
    en: `No password for ${login}: set ${variable}, or run the command in a terminal to be asked for it.`,
    ru: `Нет пароля для ${login}: задайте ${variable} или запустите команду в терминале, чтобы ввести его.`,
    exitCode: EXIT_CODES.usage,
  }),
  keychain_missing: () => ({
    en: 'No OS keychain answers on this computer (on Linux, a Secret Service such as gnome-keyring in a D-Bus session), so the password cannot be kept; nothing was saved.',
    ru: 'На этом компьютере не отвечает хранилище паролей ОС (в Linux — Secret Service, например gnome-keyring в сеансе D-Bus), поэтому пароль сохранить нельзя; ничего не сохранено.',
    exitCode: EXIT_CODES.keychainUnavailable,
  }),
  interrupted: () => ({
    en: 'Stopped by Ctrl+C.',
    ru: 'Остановлено по Ctrl+C.',
    exitCode: EXIT_CODES.interrupted,
  }),
};

export class CliError<C extends CliErrorCode = CliErrorCode> extends Error {
  readonly text: LocalizedText;
  readonly exitCode: number;

  constructor(
    readonly code: C,
    readonly details: CliErrorDetailsByCode[C],
  ) {
    const { exitCode, ...message } = (
      DESCRIBE[code] as (d: CliErrorDetailsByCode[C]) => LocalizedText & { exitCode: number }
    )(details);
    super(message.en);
    this.text = message;
    this.exitCode = exitCode;
  }

  /** The error as plain data, like an AppError. */
  get data(): { code: C; message: LocalizedText; details: CliErrorDetailsByCode[C] } {
    return { code: this.code, message: this.text, details: this.details };
  }
}
