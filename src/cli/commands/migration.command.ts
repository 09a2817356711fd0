/**
 * `turnkey migration start | watch | status | stop`: the controller's migration job (spec 4.14,
 * D17) without the screens. `start` runs the migration flow (plan, confirmation, one job that
 * starts the copy under the controller's lock and follows it); `watch` follows a copy already
 * going on; `status` reads it once; `stop` stops it (docs/decisions.md, "Migration job").
 */
import type { Command } from 'commander';
import { LOGIN_HELP } from '../controller/login-help';
import { exitCodeHelp } from '../exit-codes';
import { WIDE_HELP } from '../output/table';
import type { MigrationOptions } from './migration-run';

// What it does is imported when it runs (migration-run.ts).
const run = () => import('./migration-run');
type Action = 'runStart' | 'runWatch' | 'runStatus' | 'runStop';

const START_HELP = `
Examples:
  turnkey migration start --controller 10.0.0.20:443
  turnkey migration start --controller 10.0.0.20:443 --yes --json

Copies the controller's event logs (access, audit and notification events) to its storage
drive. The plan shows the job now (state, last run, records) and after; --yes starts without
asking. The copy is then followed to its end on one line: records done of the total, percent,
rate and time left (with --json, one JSON line per change, then the end). A copy already going
on is followed, not started twice. Without a drive the controller refuses: connect the drive,
then start again. Ctrl+C does not only stop watching: it stops the copy on the controller
(POST /migration/stop), prints where it stopped and what was left (exit code 130); a second
Ctrl+C exits at once.
The command ends with 0 only when the copy completed.
${LOGIN_HELP}
`;

const WATCH_HELP = `
Examples:
  turnkey migration watch --controller 10.0.0.20:443

Follows a copy already going on (started by the app, another client, or the controller's daily
run) to its end, as start does. Ends with 0 only when the copy completed; with 1 when nothing is
copying. Ctrl+C stops the copy on the controller (exit code 130).
${LOGIN_HELP}
`;

const STATUS_HELP = `
Examples:
  turnkey migration status --controller 10.0.0.20:443 --json

Prints the job's state (idle, running, completed, error), records copied of the total, the last
and the next run, and the controller's message.
${LOGIN_HELP}
`;

const STOP_HELP = `
Examples:
  turnkey migration stop --controller 10.0.0.20:443

Stops the copy going on, reads where it stopped and records it on the site. Nothing copying is
not a failure: nothing is sent. It does not wait for a job following the copy (here or in the
app): the stop is sent at once, and that job ends stopped with the counts. Ends with 0 when no
copy runs afterwards.
${LOGIN_HELP}
`;

function sub(
  parent: Command,
  name: string,
  description: string,
  help: string,
  action: Action,
  confirmable = false,
): void {
  const command = parent
    .command(name)
    .description(description)
    .requiredOption('--controller <host:port>', 'a trusted controller')
    .option('--user <login>', 'the login to sign in with when the keychain has no password')
    .option('--json', 'print JSON instead of text');
  if (confirmable) command.option('--yes', 'start without asking to confirm the plan');
  command
    .addHelpText('after', `${help}${WIDE_HELP}${exitCodeHelp()}`)
    .action((options: MigrationOptions, self: Command) =>
      run().then((r) => r[action]({ ...options, ...self.optsWithGlobals<{ site?: string }>() })),
    );
}

export function registerMigrationCommand(program: Command): void {
  const migration = program
    .command('migration')
    .description("copy controllers' event logs to their storage drives, and follow or stop it");
  sub(
    migration,
    'start',
    'start copying the event logs to the storage drive and follow it to the end',
    START_HELP,
    'runStart',
    true,
  );
  sub(migration, 'watch', 'follow a copy already going on to its end', WATCH_HELP, 'runWatch');
  sub(migration, 'status', "print the migration job's state once", STATUS_HELP, 'runStatus');
  sub(migration, 'stop', 'stop the copy going on', STOP_HELP, 'runStop');
}
