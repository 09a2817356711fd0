/**
 * `turnkey reach HOST|--serial SERIAL [--interface NAME] [--prefix N] [--yes] [--json]`: reaches
 * a controller heard on a network this computer has no address in, by adding a temporary
 * address on the interface it was heard on, and keeps it while the command runs: Ctrl+C (or
 * `turnkey reach HOST --remove` elsewhere) removes it. `--list` shows the temporary addresses,
 * `--remove-all` removes them. Every run first removes the addresses a killed run left behind
 * (docs/decisions.md, "Reaching a controller on another network").
 */
import type { Command } from 'commander';
import { exitCodeHelp } from '../exit-codes';
import { UsageError } from '../output/report-error';
import type { ReachOptions } from './reach-run';

// What it does is imported when it runs, so `turnkey reach --help` loads none of what that
// needs (docs/decisions.md, "The CLI is bundled").
const run = () => import('./reach-run');

function prefixArgument(value: string): number {
  const prefix = Number(value);
  if (!Number.isInteger(prefix) || prefix < 8 || prefix > 30)
    throw new UsageError(`--prefix must be a whole number 8..30, not ${value}`);
  return prefix;
}

export function registerReachCommand(program: Command): void {
  program
    .command('reach')
    .description(
      'reach a controller heard on a network this computer has no address in: a temporary address on its interface, removed when the command ends',
    )
    .argument('[host[:port]]', "the controller's address, as discovery heard it")
    .option('--serial <serial>', 'the controller by its serial, as its mDNS advert says it')
    .option('--interface <name>', 'the interface it is plugged into (default: where it was heard)')
    .option('--prefix <length>', "its network's prefix length (default 24)", prefixArgument)
    .option('--remove', 'remove the temporary address that reaches it')
    .option('--remove-all', 'remove every temporary address of this computer')
    .option('--list', 'list the temporary addresses of this computer')
    .option('--yes', 'add the address without asking')
    .option('--json', 'print each event as one line of JSON')
    .addHelpText('after', exitCodeHelp())
    .action(async (host: string | undefined, options: ReachOptions) =>
      (await run()).runReach(host, options),
    );
}
