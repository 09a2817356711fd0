/**
 * `turnkey plan FILE`: a site plan against the open site, nothing sent (docs/site-plans.md):
 * the plan read and checked first (a problem printed at its line and field, exit code 2), each
 * planned controller found by serial or fingerprint and read, and per controller and section
 * what would change now -> after, what has nothing to change, and what is missing on site.
 */
import type { Command } from 'commander';
import { exitCodeHelp } from '../exit-codes';
import { WIDE_HELP } from '../output/table';
import type { PlanOptions } from './plan-run';

// What it does is imported when it runs, so `turnkey plan --help` loads none of what that
// needs (docs/decisions.md, "The CLI is bundled").
const run = () => import('./plan-run');

const HELP = `
Examples:
  turnkey plan site.yaml
  turnkey plan site.yaml --site "Plant 4" --json

The plan (YAML or JSON, docs/site-plans.md) is checked whole first: a problem is printed
with its line and field and nothing is reached (exit code 2). Each planned controller is
found on the site by its serial (or its fingerprint256) and read; the table shows, per
controller, only the fields that change, now -> after (an access point's parameters by their
titles), with the planned fields that already match counted in one line ("and 7 unchanged"),
"nothing to change", or MISSING for a planned controller the site does not hold. Nothing is
sent: \`turnkey apply\` does that.
${WIDE_HELP}`;

export function registerPlanCommand(program: Command): void {
  program
    .command('plan')
    .description('show what a site plan would change on the site, controller by controller')
    .argument('<file>', 'the site plan (YAML or JSON)')
    .option('--json', 'print the diff as JSON')
    .addHelpText('after', `${HELP}${exitCodeHelp()}`)
    .action(async (file: string, options: PlanOptions, command: Command) =>
      (await run()).runPlan(file, { ...options, ...command.optsWithGlobals<{ site?: string }>() }),
    );
}
