/**
 * Where `turnkey backup` gets the passphrase that seals secrets (docs/decisions.md, "Backup"):
 * TURNKEY_BACKUP_PASSPHRASE, for scripts, else asked on the terminal without echo, twice when a
 * backup is made (a typo would lock the secrets away for good), once when one is checked.
 * Neither a terminal nor the variable: the command says so before it reaches any controller.
 */
import { MIN_PASSPHRASE } from '../../core/transfer/backup/backup-form';
import { secretFromEnvironment } from '../controller/cli-context';
import { PASSPHRASE_VARIABLE } from '../controller/environment-variables';
import { askPassword, canPrompt } from '../output/prompt';
import { UsageError } from '../output/report-error';

export async function backupPassphrase(purpose: 'make' | 'check'): Promise<string> {
  const fromEnv = secretFromEnvironment(PASSPHRASE_VARIABLE);
  if (fromEnv !== undefined) return fromEnv;
  if (!canPrompt()) {
    throw new UsageError(
      `--include-secrets needs a passphrase: set ${PASSPHRASE_VARIABLE}, or run the command in a terminal to be asked for it.`,
    );
  }
  const first = await askPassword('Passphrase for the secrets: ');
  if (purpose === 'check') return first;
  if (first.length < MIN_PASSPHRASE) {
    throw new UsageError(`The passphrase must have at least ${MIN_PASSPHRASE} characters.`);
  }
  const again = await askPassword('The passphrase again: ');
  if (again !== first) throw new UsageError('The two passphrases differ: nothing was read.');
  return first;
}
