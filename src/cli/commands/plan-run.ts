/**
 * `turnkey plan FILE`: a site plan against the open site, nothing sent (docs/site-plans.md):
 * the plan read and checked first (a problem printed at its line and field, exit code 2), each
 * planned controller found by serial or fingerprint and read, and per controller and section
 * what would change now -> after, what has nothing to change, and what is missing on site.
 */
import { readSitePlan } from '../../core/plans/site-plan-reading';
import { cliEngine } from '../controller/cli-engine';
import { printJson } from '../output/json-output';
import { loadPlan, planDeps, PlanRefused, reportRefused } from './plan-support';
import { printDiff } from './plan-output';
import { diffDetail } from './plan-titles';

export interface PlanOptions {
  site?: string;
  json?: boolean;
}

export async function runPlan(file: string, options: PlanOptions): Promise<void> {
  let plan;
  try {
    plan = await loadPlan(file);
  } catch (error) {
    if (error instanceof PlanRefused) return reportRefused(file, error, options.json === true);
    throw error;
  }
  const cli = await cliEngine();
  try {
    await cli.site(options.site);
    const { diff, targets } = await readSitePlan(planDeps(cli), plan);
    if (options.json) printJson(diff);
    else printDiff(diff, (t) => process.stdout.write(t), await diffDetail(targets, plan));
  } finally {
    await cli.close();
  }
}
