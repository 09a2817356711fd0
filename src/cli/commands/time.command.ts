/**
 * `turnkey time show | set`: the time wizard without the screens (core/time). `show` reads each
 * controller's clock (`GET /date_time`, spec 4.12) into a table with the drift against this
 * computer. `set` runs the wizard's flow: the time zone, NTP on with a server or off, and the
 * clock from this computer, the plan printed and confirmed, then one job that sets every
 * controller at once (`POST /date_time`) and verifies each by reading it back: the zone and NTP
 * as asked, the clock within 2 s of this computer's when it was set.
 */
import type { Command } from 'commander';
import { MAX_DRIFT_SECONDS } from '../../core/time/drift-limit';
import { collect, LOGIN_HELP } from '../controller/login-help';
import { exitCodeHelp } from '../exit-codes';
import { WIDE_HELP } from '../output/table';
import { addFormOptions } from '../flow/form-options';
import { timeOptions } from './time-options';
import type { ControllerOptions, SetCommandOptions } from './time-run';

// What it does is imported when it runs (time-run.ts).
const run = () => import('./time-run');

const SHOW_HELP = `
Examples:
  turnkey time show --controller 10.0.0.20:443
  turnkey time show --controller 10.0.0.20:443 --controller 10.0.0.21:443 --json

This computer's time and zone are printed above the table. Each row shows the controller's
time and this computer's at the same moment (both in the controller's time zone), the drift
in seconds (its clock minus this computer's), its time zone with the offset from UTC in force
now, NTP and its server. A controller that cannot be read keeps its row, with why, and the
others are still read; the command then ends with that controller's exit code, or with 1 when
several failed. The controllers read are recorded on the site.
${LOGIN_HELP}
`;

const SET_HELP = `
Examples:
  Moscow time, NTP off, the clock from this computer, on three controllers:
    turnkey time set --controller 10.0.0.20:443 --controller 10.0.0.21:443 \\
      --controller 10.0.0.22:443 --timezone Europe/Moscow --no-ntp --from-laptop
  NTP on with the site's server, without asking, the plan and the result as JSON:
    turnkey time set --controller 10.0.0.20:443 --ntp ntp.site.local --yes --json
  Only the time zone (NTP and the clock stay as they are):
    turnkey time set --controller 10.0.0.20:443 --timezone Asia/Yekaterinburg

Give at least one of --timezone, --ntp SERVER or --no-ntp; what is not given stays as each
controller has it. --from-laptop sets the clock from this computer's and needs --no-ntp (under
NTP the clock follows its server): check this computer's time first. The zone must be one
every chosen controller knows (an IANA name such as Europe/Moscow); a zone or a server the
wizard refuses is printed at its field and nothing is sent (exit code 2). The plan shows each
controller's settings now and after; --yes accepts it. Every controller is set at once and
read back: the zone and NTP must be as asked, and a clock set from this computer must read
within ${MAX_DRIFT_SECONDS} s of it. The command ends with 0 only when every controller was verified.
${LOGIN_HELP}
`;

export function registerTimeCommand(program: Command): void {
  const time = program
    .command('time')
    .description("show and set controllers' clocks: time zone, NTP, the clock from this computer");
  time
    .command('show')
    .description('show the clock, drift, time zone and NTP of one or many controllers')
    .requiredOption(
      '--controller <host:port>',
      'a trusted controller (repeat for several)',
      collect,
    )
    .option('--user <login>', 'the login to sign in with when the keychain has no password')
    .option('--json', 'print the clocks as JSON')
    .addHelpText('after', `${SHOW_HELP}${WIDE_HELP}${exitCodeHelp()}`)
    .action((options: ControllerOptions, command: Command) =>
      run().then((r) => r.runShow({ ...options, ...command.optsWithGlobals<{ site?: string }>() })),
    );
  const set = time
    .command('set')
    .description('set the time zone, NTP and clock of one or many controllers, each verified')
    .requiredOption(
      '--controller <host:port>',
      'a trusted controller (repeat for several)',
      collect,
    );
  const { schema, spec } = timeOptions();
  const form = addFormOptions(set, schema, spec);
  set
    .option('--user <login>', 'the login to sign in with when the keychain has no password')
    .option('--yes', 'change without asking to confirm the plan')
    .option('--json', 'print the plan and the result as JSON')
    .addHelpText('after', `${SET_HELP}${WIDE_HELP}${exitCodeHelp()}`)
    .action((options: SetCommandOptions, command: Command) =>
      run().then((r) =>
        r.runSet({ ...options, ...command.optsWithGlobals<{ site?: string }>() }, form),
      ),
    );
}
