/**
 * `turnkey export-plan`: the open site written as a site plan (core/plans/plan-export.ts), to
 * clone the site or start the next one from it; `turnkey plan` on the file shows nothing to
 * change (docs/site-plans.md).
 */
import type { Command } from 'commander';
import { exitCodeHelp } from '../exit-codes';
import type { ExportOptions } from './export-plan-run';

// What it does is imported when it runs, so `turnkey export-plan --help` loads none of what that
// needs (docs/decisions.md, "The CLI is bundled").
const run = () => import('./export-plan-run');

const HELP = `
Examples:
  turnkey export-plan --out site.yaml
  turnkey export-plan --site "Plant 4" > plant-4.yaml

Every controller of the site with a serial is read whole (network, time, access points,
schedules, access profiles, users and the VPN cluster) and written as a plan in YAML.
\`turnkey plan\` on it shows nothing to change; edit it to clone the site or start the next.
`;

export function registerExportPlanCommand(program: Command): void {
  program
    .command('export-plan')
    .description('write the site as it is now as a site plan (YAML)')
    .option('--out <file>', 'write the plan to this file (default: standard output)')
    .addHelpText('after', `${HELP}${exitCodeHelp()}`)
    .action(async (options: ExportOptions, command: Command) =>
      (await run()).runExport({ ...options, ...command.optsWithGlobals<{ site?: string }>() }),
    );
}
