/**
 * The environment variables the command reads, named in the help of the commands that use them:
 * a file of their own, so a command's help names them without loading what reads them
 * (controller/cli-context.ts, and the prompt and services it brings).
 */

/** The controller password, instead of the keychain's or a prompt. */
export const PASSWORD_VARIABLE = 'TURNKEY_PASSWORD';
/** The passphrase that seals a backup's secrets (`turnkey backup`, `turnkey transfer`). */
export const PASSPHRASE_VARIABLE = 'TURNKEY_BACKUP_PASSPHRASE';
/** Keychain service name for portable installs and tests (default "Turnkey"). */
export const KEYCHAIN_SERVICE_VARIABLE = 'TURNKEY_KEYCHAIN_SERVICE';
