/**
 * `turnkey network show | set`: the network wizard without the screens (core/network). `show`
 * reads each controller's settings (`GET /network`, spec 4.12). `set` runs the wizard's flow:
 * DHCP, one static address, consecutive addresses from a first one for several controllers, or
 * an address per serial from a table (network-table.ts),
 * checked before anything is sent, the plan printed and confirmed, then one job that sends the
 * settings (`POST /network`), follows each controller to where it answers (D16; after DHCP it is
 * found again by its certificate), reads the settings back there and records the new address on
 * the site (docs/decisions.md, "Network wizard").
 */
import type { Command } from 'commander';
import { networkForm } from '../../core/network/network-form';
import { collect, LOGIN_HELP } from '../controller/login-help';
import { exitCodeHelp } from '../exit-codes';
import { WIDE_HELP } from '../output/table';
import { addFormOptions } from '../flow/form-options';
import { NETWORK_OPTIONS } from './network-options';
import type { ControllerOptions, SetCommandOptions } from './network-run';

// What it does is imported when it runs, so `turnkey network --help` loads none of what that
// needs (docs/decisions.md, "The CLI is bundled").
const run = () => import('./network-run');

const SHOW_HELP = `
Examples:
  turnkey network show --controller 10.0.0.20:443
  turnkey network show --controller 10.0.0.20:443 --controller 10.0.0.21:443 --json

A controller that cannot be read keeps its row, with why, and the others are still read; the
command then ends with that controller's error and its exit code, or with 1 when several failed.
${LOGIN_HELP}
`;

const SET_HELP = `
Examples:
  One controller, a static address:
    turnkey network set --controller 10.0.0.20:443 --ip 10.0.0.50 --mask 255.255.255.0 --gateway 10.0.0.1
  Three controllers, consecutive free addresses from 10.0.0.50, two moved at once:
    turnkey network set --controller 10.0.0.20:443 --controller 10.0.0.21:443 \\
      --controller 10.0.0.22:443 --range-start 10.0.0.50 --mask 255.255.255.0 \\
      --gateway 10.0.0.1 --parallel 2
  An address for each serial, from a table (CSV or TSV, a header line allowed):
    turnkey network set --table addresses.csv --yes
    printf 'DEMO-01,10.0.0.57,255.255.255.0,10.0.0.1\\n' | turnkey network set --table -
  DHCP, without asking, the plan and the result as JSON:
    turnkey network set --controller 10.0.0.20:443 --dhcp --yes --json

Give one of --dhcp, --ip (one controller), --range-start (several) or --table (an address per
serial: the table names the site's controllers, so no --controller); --mask and --gateway go
with --ip and --range-start. A table's problem is printed at its line and column. Before anything is sent the settings are checked (a problem is
printed at its field, nothing is sent, exit code 2) and the addresses to give are tried: one
where something answers is passed over. The plan shows each controller's settings now and
after; --yes accepts it. A plan after which this computer cannot reach the controllers says
so, and at a prompt asks a second time. Each controller is followed to its new address (after
DHCP it is found again by its certificate on this computer's networks), its settings are read
back there, and the site records where it answers. A controller not back within 30 s fails
alone and the others go on; the command ends with 0 only when every controller was verified
at its new address.

A trusted controller heard on a network this computer has no address in (mDNS, a master's
search) is moved all the same: the plan names the temporary address added on this computer
to reach it (as turnkey reach would), and the one confirmation (or --yes) covers it. So does a
new network this computer has no address in: the plan adds one there to follow the
controllers and read their settings back. Each is removed once its controllers are verified
or have failed; the journal tells reach.added, network.changed and reach.removed in order.
  Move a controller heard at 10.99.0.11 onto the site's network:
    turnkey network set --controller 10.99.0.11:443 --ip 192.168.77.50 \
      --mask 255.255.255.0 --gateway 192.168.77.1 --yes
${LOGIN_HELP}
`;

export function registerNetworkCommand(program: Command): void {
  const network = program
    .command('network')
    .description(
      "show and change controllers' network settings: DHCP, a static address, or consecutive addresses for several",
    );
  network
    .command('show')
    .description('show the network settings of one or many controllers')
    .requiredOption(
      '--controller <host:port>',
      'a trusted controller (repeat for several)',
      collect,
    )
    .option('--user <login>', 'the login to sign in with when the keychain has no password')
    .option('--json', 'print the settings as JSON')
    .addHelpText('after', `${SHOW_HELP}${WIDE_HELP}${exitCodeHelp()}`)
    .action(async (options: ControllerOptions, command: Command) =>
      (await run()).runShow({ ...options, ...command.optsWithGlobals<{ site?: string }>() }),
    );
  const set = network
    .command('set')
    .description('move one or many controllers to DHCP or to static addresses, each verified')
    .option(
      '--controller <host:port>',
      'a trusted controller (repeat for several; not with --table)',
      collect,
    );
  const form = addFormOptions(set, networkForm, NETWORK_OPTIONS);
  set
    .option('--user <login>', 'the login to sign in with when the keychain has no password')
    .option('--yes', 'change without asking to confirm the plan')
    .option('--json', 'print the plan and the result as JSON')
    .addHelpText('after', `${SET_HELP}${WIDE_HELP}${exitCodeHelp()}`)
    .action(async (options: SetCommandOptions, command: Command) =>
      (await run()).runSet({ ...options, ...command.optsWithGlobals<{ site?: string }>() }, form),
    );
}
