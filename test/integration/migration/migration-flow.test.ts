/**
 * The migration job (spec 4.14, D17) against real simulators: a slow copy shows its records
 * rising; stopped halfway it ends cancelled with its counts and the controller idle; started
 * again it completes; no drive (from the start, or pulled by the control channel) is said with
 * what to do; a drive pulled mid-copy is reported as the controller reports it; every ending is
 * in the journal with processed of total.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '../../../src/shared/ipc/job.schema';
import type { Engine } from '../../../src/core/engine/engine';
import { migrationParts } from '../../../src/core/migration/migration-parts';
import { demoSeed } from '../../../src/simulator/seed/demo/demo-seed';
import { ControlServer } from '../../../src/simulator/control/control-server';
import { SimulatorControl } from '../../../src/simulator/control/simulator-control';
import { siteEngine } from '../helpers/site-engine';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';
import { waitFor } from '../simulator-cluster/cluster-support';

const cleanup: Array<() => Promise<void>> = [];
const sims: StartedSimulator[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  await Promise.all(sims.splice(0).map((sim) => sim.stop()));
});

/** Plugs or pulls the drive through the control channel (`POST /drive`), as a trainer would. */
async function driveOverControl(sim: StartedSimulator, connected: boolean): Promise<void> {
  const server = new ControlServer([SimulatorControl.of(sim.simulator)]);
  await server.start();
  try {
    const answer = await fetch(`${server.url}/drive`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ connected }),
    });
    expect(answer.status).toBe(200);
  } finally {
    await server.stop();
  }
}

async function oneController(options: { migrationRate: number; drive?: boolean }) {
  const sim = await startSimulator({
    serial: 'MIG-1',
    seed: demoSeed({ staff: 40 }),
    ...options,
  });
  sims.push(sim);
  const migration = migrationParts();
  const { engine, site } = await siteEngine([sim], cleanup, (self) => migration.flows(self));
  return { sim, engine, site, migration, id: sim.fingerprint };
}

/** Starts the flow, confirms the plan, answers the plan and the job's id. */
async function start(engine: Engine, id: string) {
  const plan = await engine.flows.start('migration', [id]);
  if (plan.kind !== 'plan') throw new Error(`a plan: ${JSON.stringify(plan)}`);
  const step = await engine.flows.submit(plan.flowId, { confirmed: true });
  if (step.kind !== 'job') throw new Error(`a job: ${JSON.stringify(step)}`);
  return { plan, jobId: step.jobId };
}

async function ended(engine: Engine, jobId: string): Promise<Job> {
  return (await engine.jobs()).waitFor(jobId);
}

describe('the migration job', () => {
  it('shows progress rising, stops halfway with the counts, then completes', async () => {
    const { sim, engine, site, id } = await oneController({ migrationRate: 150 });
    const { plan, jobId } = await start(engine, id);
    expect(plan.rows.map((r) => r.field)).toEqual(['state', 'lastRun', 'records']);
    expect(plan.rows[1]?.now).toEqual({ en: 'never', ru: 'не было' });

    const runner = await engine.jobs();
    const seen: number[] = [];
    const rising = await waitFor(
      () => {
        const job = runner.current(jobId)!;
        if (job.progress.done > 0) seen.push(job.progress.done);
        return new Set(seen).size >= 3 && job.progress.ratePerSecond !== undefined
          ? job
          : undefined;
      },
      'progress rising with a rate',
      20_000,
    );
    expect(rising.progress.unit).toBe('records');
    expect(rising.progress.total).toBeGreaterThan(500);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(rising.progress.etaSeconds).toBeGreaterThan(0);

    runner.cancel(jobId);
    const stopped = await ended(engine, jobId);
    expect(stopped.state).toBe('cancelled');
    expect(stopped.summary?.en).toMatch(/^Stopped at \d+ of \d+ records\.$/);
    const token = await sim.login();
    const running = (await sim.request('GET', '/migration/running', { token })).body as {
      isRunning: boolean;
      status: string;
    };
    expect(running).toMatchObject({ isRunning: false, status: 'idle' });
    const status = (await sim.request('GET', '/migration/status', { token })).body as {
      jobInfo: { processedRecords: number; totalRecords: number };
    };
    expect(stopped.progress.done).toBe(status.jobInfo.processedRecords);
    expect(status.jobInfo.processedRecords).toBeLessThan(status.jobInfo.totalRecords);

    const again = await start(engine, id);
    expect((again.plan.rows[0]?.now as { en: string }).en).toMatch(
      /^idle \(“stopped at \d+ of \d+ records”\)$/,
    );
    const done = await ended(engine, again.jobId);
    expect(done.controllers[0]?.error).toBeUndefined();
    expect(done.state).toBe('succeeded');
    expect(done.progress.done).toBe(done.progress.total);
    expect(done.summary?.en).toMatch(/^Completed: \d+ of \d+ records copied\.$/);

    const journal = await site.journal.all();
    const stoppedEntry = journal.find((e) => e.action === 'migration.stopped');
    expect(stoppedEntry).toMatchObject({
      outcome: 'cancelled',
      after: { processedRecords: stopped.progress.done, totalRecords: stopped.progress.total },
    });
    const completed = journal.find((e) => e.action === 'migration.completed');
    expect(completed).toMatchObject({
      outcome: 'succeeded',
      after: { status: 'completed', processedRecords: done.progress.total },
    });
  }, 90_000);

  it('says to connect the drive when there is none, from the start or pulled', async () => {
    const { sim, engine, site, id } = await oneController({ migrationRate: 5000, drive: false });
    const first = await ended(engine, (await start(engine, id)).jobId);
    expect(first.state).toBe('failed');
    expect(first.controllers[0]?.error).toMatchObject({
      code: 'migration_no_drive',
      details: { said: 'storage drive not connected' },
    });
    expect(first.controllers[0]?.error?.message.en).toContain('Connect the drive');
    expect(first.controllers[0]?.error?.message.ru).toContain('Подключите накопитель');

    await driveOverControl(sim, true);
    const second = await ended(engine, (await start(engine, id)).jobId);
    expect(second.state).toBe('succeeded');

    await driveOverControl(sim, false);
    const third = await ended(engine, (await start(engine, id)).jobId);
    expect(third.controllers[0]?.error?.code).toBe('migration_no_drive');
    const failures = (await site.journal.all()).filter((e) => e.action === 'migration.failed');
    expect(failures).toHaveLength(2);
    expect(failures[0]?.error?.code).toBe('migration_no_drive');
  }, 60_000);

  it('reports a drive pulled mid-copy as the controller does, with the counts', async () => {
    const { sim, engine, site, id } = await oneController({ migrationRate: 400 });
    const { jobId } = await start(engine, id);
    const runner = await engine.jobs();
    await waitFor(
      () => ((runner.current(jobId)?.progress.done ?? 0) > 0 ? true : undefined),
      'some records copied',
      20_000,
    );
    await driveOverControl(sim, false);
    const job = await ended(engine, jobId);
    expect(job.state).toBe('failed');
    const error = job.controllers[0]?.error;
    expect(error?.code).toBe('migration_failed');
    const said = String(error?.details?.['said']);
    expect(said).toMatch(/^storage drive disconnected at \d+ of \d+ records$/);
    expect(error?.message.en).toContain(said);
    const entry = (await site.journal.all()).find((e) => e.action === 'migration.failed');
    expect(entry?.after).toMatchObject({ status: 'error', message: said });
    expect(entry?.after?.['processedRecords']).toBeGreaterThan(0);
  }, 60_000);

  it('finds a run another client started, watches it once, and stops it', async () => {
    const { sim, engine, site, id, migration } = await oneController({ migrationRate: 200 });
    const token = await sim.login();
    const started = await sim.request('POST', '/migration/start', { token });
    expect(started.status).toBe(200);

    const status = migration.handlers(engine)['migration:status']!;
    const first = await status({ controllerId: id });
    expect(first.state).toMatchObject({ status: 'running', running: true });
    expect(first.jobId).toBeDefined();
    // Asked again (a second window): the same job, no second watcher.
    const second = await status({ controllerId: id });
    expect(second.jobId).toBe(first.jobId);
    const watch = await engine.flows.start('migration-watch', [id]);
    expect(watch.kind === 'job' && watch.jobId).toBe(first.jobId);
    // The plan of a start follows the run rather than start a second one.
    const plan = await engine.flows.start('migration', [id]);
    expect(plan.kind === 'plan' && plan.notes[0]?.en).toContain('followed, not started again');
    engine.flows.cancel(plan.flowId);

    const runner = await engine.jobs();
    await waitFor(
      () => ((runner.current(first.jobId!)?.progress.done ?? 0) > 0 ? true : undefined),
      'the watch sees records',
      20_000,
    );
    expect(runner.current(first.jobId!)?.kind).toBe('migration-watch');
    runner.cancel(first.jobId!);
    const job = await ended(engine, first.jobId!);
    expect(job.state).toBe('cancelled');
    const running = (await sim.request('GET', '/migration/running', { token })).body as {
      status: string;
    };
    expect(running.status).toBe('idle');
    const entry = (await site.journal.all()).find((e) => e.action === 'migration.stopped');
    expect(entry?.after?.['totalRecords']).toBe(job.progress.total);
    // Nothing running now: the status answers no job.
    expect((await status({ controllerId: id })).jobId).toBeUndefined();
  }, 60_000);

  it('reads the status at most once a second however many ask', async () => {
    const { engine, id, migration } = await oneController({ migrationRate: 200 });
    const status = migration.handlers(engine)['migration:status']!;
    let reads = 0;
    const original = migration.poller.status.bind(migration.poller);
    migration.poller.status = (controllerId, read) =>
      original(controllerId, () => {
        reads++;
        return read();
      });
    const began = Date.now();
    while (Date.now() - began < 2500) {
      await Promise.all(Array.from({ length: 5 }, () => status({ controllerId: id })));
    }
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(reads).toBeLessThanOrEqual(3);
  }, 30_000);

  it('hides itself with the reason on firmware without the migration section', async () => {
    const sim = await startSimulator({ serial: 'MIG-15', firmware: '1.6' });
    sims.push(sim);
    const migration = migrationParts();
    const { engine } = await siteEngine([sim], cleanup, (self) => migration.flows(self));
    const answer = await migration.handlers(engine)['migration:status']!({
      controllerId: sim.fingerprint,
    });
    expect(answer.available).toBe(false);
    expect(answer.reason?.code).toBe('migration_not_supported');
    const plan = await engine.flows.start('migration', [sim.fingerprint]);
    expect(plan.kind === 'plan' && plan.notes[0]?.en).toContain('no migration job');
  });
});
