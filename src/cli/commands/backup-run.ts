/**
 * What `turnkey backup` does, imported when it runs (backup.command.ts reads its options): a
 * controller backed up by the app's flow and job, or a backup file checked whole.
 */
import { resolve } from 'node:path';
import { ArchiveError } from '../../core/transfer/archive/archive-errors';
import { openArchive } from '../../core/transfer/archive/archive-reader';
import { cliEngine } from '../controller/cli-engine';
import { addressArgument } from '../controller/cli-context';
import { reachForWizard } from '../controller/controller-access';
import { EXIT_CODES } from '../exit-codes';
import { UsageError } from '../output/report-error';
import { runFlowInCli } from '../flow/run-flow';
import { backupPassphrase } from './backup-passphrase';
import { backupEnded, backupJson, printBackup } from './backup-show';
import type { BackupOptions } from './backup.command';

export async function runBackup(options: BackupOptions): Promise<void> {
  if (!options.controller) {
    throw new UsageError(
      'Give --controller HOST:PORT to back up, or --check FILE to check a backup.',
    );
  }
  const address = addressArgument(options.controller);
  // Asked before anything is read, so a mistyped passphrase costs no controller time.
  const passphrase = options.includeSecrets ? await backupPassphrase('make') : undefined;
  const cli = await cliEngine();
  try {
    const site = await cli.site(options.site);
    const [reached] = await reachForWizard(cli, site, [address], options);
    const id = reached!.sighting.id;
    if (options.out) cli.backup.destinations.set(id, resolve(options.out));
    const json = options.json === true;
    const err = (text: string) => process.stderr.write(text);
    // A backup changes nothing on the controller: running the command is its confirmation.
    const { exitCode } = await runFlowInCli({
      cli,
      flowType: 'backup',
      controllerIds: [id],
      answers: [
        {
          includeSecrets: passphrase !== undefined,
          ...(passphrase !== undefined ? { passphrase, repeat: passphrase } : {}),
        },
      ],
      yes: true,
      json,
      planOnErr: true,
      stopping: 'Cancelling the backup…',
      stopMode: 'now',
      ended: backupEnded(json, (text) => process.stdout.write(text), err),
      err,
    });
    if (exitCode !== EXIT_CODES.ok) process.exitCode = exitCode;
  } finally {
    await cli.close();
  }
}

export async function runCheck(given: string, options: BackupOptions): Promise<void> {
  const file = resolve(given);
  const passphrase = options.includeSecrets ? await backupPassphrase('check') : undefined;
  try {
    const opened = await openArchive(file, {
      ...(passphrase !== undefined ? { passphrase, needSecrets: true } : {}),
    });
    const shown = {
      file,
      sha256: opened.sha256,
      bytes: opened.bytes,
      manifest: opened.manifest,
    };
    if (options.json) process.stdout.write(backupJson(shown));
    else printBackup(shown, (text) => process.stdout.write(text));
  } catch (error) {
    if (!ArchiveError.is(error)) throw error;
    if (options.json) process.stdout.write(`${JSON.stringify({ file, error: error.data })}\n`);
    process.stderr.write(`turnkey: ${error.data.message.en}\n`);
    process.exitCode = EXIT_CODES.failure;
  }
}
