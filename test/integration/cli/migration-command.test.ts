/**
 * `turnkey migration` as an engineer runs it (the real bundled command in another process)
 * against real simulators on loopback (spec 4.14, D17): a start followed to completion as JSON
 * lines with the records rising; Ctrl+C halfway stops the controller's copy (exit 130) with the
 * counts; a copy another client started is watched to its end, a watch of nothing fails; stop
 * stops; status prints once; no drive says to connect it.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../src/shared/ipc/job.schema';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { demoSeed } from '../../../src/simulator/seed/demo/demo-seed';
import type { StartedSimulator } from '../helpers/start-simulator';
import { simulatorPool, testPort, testSubnet } from '../simulator-cluster/cluster-support';

vi.setConfig({ testTimeout: 60_000 });

const bin = fileURLToPath(new URL('../../../bin/turnkey.mjs', import.meta.url));
const service = `Turnkey CLI migration test ${randomBytes(4).toString('hex')}`;
const pool = simulatorPool();
const port = testPort();
let dataDir: string;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function env(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    TURNKEY_DATA_DIR: dataDir,
    TURNKEY_KEYCHAIN_SERVICE: service,
    TURNKEY_PASSWORD: 'admin',
  };
}

function turnkey(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, ...args],
      { env: env(), encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const target = (sim: StartedSimulator) => `${sim.host}:${sim.port}`;

async function trusted(
  last: number,
  options: { migrationRate: number; drive?: boolean },
): Promise<StartedSimulator> {
  const sim = await pool.start({
    serial: `MIGCLI-${last}`,
    seed: demoSeed({ staff: 40 }),
    ...options,
    host: `${testSubnet()}.${last}`,
    port,
  });
  const pinned = await turnkey(['trust', target(sim), '--accept', sim.fingerprint]);
  expect(pinned.code, pinned.stderr).toBe(EXIT_CODES.ok);
  return sim;
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

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-cli-migration-'));
  const made = await turnkey(['site', 'new', 'Migration yard']);
  expect(made.code, made.stderr).toBe(EXIT_CODES.ok);
});
afterEach(() => pool.stopAll());
afterAll(() => rm(dataDir, { recursive: true, force: true }));

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
    const child = spawn(
      process.execPath,
      [bin, 'migration', 'start', '--controller', target(sim), '--yes', '--json'],
      { env: env() },
    );
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
    const end = lines(stdout).at(-1);
    if (end?.event !== 'end') throw new Error('an end line');
    expect(end.job.state).toBe('cancelled');
    expect(end.job.summary?.en).toMatch(/^Stopped at \d+ of \d+ records\.$/);
    expect(end.job.progress.done).toBeLessThan(end.job.progress.total);
    expect(await controllerState(sim)).toMatchObject({ isRunning: false, status: 'idle' });
  });

  it('watches a copy another client started, stops one, and fails a watch of nothing', async () => {
    const sim = await trusted(12, { migrationRate: 500 });
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

  it('says to connect the drive when the controller has none', async () => {
    const sim = await trusted(13, { migrationRate: 500, drive: false });
    const run = await turnkey(['migration', 'start', '--controller', target(sim), '--yes']);
    expect(run.code).toBe(EXIT_CODES.failure);
    expect(run.stdout).toContain('Connect the drive, then start the migration again.');
  });
});
