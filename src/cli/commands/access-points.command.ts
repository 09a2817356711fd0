/**
 * `turnkey access-points list | create | update | delete | state | copy`: the access point
 * wizards without the screens (core/access-points, spec 4.2). `list` reads each controller's
 * access points and automations. The others run the wizards' flows: an access point of a kind
 * with the extra parameters of the controller's own reference, a change of one (the plan shows
 * only what changes), its state (D8; open and emergency confirmed twice), its deletion (naming
 * the profiles and automations that use it), automations likewise with `--automation`, and a
 * layout copied from one controller to others (those there already, by kind and name, skipped,
 * so a second copy creates nothing). Each change is sent, read back and journalled.
 */
import { Option, type Command } from 'commander';
import {
  ACCESS_POINT_KINDS,
  ACCESS_POINT_STATES,
} from '../../shared/api/schemas/access-point-kinds';
import { addressArgument } from '../controller/cli-context';
import { collect, LOGIN_HELP } from '../controller/login-help';
import { refuseRepeated } from '../controller/controller-usage';
import { exitCodeHelp } from '../exit-codes';
import { WIDE_HELP } from '../output/table';
import type { AccessPointsCopyOptions } from './access-points-actions';
import { LIST_HELP, CHANGE_HELP, COPY_HELP } from './access-points-help';
import {
  collectParam,
  type AccessPointsChangeOptions,
  type AccessPointsCommonOptions,
} from './access-points-options';

type Site = { site?: string };

/**
 * What each sub-command does is imported when it runs: `access-points --help` loads neither the
 * flows nor the contract and its schemas.
 */
async function runList(options: AccessPointsCommonOptions): Promise<void> {
  const addresses = options.controller.map(addressArgument);
  refuseRepeated(addresses);
  const [{ cliEngine }, { listAccessPoints }, { endWith }] = await Promise.all([
    import('../controller/cli-engine'),
    import('./access-points-list'),
    import('./access-points-outcome'),
  ]);
  const cli = await cliEngine();
  try {
    endWith(await listAccessPoints(cli, addresses, options));
  } finally {
    await cli.close();
  }
}

type Actions = typeof import('./access-points-actions');

/** The change `name` of access-points-actions.ts, imported when it runs. */
const change =
  <K extends keyof Actions>(name: K) =>
  async (...args: Parameters<Actions[K]>): Promise<void> => {
    const actions = await import('./access-points-actions');
    await (actions[name] as (...a: Parameters<Actions[K]>) => Promise<void>)(...args);
  };

/** `--controller`, `--user` and `--json`, which every sub-command takes. */
function common(command: Command, controllerHelp: string): Command {
  return command
    .requiredOption('--controller <host:port>', controllerHelp, collect)
    .option('--user <login>', 'the login to sign in with when the keychain has no password');
}

/** `--yes` and `--json` of a change. */
function confirming(command: Command): Command {
  return command
    .option('--yes', 'change without asking to confirm the plan')
    .option('--json', 'print the plan and the result as JSON');
}

const ONE = 'the trusted controller to change';
const WHICH_UUID = 'the uuid of the one to change';
const PARAM =
  "an extra parameter of the controller's reference, e.g. pass_time=9 (repeat for several)";

export function registerAccessPointsCommand(program: Command): void {
  const root = program
    .command('access-points')
    .description(
      "list, create, change, delete and copy controllers' access points and automations, and set their states",
    );
  const action =
    <O>(run: (options: O) => Promise<void>) =>
    (options: O, command: Command) =>
      run({ ...options, ...command.optsWithGlobals<Site>() });

  common(
    root.command('list').description("list controllers' access points and automations"),
    'a trusted controller (repeat for several)',
  )
    .option('--json', 'print the access points and automations as JSON')
    .addHelpText('after', `${LIST_HELP}${LOGIN_HELP}\n${WIDE_HELP}${exitCodeHelp()}`)
    .action(action(runList));

  confirming(
    common(root.command('create').description('create an access point or automation'), ONE)
      .addOption(
        new Option('--kind <kind>', 'the kind of access point').choices(ACCESS_POINT_KINDS),
      )
      .option('--name <name>', 'its name')
      .option('--type <type>', 'a word the site uses for it (default: the kind)')
      .option(
        '--controller-uuid <uuid>',
        "the controller's uuid, needed only on a controller that holds no access point yet",
      )
      .option('--param <key=value>', PARAM, collectParam)
      .option('--automation', 'create an automation (no kind)'),
  )
    .addHelpText('after', `${CHANGE_HELP}${LOGIN_HELP}\n${exitCodeHelp()}`)
    .action(action<AccessPointsChangeOptions>(change('createAccessPoint')));

  confirming(
    common(root.command('update').description('change an access point or automation'), ONE)
      .option('--uuid <uuid>', WHICH_UUID)
      .option('--name <name>', 'the name of the one to change; with --uuid, its new name')
      .option('--type <type>', 'its new type')
      .option('--param <key=value>', PARAM, collectParam)
      .option('--automation', 'change an automation'),
  )
    .addHelpText('after', `${CHANGE_HELP}${LOGIN_HELP}\n${exitCodeHelp()}`)
    .action(action<AccessPointsChangeOptions>(change('updateAccessPoint')));

  confirming(
    common(root.command('delete').description('delete an access point or automation'), ONE)
      .option('--uuid <uuid>', 'the uuid of the one to delete')
      .option('--name <name>', 'the name of the one to delete (unique on the controller)')
      .option('--automation', 'delete an automation'),
  )
    .addHelpText('after', `${CHANGE_HELP}${LOGIN_HELP}\n${exitCodeHelp()}`)
    .action(action<AccessPointsChangeOptions>(change('deleteAccessPoint')));

  confirming(
    common(root.command('state').description('set the state of an access point'), ONE)
      .option('--uuid <uuid>', WHICH_UUID)
      .option('--name <name>', 'the name of the one to change (unique on the controller)')
      .addOption(
        new Option('--state <state>', 'the state to set')
          .choices(ACCESS_POINT_STATES)
          .makeOptionMandatory(),
      ),
  )
    .addHelpText('after', `${CHANGE_HELP}${LOGIN_HELP}\n${exitCodeHelp()}`)
    .action(action<AccessPointsChangeOptions & { state: string }>(change('setAccessPointState')));

  confirming(
    common(
      root
        .command('copy')
        .description('copy access points from one controller to others, skipping those there'),
      'the trusted controller to copy from',
    )
      .requiredOption(
        '--to <host:port>',
        'a trusted controller to copy to (repeat for several)',
        collect,
      )
      .option('--name <name>', 'an access point to copy (repeat; default: all)', collect),
  )
    .addHelpText('after', `${COPY_HELP}${LOGIN_HELP}\n${WIDE_HELP}${exitCodeHelp()}`)
    .action(action<AccessPointsCopyOptions>(change('copyAccessPoints')));
}
