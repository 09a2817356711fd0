/**
 * A controller's failure as a row of a table shows it (`turnkey network show`, `turnkey time
 * show`): in the words the command would end with (its own for a host name that does not
 * resolve, the next step for a certificate), with the exit code it would end with.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import { ClientError } from '../../core/client/client-error';
import { CliError } from '../output/cli-error';
import { reportError } from '../output/report-error';

export interface RowError {
  code: string;
  message: LocalizedText;
}

export function rowError(error: unknown): RowError {
  let said = '';
  reportError(error, (text) => (said += text));
  const en = said
    .replace(/^turnkey: /, '')
    .trim()
    .replace(/\n/g, ' ');
  if (error instanceof CliError) {
    // instanceof leaves the code's type parameter as any.
    const { code, text } = error as CliError;
    return { code, message: text };
  }
  if (ClientError.isAny(error)) return { code: error.code, message: { ...error.data.message, en } };
  return { code: 'failed', message: { en, ru: en } };
}

/** The exit code the command would end with for this error alone. */
export function rowExitCode(error: unknown): number {
  return reportError(error, () => undefined);
}
