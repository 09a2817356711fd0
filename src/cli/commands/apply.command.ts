/**
 * `turnkey apply FILE`: a site plan brought onto the site (docs/site-plans.md): the same diff as
 * `plan`, confirmed (or `--yes`), then the plan's jobs (core/plans/site-plan-apply.ts): the
 * controllers with changes, `--parallel` at once, each in the safe order with its network move
 * last and followed; then the cluster. Everything is read again at the end: the command ends
 * with 0 only when the site matches the plan. Nothing to change: says so and sends nothing.
 * Ctrl+C stops after the change being written (docs/decisions.md, "Ctrl+C in the CLI").
 */
import type { Command } from 'commander';
import { exitCodeHelp } from '../exit-codes';
import { WIDE_HELP } from '../output/table';
import type { ApplyOptions } from './apply-run';
import { userPasswordVariable } from './plan-password';

// What it does is imported when it runs, so `turnkey apply --help` loads none of what that
// needs (docs/decisions.md, "The CLI is bundled").
const run = () => import('./apply-run');

const HELP = `
Examples:
  turnkey apply site.yaml
  turnkey apply site.yaml --yes --parallel 16 --json

The same diff as \`turnkey plan\` is printed and confirmed (--yes accepts it). Then one job
changes the controllers with something to change, --parallel at once (default 8), each in a
safe order: time first, then schedules, access points, access profiles and users, and its
network move last, followed to its new address and verified there. The VPN cluster is built
after, with its members at their planned addresses. Every change is read back, and the whole
site is read again at the end: the exit code is 0 only when it matches the plan. A plan
applied twice sends nothing the second time; one cut short is finished by the next apply.
Ctrl+C stops each controller after the change being written (verified and journalled), starts
nothing more, says what was done and left, and exits 130; a second Ctrl+C exits at once.
A user's password is never in the plan: it is taken from the keychain, else from
${userPasswordVariable('login')} (the login in capitals), else asked.
${WIDE_HELP}`;

export function registerApplyCommand(program: Command): void {
  program
    .command('apply')
    .description('bring the site to a site plan: the diff, confirmed, applied as jobs, read back')
    .argument('<file>', 'the site plan (YAML or JSON)')
    .option('--yes', 'apply without asking to confirm the diff')
    .option('--parallel <n>', 'controllers changed at once (default 8)')
    .option('--json', 'print the diff, the jobs and the read back as JSON')
    .addHelpText('after', `${HELP}${exitCodeHelp()}`)
    .action(async (file: string, options: ApplyOptions, command: Command) =>
      (await run()).runApply(file, { ...options, ...command.optsWithGlobals<{ site?: string }>() }),
    );
}
