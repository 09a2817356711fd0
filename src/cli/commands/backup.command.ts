/**
 * `turnkey backup --controller HOST:PORT [--out FILE] [--include-secrets]`: a whole controller
 * read into one backup file (docs/backup-format.md) by the same flow and job as the app's Back
 * up; and `turnkey backup --check FILE`: a backup opened and checked whole, its manifest
 * printed, or why it cannot be read (docs/decisions.md, "Backup").
 */
import type { Command } from 'commander';
import { PASSPHRASE_VARIABLE } from '../controller/environment-variables';
import { LOGIN_HELP } from '../controller/login-help';
import { exitCodeHelp } from '../exit-codes';
import { WIDE_HELP } from '../output/table';
import { UsageError } from '../output/report-error';

// The work is imported when it runs, so `turnkey backup --help` loads none of what it needs
// (docs/decisions.md, "The CLI is bundled").
const run = () => import('./backup-run');

export interface BackupOptions {
  controller?: string;
  out?: string;
  includeSecrets?: boolean;
  check?: string;
  user?: string;
  json?: boolean;
  site?: string;
}

const HELP = `
Examples:
  turnkey backup --controller 10.0.0.20:443
  turnkey backup --controller 10.0.0.20:443 --out plant4-gate.tkbackup --json
  TURNKEY_BACKUP_PASSPHRASE=... turnkey backup --controller 10.0.0.20:443 --include-secrets
  turnkey backup --check plant4-gate.tkbackup

Reads every part of the controller (schedules, access points, profiles, staff, visitors,
identifiers, temporary access, users, biometry, time tracking, and the event logs) into one
file: gzip-compressed JSON lines, a manifest first (look inside with: zcat FILE | head -1).
Without --out the file goes to the site's backups folder, named by the controller's serial and
the time. The plan and the progress go to standard error; standard output gets the manifest
(with --json as one JSON object: file, sha256, bytes, manifest). The file is read back and
checked before the command ends; a failure or Ctrl+C leaves no file.

The biometry provider's client secret and password are left out unless --include-secrets is
given; then they are encrypted with a passphrase from ${PASSPHRASE_VARIABLE}, or asked
twice on the terminal. The passphrase is kept nowhere: without it those secrets cannot be read.

--check FILE opens a backup and checks it whole (gzip intact, manifest, every part's count and
SHA-256) and prints its manifest, or says why it cannot be read (exit code 1). With
--include-secrets it also checks the passphrase.
${LOGIN_HELP}
`;

export function registerBackupCommand(program: Command): void {
  program
    .command('backup')
    .description("read a whole controller into one backup file, or check a backup's file")
    .option('--controller <host:port>', 'the trusted controller to back up')
    .option('--out <file>', "the file to write (default: the site's backups folder)")
    .option('--include-secrets', 'encrypt the biometry provider secrets into the file')
    .option('--check <file>', 'check a backup file and print its manifest')
    .option('--user <login>', 'the login to sign in with when the keychain has no password')
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', `${HELP}${WIDE_HELP}${exitCodeHelp()}`)
    .action(async (options: BackupOptions, self: Command) => {
      const all = { ...options, ...self.optsWithGlobals<{ site?: string }>() };
      if (all.check !== undefined) {
        if (all.controller !== undefined || all.out !== undefined) {
          throw new UsageError('--check takes a file alone: not with --controller or --out.');
        }
        return (await run()).runCheck(all.check, all);
      }
      return (await run()).runBackup(all);
    });
}
