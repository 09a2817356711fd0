/**
 * `turnkey vpn show | share | join | sync | stop | remove | verify`: the VPN cluster wizards
 * without the screens (core/vpn, spec 4.12). `--controller` is the master; `--member` the
 * members (trusted and logged in like any controller), or `--serial` for a member this computer
 * does not reach. Every change runs its flow: the checks and the plan first, confirmed at a
 * prompt or by `--yes`, then the job, verified by reading back.
 */
import type { Command } from 'commander';
import { collect, LOGIN_HELP } from '../controller/login-help';
import { exitCodeHelp } from '../exit-codes';
import { WIDE_HELP } from '../output/table';
import type { VpnOptions, Action } from './vpn-run';

// What it does is imported when it runs, so `turnkey vpn --help` loads none of what that
// needs (docs/decisions.md, "The CLI is bundled").
const run = () => import('./vpn-run');

const HELP = `
Examples:
  turnkey vpn show --controller 10.0.0.20:443
  turnkey vpn join --controller 10.0.0.20:443 --member 10.0.0.21:443 --member 10.0.0.22:443 --yes
  turnkey vpn sync --controller 10.0.0.20:443              (every member)
  turnkey vpn verify --controller 10.0.0.20:443 --json
  turnkey vpn stop --controller 10.0.0.20:443
  turnkey vpn remove --controller 10.0.0.20:443 --serial TK0042

--controller is the master. join checks every member before anything is sent: trusted and
logged in here as an administrator, its firmware with the VPN sections, not a member of another
master, the same administrator password as the master (the master signs in to its members with
its own account), and found by the master's own controller search at its address (the master
searches its own port). A refused member is named with its reason and nothing is sent (exit
code 2). The job turns the master's VPN sharing on, syncs each member, watching its progress once
a second, and compares it with the master record by record. verify compares only, changes
nothing, and ends with 0 only when every member equals the master; records only a member holds
are counted, not differences (a sync keeps them).

stop sends the master's stop at once, without waiting for a join or sync that is running (in
this or another process): that job is stopped too and starts no other sync. It ends with 0 only
when every member it stopped reads idle on the master. Ctrl+C on join or sync tells the master
to stop each sync of the job, prints what was done and left, and exits 130 (a second Ctrl+C
exits at once).
${LOGIN_HELP}
`;

export function registerVpnCommand(program: Command): void {
  const vpn = program
    .command('vpn')
    .description('build, sync, verify and take apart a VPN cluster of controllers')
    .addHelpText('after', `${HELP}${WIDE_HELP}${exitCodeHelp()}`);
  const common = (name: string, description: string) =>
    vpn
      .command(name)
      .description(description)
      .requiredOption('--controller <host:port>', 'the master')
      .option('--user <login>', 'the login to sign in with when the keychain has no password')
      .option('--json', 'print the plan and the result as JSON')
      .addHelpText('after', `${HELP}${WIDE_HELP}${exitCodeHelp()}`);
  common('show', 'show the clusters of the site: masters, members, sync states').action(
    async (options: VpnOptions, command: Command) =>
      (await run()).runShow({ ...options, ...command.optsWithGlobals<{ site?: string }>() }),
  );
  const actions: Array<[Action, string]> = [
    ['share', "turn the master's VPN sharing on (or --off), with a comment"],
    ['join', 'make controllers members of the master, sync and verify them'],
    ['sync', 'sync the members again and verify them'],
    ['stop', 'stop the running syncs'],
    ['remove', 'remove a member from the cluster'],
    ['verify', 'compare every member with the master; 0 only when all are equal'],
  ];
  for (const [action, description] of actions) {
    const command = common(action, description)
      .option('--member <host:port>', 'a member (repeat for several)', collect)
      .option('--serial <serial>', 'a member this computer does not reach, by serial', collect)
      .option('--yes', 'change without asking to confirm the plan');
    if (action === 'share' || action === 'join')
      command.option('--comment <text>', "the VPN sharing comment (default: the site's name)");
    if (action === 'share') command.option('--off', 'turn VPN sharing off');
    command.action(async (options: VpnOptions, cmd: Command) =>
      (await run()).runAction(action, { ...options, ...cmd.optsWithGlobals<{ site?: string }>() }),
    );
  }
}
