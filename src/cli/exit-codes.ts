/**
 * Exit codes of the `turnkey` command, distinct per failure kind so scripts can react. Commands
 * that reach a controller (trust, login, api call) end with the code of their error's kind.
 */
import type { ErrorCode } from '../shared/errors';

export const EXIT_CODES = {
  ok: 0,
  failure: 1,
  usage: 2,
  unreachable: 3,
  unknownCertificate: 4,
  pinMismatch: 5,
  authFailure: 6,
  validation: 7,
  /** `login --remember` with no OS keychain to keep the password in. */
  keychainUnavailable: 8,
  /** Stopped by Ctrl+C (128 + SIGINT); what was done so far has been printed. */
  interrupted: 130,
} as const;

const MEANINGS: Record<keyof typeof EXIT_CODES, string> = {
  ok: 'success',
  failure: 'the command failed (the message says why)',
  usage: 'wrong command line (unknown option, missing argument)',
  unreachable: 'the controller cannot be reached or did not answer in time',
  unknownCertificate:
    'the controller is not trusted yet: compare and accept it with `turnkey trust`',
  pinMismatch: "the controller's certificate is not the pinned one (nothing was sent)",
  authFailure: 'login refused, no remembered credentials, or the role may not do this',
  validation: 'the request broke a rule of the API (the message names the field)',
  keychainUnavailable: 'no OS keychain to remember the password in (nothing was saved)',
  interrupted: 'stopped by Ctrl+C (what was found until then is printed)',
};

/** The exit code for an error of the controller client, by its code (shared/errors). */
export function exitCodeForError(code: ErrorCode): number {
  switch (code) {
    case 'unreachable':
    case 'timeout':
      return EXIT_CODES.unreachable;
    case 'unknown_certificate':
      return EXIT_CODES.unknownCertificate;
    case 'tls_pin_mismatch':
      return EXIT_CODES.pinMismatch;
    case 'unauthorized':
    case 'forbidden':
      return EXIT_CODES.authFailure;
    case 'validation':
      return EXIT_CODES.validation;
    case 'keychain_unavailable':
      return EXIT_CODES.keychainUnavailable;
    default:
      return EXIT_CODES.failure;
  }
}

/** The exit code table printed after the help text. */
export function exitCodeHelp(): string {
  const rows = Object.entries(EXIT_CODES).map(
    ([name, code]) => `  ${String(code).padStart(3)}  ${MEANINGS[name as keyof typeof EXIT_CODES]}`,
  );
  return `\nExit codes:\n${rows.join('\n')}\n`;
}
