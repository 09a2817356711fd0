/**
 * `turnkey transfer --from HOST:PORT|FILE --to HOST:PORT`: a controller's data carried to another
 * across firmware eras and staff field sets (docs/decisions.md, "Firmware-era transfer"), by the
 * same flow and job as the app's Transfer: a snapshot of the source in the site's backups
 * folder (or the backup file given), the dry run, then writing with a checkpoint and the
 * verification. `--resume` continues the newest unfinished transfer to the target.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { TRANSFER_CONFLICT_CHOICES } from '../../shared/ipc/transfer.schema';
import { cliEngine } from '../controller/cli-engine';
import { addressArgument, secretFromEnvironment } from '../controller/cli-context';
import { PASSPHRASE_VARIABLE } from '../controller/environment-variables';
import { LOGIN_HELP, reachForWizard } from '../controller/controller-access';
import { EXIT_CODES, exitCodeHelp } from '../exit-codes';
import { WIDE_HELP } from '../output/table';
import { askPassword, canPrompt } from '../output/prompt';
import { UsageError } from '../output/report-error';
import { runFlowInCli } from '../flow/run-flow';
import { transferEnded } from './transfer-ending';

export const AUTH_PASSWORD_VARIABLE = 'TURNKEY_ACCOUNTS_PASSWORD';

interface TransferOptions {
  from?: string;
  to?: string;
  dryRun?: boolean;
  onConflict?: string;
  default?: string[];
  resume?: boolean;
  accounts?: string;
  yes?: boolean;
  json?: boolean;
  user?: string;
  site?: string;
}

function defaults(given: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of given) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new UsageError(`--default takes FIELD=TEXT, not "${pair}".`);
    const field = pair.slice(0, at);
    if (field !== 'dolzhnost')
      throw new UsageError(`--default: only dolzhnost can be given a default, not ${field}.`);
    out[field] = pair.slice(at + 1);
  }
  return out;
}

/** The password new authentication users get: from the environment, or asked twice. */
async function accountsPassword(): Promise<string> {
  const fromEnv = secretFromEnvironment(AUTH_PASSWORD_VARIABLE);
  if (fromEnv !== undefined) return fromEnv;
  if (!canPrompt())
    throw new UsageError(`--accounts create needs a password: set ${AUTH_PASSWORD_VARIABLE}.`);
  const first = await askPassword('New password for the accounts: ');
  if ((await askPassword('Again: ')) !== first) throw new UsageError('The passwords differ.');
  return first;
}

async function runTransfer(options: TransferOptions): Promise<void> {
  if (!options.to) throw new UsageError('Give --to HOST:PORT: the controller to write to.');
  if (!options.resume && !options.from)
    throw new UsageError('Give --from HOST:PORT or --from FILE (a backup), or --resume.');
  const conflict = options.onConflict ?? 'keep';
  if (!TRANSFER_CONFLICT_CHOICES.includes(conflict as 'keep'))
    throw new UsageError(`--on-conflict is keep, overwrite or stop, not ${conflict}.`);
  const fromFile = options.from !== undefined && existsSync(options.from);
  const accounts = options.accounts ?? 'skip';
  if (accounts !== 'skip' && accounts !== 'create')
    throw new UsageError(`--accounts is skip or create, not ${accounts}.`);
  const password = accounts === 'create' && !options.resume ? await accountsPassword() : undefined;
  const passphrase = secretFromEnvironment(PASSPHRASE_VARIABLE);
  const target = addressArgument(options.to);
  const cli = await cliEngine();
  try {
    const site = await cli.site(options.site);
    const addresses = [target];
    if (options.from && !fromFile && !options.resume)
      addresses.unshift(addressArgument(options.from));
    const reached = await reachForWizard(cli, site, addresses, options);
    const targetId = reached.at(-1)!.sighting.id;
    const source = fromFile
      ? { file: resolve(options.from!) }
      : { source: `controller:${reached[0]!.sighting.id}` };
    const json = options.json === true;
    if (!json) process.stderr.write('Reading the source and the target…\n');
    const { exitCode } = await runFlowInCli({
      cli,
      flowType: options.resume ? 'transfer-resume' : 'transfer',
      controllerIds: options.resume ? [targetId] : [],
      answers: [
        {
          ...source,
          target: targetId,
          on_conflict: conflict,
          ...defaults(options.default ?? []),
          auth_users: password ? 'create' : 'skip',
          ...(password ? { auth_password: password } : {}),
          ...(passphrase ? { passphrase } : {}),
        },
      ],
      planOnly: options.dryRun === true,
      yes: options.yes === true,
      json,
      events: true,
      declined: 'Nothing was written.',
      stopping:
        'Stopping after the record being written (Ctrl+C again exits at once); --resume goes on from there…',
      ended: transferEnded(
        json,
        options.to,
        (text) => process.stdout.write(text),
        (text) => process.stderr.write(text),
      ),
    });
    if (exitCode !== EXIT_CODES.ok) process.exitCode = exitCode;
  } finally {
    await cli.close();
  }
}

const HELP = `
Examples:
  turnkey transfer --from 10.0.0.20:443 --to 10.0.0.21:443 --dry-run
  turnkey transfer --from 10.0.0.20:443 --to 10.0.0.21:443 --default dolzhnost=Staff --yes
  turnkey transfer --from plant4-gate.tkbackup --to 10.0.0.21:443 --on-conflict overwrite
  turnkey transfer --to 10.0.0.21:443 --resume --yes

Carries every record of a controller (or of a backup file) to another, across firmware eras
(1.5, 1.6, 1.7) and staff field sets: last_name/first_name <-> surname/name, the position
(dolzhnost) the legacy set lacks from --default, every staff uuid kept, schedules and access
points before profiles, profiles before staff, staff before identifiers and temporary access.
A controller source is first backed up into the site's backups folder, and that snapshot is
what is planned, written and verified. The dry run shows per part how many records are new,
already identical, different (with the fields), invalid for the target (with the rule), and
what is not carried and why (a section the target's firmware lacks, fields its staff set
cannot hold, the event history, which stays in the backup).

--on-conflict says what to do with a record the target holds otherwise: keep the target's
(default), overwrite it, or stop (then nothing is written while one differs).
--accounts create makes the source's authentication users on the target with one new password
(from ${AUTH_PASSWORD_VARIABLE}, or asked), kept in the keychain only; skip (default) leaves
them. A backup made with --include-secrets is opened with ${PASSPHRASE_VARIABLE}.

Every record written is noted in a checkpoint in the site folder: if the command, the laptop
or the target stops midway, --resume goes on from the same snapshot and writes nothing twice.
The target is then read back and compared with the source field by field; the command ends
with 0 only when it holds every carried record as the source had it and refused none (records
it refuses are listed with the rule they break, and the rest are written).
${LOGIN_HELP}
`;

export function registerTransferCommand(program: Command): void {
  program
    .command('transfer')
    .description("carry a controller's (or a backup's) data to another controller, any era")
    .option('--from <host:port|file>', 'the controller or backup file to read')
    .option('--to <host:port>', 'the controller to write to')
    .option('--dry-run', 'show the plan per part and stop')
    .option('--on-conflict <choice>', 'keep, overwrite or stop (default keep)')
    .option(
      '--default <field=text>',
      'a value for a required field the source lacks (repeatable)',
      (value: string, all: string[] = []) => [...all, value],
    )
    .option('--accounts <choice>', 'authentication users: skip (default) or create')
    .option('--resume', 'continue the newest unfinished transfer to --to')
    .option('--yes', 'write without asking')
    .option('--user <login>', 'the login to sign in with when the keychain has no password')
    .option('--json', 'print JSON lines instead of text')
    .addHelpText('after', `${HELP}${WIDE_HELP}${exitCodeHelp()}`)
    .action(async (options: TransferOptions, self: Command) => {
      await runTransfer({ ...options, ...self.optsWithGlobals<{ site?: string }>() });
    });
}
