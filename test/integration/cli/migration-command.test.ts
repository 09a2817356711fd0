/**
 * `turnkey migration` as an engineer runs it (the real bundled command in another process)
 * against real simulators on loopback (spec 4.14, D17): a start followed to completion as JSON
 * lines with the records rising; Ctrl+C halfway stops the controller's copy (exit 130) with the
 * counts; a copy another client started is watched to its end, a watch of nothing fails; stop
 * stops; status prints once; no drive says to connect it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../src/shared/ipc/job.schema';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { demoSeed } from '../../../src/simulator/seed/demo/demo-seed';
import type { StartedSimulator } from '../helpers/start-simulator';
import { testSubnet } from '../simulator-cluster/cluster-support';
import { cliHarness, target } from './cli-harness';

vi.setConfig({ testTimeout: 60_000 });

const cli = cliHarness('migration', { serialPrefix: 'MIGCLI' });
const { turnkey } = cli;

/** A controller of 40 staff copying at `migrationRate` records a second, pinned. */
async function trusted(
  last: number,
  options: { migrationRate: number; drive?: boolean },
): Promise<StartedSimulator> {
  const [sim] = await cli.trustedAt(testSubnet(), [last], {
    seed: demoSeed({ staff: 40 }),
    ...options,
  });
  return sim!;
}

type Line =
  | { event: 'plan' }
  | { event: 'progress'; processed: number; total: number; percent: number }
  | { event: 'end'; job: Job };

const lines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Line);

async function controllerState(sim: StartedSimulator) {
  const token = await sim.login();
  return (await sim.request('GET', '/migration/running', { token })).body as {
    isRunning: boolean;
    status: string;
  };
}

beforeAll(() => cli.open());
afterEach(() => cli.pool.stopAll());
afterAll(() => cli.close());

describe('turnkey migration', () => {
  it('starts and follows the copy to completion as JSON lines, then prints the status', async () => {
    const sim = await trusted(10, { migrationRate: 400 });
    const run = await turnkey([
      'migration',
      'start',
      '--controller',
      target(sim),
      '--yes',
      '--json',
    ]);
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    const out = lines(run.stdout);
    expect(out[0]?.event).toBe('plan');
    const progress = out.filter((l) => l.event === 'progress');
    expect(progress.length).toBeGreaterThanOrEqual(2);
    const counts = progress.map((l) => l.processed);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(new Set(counts).size).toBeGreaterThan(1);
    const end = out.at(-1);
    if (end?.event !== 'end') throw new Error('an end line');
    expect(end.job.state).toBe('succeeded');
    expect(end.job.progress.done).toBe(end.job.progress.total);

    const status = await turnkey(['migration', 'status', '--controller', target(sim), '--json']);
    expect(status.code, status.stderr).toBe(EXIT_CODES.ok);
    const shown = JSON.parse(status.stdout) as {
      state: { status: string; processed: number; total: number };
    };
    expect(shown.state.status).toBe('completed');
    expect(shown.state.processed).toBe(end.job.progress.total);

    const text = await turnkey(['migration', 'status', '--controller', target(sim)]);
    expect(text.stdout).toMatch(/State\s+completed/);
    expect(text.stdout).toMatch(/Records\s+\d+ of \d+ records \(100\.0 %\)/);
  });

  it('stops the controller’s copy on Ctrl+C, with the counts and exit code 130', async () => {
    const sim = await trusted(11, { migrationRate: 100 });
    const child = cli.spawn(['migration', 'start', '--controller', target(sim), '--yes', '--json']);
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (/"processed":[1-9]/.test(stdout) && !child.killed) child.kill('SIGINT');
      });
      child.on('exit', (exit) => resolve(exit ?? -1));
    });
    expect(code, stderr).toBe(EXIT_CODES.interrupted);
    expect(stderr).toContain('Stopping the migration on the controller');
    // What was left, in a line or two (docs/decisions.md, "Ctrl+C in the CLI").
    expect(stderr).toMatch(/Stopped by Ctrl\+C\. Stopped at \d+ of \d+ records\./);
    expect(stderr).toContain('What was copied stays on the drive');
    const end = lines(stdout).at(-1);
    if (end?.event !== 'end') throw new Error('an end line');
    expect(end.job.state).toBe('cancelled');
    expect(end.job.summary?.en).toMatch(/^Stopped at \d+ of \d+ records\.$/);
    expect(end.job.progress.done).toBeLessThan(end.job.progress.total);
    expect(await controllerState(sim)).toMatchObject({ isRunning: false, status: 'idle' });
  });

  it('watches a copy another client started, stops one, and fails a watch of nothing', async () => {
    // Slow enough that the copy still runs when the command has started, on a busy machine too.
    const sim = await trusted(12, { migrationRate: 120 });
    const token = await sim.login();
    expect((await sim.request('POST', '/migration/start', { token })).status).toBe(200);
    const watched = await turnkey(['migration', 'watch', '--controller', target(sim), '--json']);
    expect(watched.code, watched.stderr).toBe(EXIT_CODES.ok);
    const end = lines(watched.stdout).at(-1);
    expect(end?.event === 'end' && end.job.kind).toBe('migration-watch');
    expect(end?.event === 'end' && end.job.state).toBe('succeeded');

    const nothing = await turnkey(['migration', 'watch', '--controller', target(sim)]);
    expect(nothing.code).toBe(EXIT_CODES.failure);
    expect(nothing.stderr).toContain('nothing to watch');

    expect((await sim.request('POST', '/migration/start', { token })).status).toBe(200);
    const stopped = await turnkey(['migration', 'stop', '--controller', target(sim), '--json']);
    expect(stopped.code, stopped.stderr).toBe(EXIT_CODES.ok);
    expect(JSON.parse(stopped.stdout)).toMatchObject({
      stopped: true,
      state: { status: 'idle', running: false },
    });
    expect(await controllerState(sim)).toMatchObject({ isRunning: false, status: 'idle' });
    const again = await turnkey(['migration', 'stop', '--controller', target(sim)]);
    expect(again.code).toBe(EXIT_CODES.ok);
    expect(again.stdout).toContain('nothing to stop');
  });

  it('exits at once at a second Ctrl+C, saying the stop may not have reached the controller', async () => {
    const sim = await trusted(15, { migrationRate: 60 });
    const child = cli.spawn(['migration', 'start', '--controller', target(sim), '--yes', '--json']);
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (/"processed":[1-9]/.test(stdout) && !child.killed) {
          child.kill('SIGINT');
          // Apart, so the two are not one pending signal.
          setTimeout(() => child.kill('SIGINT'), 150);
        }
      });
      child.on('exit', (exit) => resolve(exit ?? -1));
    });
    expect(code, stderr).toBe(EXIT_CODES.interrupted);
    expect(stderr).toContain('stopped waiting at the second Ctrl+C');
  });

  it('migration stop while another process follows the copy: the follower ends stopped', async () => {
    const sim = await trusted(14, { migrationRate: 60 });
    const child = cli.spawn(['migration', 'start', '--controller', target(sim), '--yes', '--json']);
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number>((resolve) =>
      child.on('exit', (code) => resolve(code ?? -1)),
    );
    for (let waited = 0; !/"processed":[1-9]/.test(stdout) && waited < 30_000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    // Not waiting for the controller's lock the running job holds.
    const stopped = await turnkey(['migration', 'stop', '--controller', target(sim), '--json']);
    expect(stopped.code, stopped.stderr).toBe(EXIT_CODES.ok);
    expect(await controllerState(sim)).toMatchObject({ isRunning: false, status: 'idle' });
    expect(await exited).toBe(EXIT_CODES.failure);
    const end = lines(stdout).at(-1);
    if (end?.event !== 'end') throw new Error('an end line');
    // Stopped by someone else is a stop, not a failure: the job says where it stopped.
    expect(end.job.state).toBe('cancelled');
    expect(end.job.controllers[0]?.state).toBe('cancelled');
    expect(end.job.controllers[0]?.outcome?.en).toMatch(
      /stopped on the controller at \d+ of \d+ records/,
    );
  });

  it('says to connect the drive when the controller has none', async () => {
    const sim = await trusted(13, { migrationRate: 500, drive: false });
    const run = await turnkey(['migration', 'start', '--controller', target(sim), '--yes']);
    expect(run.code).toBe(EXIT_CODES.failure);
    expect(run.stdout).toContain('Connect the drive, then start the migration again.');
  });
});
