/**
 * What `turnkey migration start`, `watch`, `status` and `stop` do, imported when they run
 * (migration.command.ts registers them), so `turnkey migration --help` loads none of what they
 * need (docs/decisions.md, "The CLI is bundled").
 */
import { cliEngine, type CliEngine } from '../controller/cli-engine';
import { addressArgument } from '../controller/cli-context';
import { reachForWizard, type ReachedController } from '../controller/controller-access';
import { EXIT_CODES } from '../exit-codes';
import type { Job } from '../../shared/ipc/job.schema';
import { runFlowInCli } from '../flow/run-flow';
import { migrationStateNow, stopMigration } from '../../core/migration/migration-stop';
import { printState } from './migration-show';

export interface MigrationOptions {
  controller: string;
  user?: string;
  json?: boolean;
  yes?: boolean;
  site?: string;
}

/** Reaches the controller on the site, runs `work`, closes the engine. */
async function withController(
  options: MigrationOptions,
  work: (cli: CliEngine, reached: ReachedController) => Promise<number>,
): Promise<void> {
  const address = addressArgument(options.controller);
  const cli = await cliEngine();
  try {
    const site = await cli.site(options.site);
    const [reached] = await reachForWizard(cli, site, [address], options);
    const exitCode = await work(cli, reached!);
    if (exitCode !== EXIT_CODES.ok) process.exitCode = exitCode;
  } finally {
    await cli.close();
  }
}

function print(text: string): void {
  process.stdout.write(text);
}

/**
 * Runs the migration flow (or the watch) and follows its job to the end; Ctrl+C stops the copy
 * on the controller, then what was left is said (exit code 130; docs/decisions.md, "Migration
 * job", "Ctrl+C in the CLI").
 */
async function follow(
  cli: CliEngine,
  flowType: 'migration' | 'migration-watch',
  reached: ReachedController,
  options: MigrationOptions,
): Promise<number> {
  const outcome = await runFlowInCli({
    cli,
    flowType,
    controllerIds: [reached.sighting.id],
    answers: [],
    yes: options.yes === true || flowType === 'migration-watch',
    json: options.json === true,
    events: true,
    declined: 'Nothing was started.',
    stopping: 'Stopping the migration on the controller (Ctrl+C again exits at once)…',
  });
  if (outcome.interrupted && outcome.job)
    process.stderr.write(`turnkey: ${migrationLeft(outcome.job)}\n`);
  return outcome.exitCode;
}

/** What Ctrl+C left: where each copy stopped, and how to copy again. */
function migrationLeft(job: Job): string {
  const copying = job.controllers.filter((c) => c.state === 'running' || c.state === 'failed');
  const where = job.summary?.en ?? '';
  const still = copying.length > 0 ? ' Some controllers could not be stopped: see their rows.' : '';
  return `Stopped by Ctrl+C. ${where}${still}\nWhat was copied stays on the drive; \`turnkey migration start\` copies the event logs anew.`;
}

export async function runStart(options: MigrationOptions): Promise<void> {
  await withController(options, (cli, reached) => follow(cli, 'migration', reached, options));
}

export async function runWatch(options: MigrationOptions): Promise<void> {
  await withController(options, async (cli, reached) => {
    const state = await migrationStateNow(cli.engine, cli.migration.poller, reached.sighting.id);
    if (!state.running) {
      if (options.json) print(`${JSON.stringify({ event: 'end', state })}\n`);
      else printState(reached.label, state, print);
      process.stderr.write(
        'turnkey: No migration is running on the controller: nothing to watch.\n',
      );
      return EXIT_CODES.failure;
    }
    return follow(cli, 'migration-watch', reached, options);
  });
}

export async function runStatus(options: MigrationOptions): Promise<void> {
  await withController(options, async (cli, reached) => {
    const state = await migrationStateNow(cli.engine, cli.migration.poller, reached.sighting.id);
    if (options.json) print(`${JSON.stringify({ controller: reached.label, state })}\n`);
    else printState(reached.label, state, print);
    return EXIT_CODES.ok;
  });
}

export async function runStop(options: MigrationOptions): Promise<void> {
  await withController(options, async (cli, reached) => {
    const { stopped, state } = await stopMigration(
      cli.engine,
      cli.migration.poller,
      reached.sighting.id,
    );
    if (options.json) print(`${JSON.stringify({ controller: reached.label, stopped, state })}\n`);
    else {
      if (!stopped && !state.running) print('No migration was running: nothing to stop.\n');
      printState(reached.label, state, print);
    }
    return state.running ? EXIT_CODES.failure : EXIT_CODES.ok;
  });
}
