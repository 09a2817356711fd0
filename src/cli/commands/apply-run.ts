/**
 * `turnkey apply FILE`: a site plan brought onto the site (docs/site-plans.md): the same diff as
 * `plan`, confirmed (or `--yes`), then the plan's jobs (core/plans/site-plan-apply.ts): the
 * controllers with changes, `--parallel` at once, each in the safe order with its network move
 * last and followed; then the cluster. Everything is read again at the end: the command ends
 * with 0 only when the site matches the plan. Nothing to change: says so and sends nothing.
 * Ctrl+C stops after the change being written (docs/decisions.md, "Ctrl+C in the CLI").
 */
import type { Job } from '../../shared/ipc/job.schema';
import type { SiteDiff } from '../../shared/plans/site-diff.schema';
import { readSitePlan } from '../../core/plans/site-plan-reading';
import { runSitePlan, siteMatchesPlan, type SitePlanRead } from '../../core/plans/site-plan-run';
import type { SitePlan } from '../../shared/plans/site-plan.schema';
import { cliEngine, type CliEngine } from '../controller/cli-engine';
import { EXIT_CODES } from '../exit-codes';
import { printJobResult } from '../flow/flow-output';
import { progressText } from '../flow/follow-job';
import { onInterrupt, whatWasLeft } from '../flow/interrupt';
import { confirm } from '../output/prompt';
import { ProgressLine } from '../output/progress-line';
import { UsageError } from '../output/report-error';
import { loadPlan, planDeps, PlanRefused, reportRefused } from './plan-support';
import { printDiff, summaryLine } from './plan-output';
import { diffDetail } from './plan-titles';

export interface ApplyOptions {
  site?: string;
  json?: boolean;
  yes?: boolean;
  parallel?: string;
}

function parallelOf(text: string | undefined): number {
  if (text === undefined) return 8;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new UsageError('--parallel must be 1 to 64');
  return n;
}

/** A plan's job stopped by Ctrl+C: the apply goes no further (no cluster, no read back). */
class Interrupted extends Error {
  constructor(readonly job: Job | undefined) {
    super('stopped by Ctrl+C');
  }
}

/**
 * Follows the plan's jobs; the first Ctrl+C stops the one running now (each controller after
 * the change being written) and the apply starts nothing after it (docs/decisions.md, "Ctrl+C
 * in the CLI").
 */
function watcher(cli: CliEngine, json: boolean) {
  let watching: Job | undefined;
  const stop = async () => {
    if (watching) await (await cli.engine.jobs()).stop(watching.id, 'now');
  };
  const ctrlC = onInterrupt(
    'Stopping after the change being written (Ctrl+C again exits at once)…',
    stop,
  );
  const watch = async (job: Job): Promise<Job> => {
    watching = job;
    if (ctrlC.asked) await stop();
    const line = json ? undefined : new ProgressLine();
    const ended = await cli.jobs.follow(job.id, (now) => {
      if (!ctrlC.asked) line?.update(progressText(now));
    });
    line?.clear();
    if (!json) printJobResult(ended, (t) => process.stdout.write(t));
    if (ctrlC.asked) throw new Interrupted(ended);
    return ended;
  };
  return { ctrlC, watch };
}

/** What Ctrl+C left, and how to go on; the exit code 130. */
function interrupted(file: string, job: Job | undefined): void {
  const left = job
    ? whatWasLeft(job, { en: 'Stopped by Ctrl+C', ru: 'Остановлено по Ctrl+C' }).en
    : 'Stopped by Ctrl+C.';
  process.stderr.write(
    `turnkey: ${left}\nEvery change written is verified and journalled; \`turnkey apply ${file}\` finishes the rest.\n`,
  );
  process.exitCode = EXIT_CODES.interrupted;
}

/** The read back's controllers and cluster that do not match yet, for the closing table. */
function whatIsLeft(after: SiteDiff): SiteDiff {
  const { vpn, ...rest } = after;
  return {
    ...rest,
    controllers: after.controllers.filter((c) => c.state !== 'unchanged'),
    ...(vpn && vpn.changes.length > 0 ? { vpn } : {}),
  };
}

/** Applies the confirmed plan, then prints the read back; Ctrl+C ends it with 130. */
async function applyConfirmed(
  cli: CliEngine,
  deps: ReturnType<typeof planDeps>,
  run: { file: string; plan: SitePlan; before: SitePlanRead; parallel: number; json: boolean },
): Promise<void> {
  const { file, plan, before, parallel, json } = run;
  const out = (t: string) => process.stdout.write(t);
  const { ctrlC, watch } = watcher(cli, json);
  let applied;
  let lastRead = before;
  try {
    applied = await runSitePlan(deps, plan, before, {
      parallel,
      read: async (again, kept) => (lastRead = await readSitePlan(deps, again, kept)),
      watch,
    });
  } catch (error) {
    if (error instanceof Interrupted) return interrupted(file, error.job);
    throw error;
  } finally {
    ctrlC.dispose();
  }
  if (ctrlC.asked) return interrupted(file, applied.jobs.at(-1));
  const { jobs, after, matches } = applied;
  if (json) out(`${JSON.stringify({ plan: before.diff, jobs, after, matches })}\n`);
  else {
    out('\nRead back:\n');
    if (matches) out(`${summaryLine(after)}\n`);
    else printDiff(whatIsLeft(after), out, await diffDetail(lastRead.targets, plan));
  }
  if (!matches) {
    process.stderr.write('turnkey: the site does not match the plan yet: see above.\n');
    process.exitCode = EXIT_CODES.failure;
  }
}

export async function runApply(file: string, options: ApplyOptions): Promise<void> {
  const json = options.json === true;
  const parallel = parallelOf(options.parallel);
  let plan;
  try {
    plan = await loadPlan(file);
  } catch (error) {
    if (error instanceof PlanRefused) return reportRefused(file, error, json);
    throw error;
  }
  const cli = await cliEngine();
  try {
    await cli.site(options.site);
    const deps = planDeps(cli);
    const before = await readSitePlan(deps, plan);
    const out = (t: string) => process.stdout.write(t);
    if (!json) printDiff(before.diff, out, await diffDetail(before.targets, plan));
    if (before.diff.changes === 0) {
      if (json)
        out(
          `${JSON.stringify({ plan: before.diff, changed: false, matches: siteMatchesPlan(before.diff) })}\n`,
        );
      if (!siteMatchesPlan(before.diff)) process.exitCode = EXIT_CODES.failure;
      return;
    }
    if (!options.yes && !(await confirm('Apply these changes?'))) {
      process.stderr.write('Nothing was changed.\n');
      process.exitCode = EXIT_CODES.failure;
      return;
    }
    await applyConfirmed(cli, deps, { file, plan, before, parallel, json });
  } finally {
    await cli.close();
  }
}
